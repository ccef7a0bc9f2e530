/** English wording of `<forgot-password>` (in its own chunk; `ur.ts` is typed by it). */
export const en = {
  forgot_title: 'Forgot password',
  forgot_methods: 'Reset method',
  forgot_tab_email: 'E-mail',
  forgot_username: 'Username',
  forgot_new_password: 'New password',
  forgot_email_intro:
    'Enter your username and the e-mail address of your account. We will send you a code and a link to choose a new password.',
  forgot_have_code: 'I have a reset code',
  forgot_code_intro:
    'Enter the code from the e-mail and choose a new password. Your old password works until you do.',
  forgot_code_label: 'Reset code',
  forgot_send_again: 'Send me a new code',
  forgot_mobile_intro:
    'We will send a code to the mobile number of your account; then choose a new password.',
  forgot_closed: 'Password reset is not available. Please contact customer service.',
  forgot_back: 'Back to log in',
  forgot_busy: 'Sending…',
}

declare module '../../core/i18n/index' {
  interface Messages extends Record<keyof typeof en, string> {}
}
