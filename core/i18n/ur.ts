import type { Wording } from './index'
import type { en } from './en'

// Ranges read "(min) سے (max)" rather than "(min) - (max)": in right-to-left text a bare
// "6 - 11" is displayed as "11 - 6".

/** Urdu shared vocabulary: its own chunk, loaded when Urdu is chosen (only English is in the runtime). */
export const ur: Wording<typeof en> = {
  // §2 Screens: common buttons and states (OK, Cancel, Close, Try again, Back …)
  ok: 'ٹھیک ہے',
  cancel: 'منسوخ کریں',
  confirm: 'تصدیق کریں',
  close: 'بند کریں',
  back: 'واپس',
  retry: 'دوبارہ کوشش کریں',
  submit: 'جمع کرائیں',
  search: 'تلاش کریں',
  loading: 'لوڈ ہو رہا ہے…',
  warning: 'انتباہ',
  dismiss: 'اطلاع ہٹائیں',
  show_password: 'پاس ورڈ دکھائیں',
  captcha_refresh: 'کوڈ کی نئی تصویر دکھائیں',
  captcha_loading: 'کوڈ کی تصویر لوڈ ہو رہی ہے…',

  // §2 Game lobby per type, §9 Game types: one name per game type (game_type_<CODE>)
  game_type_HOT: 'مقبول',
  game_type_FAV: 'پسندیدہ',
  game_type_RECENT: 'حالیہ',
  game_type_SEARCH: 'تلاش',
  game_type_RNG: 'سلاٹس',
  game_type_LIVE: 'لائیو کیسینو',
  game_type_FISH: 'فشنگ',
  game_type_PVP: 'شطرنج اور تاش',
  game_type_SPORTS: 'کھیل',
  game_type_ESPORTS: 'ای اسپورٹس',
  game_type_LOTT: 'لاٹری',
  game_type_ELOTT: 'ای لاٹری',
  game_type_COCKFIGHT: 'مرغوں کی لڑائی',
  game_type_POKER: 'پوکر',

  // §2 Pagination (the kit's page bar)
  page_nav: 'صفحات',
  page_previous: 'پچھلا صفحہ',
  page_next: 'اگلا صفحہ',
  page_number: 'صفحہ {0}',

  // §2 Login, registration and forgot-password forms: the fields they share
  captcha_label: 'تصدیقی کوڈ',
  captcha_alt: 'تصدیقی کوڈ کی تصویر',
  mobile_label: 'موبائل نمبر',
  country_code_label: 'ملک کا کوڈ',
  sms_code_label: 'ایس ایم ایس کوڈ',
  send_code: 'کوڈ بھیجیں',
  resend_in: '{0} سیکنڈ بعد دوبارہ بھیجیں',

  // §2 Header: the member block and signing out
  member_account: 'اکاؤنٹ',
  member_id: 'آئی ڈی',
  member_balance: 'بیلنس',
  sign_out: 'سائن آؤٹ',
  logout_title: 'اطلاع',
  logout_text: 'کیا آپ واقعی لاگ آؤٹ کرنا چاہتے ہیں؟',

  // §5 Validation messages (VAL-44..VAL-51, VAL-59, VAL-37, PWD-4)
  input_empty: 'یہ خانہ خالی نہیں چھوڑا جا سکتا',
  required_marked: '* والے خانے پُر کرنا لازمی ہے',
  password_length: 'براہِ کرم (min) سے (max) کیریکٹر پر مشتمل پاس ورڈ درج کریں',
  password_length_exact: 'براہِ کرم (min) کیریکٹر پر مشتمل پاس ورڈ درج کریں',
  code_invalid_format: 'براہِ کرم درست تصدیقی کوڈ درج کریں',
  mobile_invalid: 'براہِ کرم درست موبائل نمبر درج کریں',
  confirm_incorrect: 'تصدیق کے لیے دوبارہ درج کی گئی معلومات مطابقت نہیں رکھتیں',
  inconsistent_twice: 'دونوں پاس ورڈ ایک جیسے نہیں ہیں',
  real_name_incorrect: 'اصل نام کا فارمیٹ درست نہیں ہے',
  phone_format_incorrect: 'فون نمبر کا فارمیٹ درست نہیں ہے',
  email_invalid: 'براہِ کرم درست ای میل پتہ درج کریں',
  phone_digits: '{0} ہندسے',
  phone_tip: 'اپنا یوزر نیم یا موبائل نمبر درج کریں ({0} ہندسے)',

  // §8 Error catalogue (ERR-1..ERR-16). C-10: login failures never say which part was wrong.
  not_logged_in: 'آپ لاگ اِن نہیں ہیں، براہِ کرم لاگ اِن کریں',
  invalid_credentials: 'یوزر نیم یا پاس ورڈ غلط ہے',
  user_not_exist: 'یوزر نیم/ای میل موجود نہیں ہے',
  network_error: 'نیٹ ورک کنکشن میں خرابی ہے، براہِ کرم دوبارہ کوشش کریں',
  timeout: 'صفحہ لوڈ ہونے میں معمول سے زیادہ وقت لگا، براہِ کرم اپنا نیٹ ورک کنکشن چیک کریں',
  unknown_error: 'نامعلوم خرابی',
  invalid_url: 'غلط یو آر ایل، براہِ کرم کسٹمر سروس سے رابطہ کریں',
  access_restricted: 'رسائی محدود ہے',
  system_maintenance: 'سسٹم کی مرمت جاری ہے',
  game_maintenance: 'گیم کی مرمت جاری ہے',
  verify_first: 'براہِ کرم پہلے تصدیق مکمل کریں',
  non_member: 'غیر رکن اکاؤنٹ سے لاگ اِن نہیں کیا جا سکتا',
  non_agent: 'غیر ایجنٹ لاگ اِن نہیں کر سکتے',
  invitation_code_error: 'دعوتی کوڈ غلط ہے',
  in_need_true_account:
    'کھیلنے کے لیے اصل اکاؤنٹ درکار ہے۔ براہِ کرم رجسٹر کریں یا ممبر اکاؤنٹ سے لاگ اِن کریں۔',
  in_been_out: 'درخواست بھیج دی گئی ہے۔ براہِ کرم اپنی ای میل دیکھیں۔',

  // §8 Phone-verification errors (ERR-17..ERR-27)
  phone_invalid: 'فون نمبر غلط ہے',
  phone_missing: 'براہِ کرم درست فون نمبر درج کریں',
  too_many_requests: 'بہت زیادہ درخواستیں، براہِ کرم کچھ دیر بعد دوبارہ کوشش کریں',
  too_many_requests_wait: 'بہت زیادہ درخواستیں، براہِ کرم {0} بعد دوبارہ کوشش کریں',
  wait_seconds: '{0} سیکنڈ',
  wait_minutes: '{0} منٹ',
  phone_unknown_error: 'فون کی تصدیق کسی نامعلوم وجہ سے ناکام ہو گئی، براہِ کرم دوبارہ کوشش کریں',
  code_invalid: 'تصدیقی کوڈ غلط ہے',
  code_missing: 'براہِ کرم تصدیقی کوڈ درج کریں',
  captcha_failed: 'کیپچا کی جانچ ناکام رہی',
  quota_exceeded: 'مقررہ حد پوری ہو چکی ہے، براہِ کرم کسٹمر سروس سے رابطہ کریں',
  operation_not_enabled: 'یہ سہولت فعال نہیں ہے، براہِ کرم کسٹمر سروس سے رابطہ کریں',
  code_expired: 'کوڈ کی میعاد ختم ہو چکی ہے، براہِ کرم دوبارہ بھیجیں',
  popup_closed: 'لاگ اِن ناکام: ونڈو بند کر دی گئی، براہِ کرم دوبارہ کوشش کریں',

  // §8 Server answers and loader errors the widgets show (ERR-28, PWD, LOBBY 'no data')
  no_data: 'کوئی ڈیٹا موجود نہیں',
  session_expired: 'آپ کا سیشن ختم ہو گیا ہے، براہِ کرم دوبارہ لاگ اِن کریں',
  old_password_incorrect: 'پرانا پاس ورڈ غلط ہے',
  password_same: 'نیا پاس ورڈ پرانے پاس ورڈ سے مختلف ہونا چاہیے',
  chunk_missing: 'صفحے کا یہ حصہ لوڈ نہیں ہو سکا',
  chunk_timeout: 'صفحے کا یہ حصہ لوڈ ہونے میں بہت زیادہ وقت لگا',
  widget_error: 'یہاں کوئی خرابی پیش آ گئی۔ صفحے کا باقی حصہ بدستور کام کر رہا ہے۔',
}
