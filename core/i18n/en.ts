/**
 * English, the source of truth of the shared vocabulary (`ur.ts` is typed by it): the words every
 * widget uses and none defines again. Sections follow the spec; a widget's own wording lives in the
 * widget's folder (its `en.ts`, in its own chunk), the patternId messages in core/validation/en.ts.
 */
export const en = {
  // §2 Screens: common buttons and states (OK, Cancel, Close, Try again, Back …)
  ok: 'OK',
  cancel: 'Cancel',
  confirm: 'Confirm',
  close: 'Close',
  back: 'Back',
  retry: 'Try again',
  submit: 'Submit',
  search: 'Search',
  loading: 'Loading…',
  warning: 'Warning',
  dismiss: 'Dismiss notification',
  show_password: 'Show password',
  captcha_refresh: 'Show a new code image',
  captcha_loading: 'Loading the code image…',

  // §2 Game lobby per type, §9 Game types: one name per game type (game_type_<CODE>)
  game_type_HOT: 'Hot',
  game_type_FAV: 'Favourites',
  game_type_RECENT: 'Recent',
  game_type_SEARCH: 'Search',
  game_type_RNG: 'Slots',
  game_type_LIVE: 'Live casino',
  game_type_FISH: 'Fishing',
  game_type_PVP: 'Chess and cards',
  game_type_SPORTS: 'Sports',
  game_type_ESPORTS: 'E-sports',
  game_type_LOTT: 'Lottery',
  game_type_ELOTT: 'E-lottery',
  game_type_COCKFIGHT: 'Cockfight',
  game_type_POKER: 'Poker',

  // §2 Pagination (the kit's page bar)
  page_nav: 'Pages',
  page_previous: 'Previous page',
  page_next: 'Next page',
  page_number: 'Page {0}',

  // §2 Login, registration and forgot-password forms: the fields they share
  captcha_label: 'Verification code',
  captcha_alt: 'Verification code image',
  mobile_label: 'Mobile number',
  country_code_label: 'Country code',
  sms_code_label: 'SMS code',
  send_code: 'Send code',
  resend_in: 'Resend in {0}s',

  // §2 Header: the member block and signing out
  member_account: 'Account',
  member_id: 'ID',
  member_balance: 'Balance',
  sign_out: 'Sign out',
  logout_title: 'Prompt',
  logout_text: 'Are you sure you want to log out?',

  // §5 Validation messages (VAL-44..VAL-51, VAL-59, VAL-37, PWD-4)
  input_empty: 'Input cannot be empty',
  required_marked: 'Items marked with * are required',
  password_length: 'Please fill in your password with (min) - (max) characters',
  password_length_exact: 'Please fill in your password with (min) characters',
  code_invalid_format: 'Please enter a valid verification code',
  mobile_invalid: 'Please enter a valid mobile number',
  confirm_incorrect: 'Incorrect confirmation input',
  inconsistent_twice: 'The two passwords are inconsistent',
  real_name_incorrect: 'Real name format is incorrect',
  phone_format_incorrect: 'Phone number format is incorrect',
  email_invalid: 'Please enter a valid e-mail address',
  phone_digits: '{0} digits',
  phone_tip: 'Enter your username or mobile number ({0} digits)',

  // §8 Error catalogue (ERR-1..ERR-16). C-10: login failures never say which part was wrong.
  not_logged_in: 'You are not logged in, please login',
  invalid_credentials: 'Invalid username or password',
  user_not_exist: 'Username/Email does not exist',
  network_error: 'Network link is abnormal, please try again',
  timeout: 'The page took longer time to load, please check your network connectivity',
  unknown_error: 'Unknown error',
  invalid_url: 'Invalid URL, please contact customer service',
  access_restricted: 'Access restricted',
  system_maintenance: 'The system is under maintenance',
  game_maintenance: 'Game maintenance',
  verify_first: 'Please complete verification first',
  non_member: 'Non-member account unable to login',
  non_agent: 'Non-agents cannot log in',
  invitation_code_error: 'Invalid invitation code',
  in_need_true_account: 'You need a real account to play. Please register or log in with a member account.',
  in_been_out: 'Request sent. Please check your e-mail.',

  // §8 Phone-verification errors (ERR-17..ERR-27)
  phone_invalid: 'Invalid phone number',
  phone_missing: 'Please enter a valid phone number',
  /** ERR-19 when the server names no wait; with one, too_many_requests_wait says it */
  too_many_requests: 'Too many requests, please retry later',
  too_many_requests_wait: 'Too many requests, please retry after {0}',
  wait_seconds: '{0} seconds',
  wait_minutes: '{0} minutes',
  phone_unknown_error: 'Phone verification failed for an unknown reason, please try again',
  code_invalid: 'Invalid verification code',
  code_missing: 'Please enter the verification code',
  captcha_failed: 'Captcha check failed',
  quota_exceeded: 'Quota exceeded, please contact customer service',
  operation_not_enabled: 'This operation is not enabled, please contact customer service',
  code_expired: 'The code has expired, please send it again',
  popup_closed: 'Login failed: the window was closed, please try again',

  // §8 Server answers and loader errors the widgets show (ERR-28, PWD, LOBBY 'no data')
  no_data: 'No data',
  session_expired: 'Your session has ended, please log in again',
  old_password_incorrect: 'The old password is incorrect',
  password_same: 'The new password must differ from the old one',
  chunk_missing: 'This part of the page could not be loaded',
  chunk_timeout: 'This part of the page took too long to load',
  widget_error: 'Something went wrong here. The rest of the page still works.',
}

declare module './index' {
  interface Messages extends Record<keyof typeof en, string> {}
}
