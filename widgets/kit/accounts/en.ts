/** The account parts' wording (social sign-in, the welcome and after-login popups), in their chunks. */
export const en = {
  // §2 Login form: the social icons (LOGIN-11, LOGIN-33)
  or_continue_with: 'Or continue with',
  login_facebook: 'Log in with Facebook',
  login_google: 'Log in with Google',
  social_waiting: 'Finish signing in in the window that opened…',
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
