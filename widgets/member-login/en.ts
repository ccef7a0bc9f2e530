/** `<member-login>`'s own wording (its chunk): the login form, the member block, the password change. */
export const en = {
  login_help: 'Help',
  // §2 Login form (username and SMS tabs, remember me, free play, social log-in)
  login_title: 'Log in',
  login_agent_title: 'Agent log in',
  login_tabs: 'Login method',
  tab_username: 'Username',
  username_label: 'Username or mobile number',
  username_only_label: 'Username',
  password_label: 'Password',
  code_sent: 'A code was sent to your phone.',
  remember_me: 'Remember me',
  forgot_password: 'Forgot password?',
  login_submit: 'Log in',
  logging_in: 'Logging in…',
  free_play: 'Try the free demo',
  no_account: 'No account yet?',
  register_now: 'Register now',

  // §2 Header: the member when logged in
  member_trial: 'Demo account',
  signing_out: 'Signing out…',
  welcome_back: 'Welcome, {0}',

  // §2 Popups, §5 Password change (PWD-1..PWD-5): the forced change and its confirmation
  change_password_title: 'Change password',
  password_expired_notice: 'Your password has expired. Please choose a new one to continue.',
  password_default_notice: 'Please replace the password you were given with one of your own to continue.',
  old_password_label: 'Current password',
  new_password_label: 'New password',
  confirm_new_password_label: 'Confirm new password',
  pwd_changed: 'Your password has been changed. Use the new password the next time you log in.',
}

declare module '../../core/i18n/index' {
  interface Messages extends Record<keyof typeof en, string> {}
}
