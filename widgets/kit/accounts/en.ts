/** The account parts' wording (social sign-in, the welcome and after-login popups), in their chunks. */
export const en = {
  // §2 Login form: the social icons (LOGIN-11, LOGIN-33)
  or_continue_with: 'Or continue with',
  login_facebook: 'Log in with Facebook',
  login_google: 'Log in with Google',
  social_waiting: 'Finish signing in in the window that opened…',
  // LOGIN-33: the step before any session for an identity not linked yet (social-step.tsx)
  social_link_title: 'This e-mail already has an account',
  social_link_intro:
    'The account {0} uses the e-mail address of this sign-in. To link them, show that the account is yours.',
  social_link_password: 'Password of {0}',
  social_link_submit: 'Link and log in',
  social_link_send_sms: 'Send a code by SMS to {0} instead',
  social_link_send_email: 'Send a code by e-mail to {0} instead',
  social_link_sent: 'A code was sent to {0}.',
  social_link_code: 'Code',
  social_link_own_account: 'Not my account: create a new one',
  social_signup_title: 'Create your account',
  social_signup_intro:
    'One step before your new account is made: accept the terms, give your date of birth and confirm your age.',
  social_terms: 'I have read and agree to the',
  social_terms_link: 'terms and conditions',
  social_age: 'I am at least {0} years old',
  social_terms_required: 'Please read and agree to the terms',
  social_age_required: 'Please confirm that you are at least {0} years old',
  social_signup_submit: 'Create account and log in',
  // LOGIN-22: the first-login welcome (C-13: the bonus and the announcements are the server's)
  welcome_title: 'Welcome!',
  welcome_intro: 'Your account is ready.',
  welcome_bonus: 'Registration bonus: {0}',
  welcome_bonus_terms: 'Bonus terms',
  welcome_news: 'News for new members',
  // POP-11, LOGIN-25: the after-login popup
  after_login_title: 'Welcome back',
  after_login_messages: 'Unread messages: {0}',
  after_login_promotions: 'Promotions available to you: {0}',
  after_login_open_messages: 'Open messages',
  after_login_open_promotions: 'See promotions',
  after_login_continue: 'Continue',
}

declare module '../../../core/i18n/index' {
  interface Messages extends Record<keyof typeof en, string> {}
}
