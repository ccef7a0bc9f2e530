/** English wording of `<member-register>` (in its own chunk; `ur.ts` is typed by it). */
export const en = {
  reg_help: 'Help',
  reg_title: 'Register',
  reg_tabs: 'Registration method',
  reg_tab_username: 'Username',
  reg_username: 'Username',
  reg_username_optional: 'Optional: leave it empty to use your mobile number',
  reg_password: 'Password',
  reg_confirm: 'Confirm password',
  reg_payeeName: 'Real name',
  reg_email: 'E-mail',
  reg_qqNum: 'QQ',
  reg_recommenderId: 'Recommender ID',
  reg_paymentPassword: 'Transaction password',
  reg_line: 'Line',
  reg_whatsapp: 'WhatsApp',
  reg_facebook: 'Facebook',
  reg_wechat: 'WeChat',
  reg_idNumber: 'ID number',
  reg_referralCode: 'Invitation code',
  reg_affiliateCode: 'Affiliate code',
  reg_terms: 'I have read and agree to the',
  reg_terms_link: 'terms and conditions',
  reg_age: 'I am at least {0} years old and accept the',
  reg_agreement_link: 'user agreement',
  reg_busy: 'Registering…',
  reg_have_account: 'Already have an account?',
  reg_login: 'Log in',
  reg_closed: 'Registration is not open at the moment. Please contact customer service.',
  reg_logged_in: 'You are logged in as {0}.',
  reg_username_taken: 'This username is already registered',
  reg_mobile_taken: 'This mobile number is already registered',
}

declare module '../../core/i18n/index' {
  interface Messages extends Record<keyof typeof en, string> {}
}
