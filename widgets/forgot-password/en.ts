/** English wording of `<forgot-password>` (in its own chunk; `ur.ts` is typed by it). */
export const en = {
  forgot_title: 'Forgot password',
  forgot_methods: 'Reset method',
  forgot_tab_email: 'E-mail',
  forgot_username: 'Username',
  forgot_new_password: 'New password',
  forgot_email_intro:
    'Enter your username and the e-mail address of your account. We will send you a one-off password.',
  forgot_mobile_intro:
    'We will send a code to the mobile number of your account; then choose a new password.',
  forgot_closed: 'Password reset is not available. Please contact customer service.',
  forgot_back: 'Back to log in',
  forgot_busy: 'Sending…',
}

declare module '../../core/i18n/index' {
  interface Messages extends Record<keyof typeof en, string> {}
}
