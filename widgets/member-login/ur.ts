import type { Wording } from '../../core/i18n/index'
import type { en } from './en'

/** Urdu wording of `<member-login>`, loaded with Urdu. */
export const ur: Wording<typeof en> = {
  login_help: 'مدد',
  // §2 Login form (username and SMS tabs, remember me, free play, social log-in)
  login_title: 'لاگ ان',
  login_agent_title: 'ایجنٹ لاگ ان',
  login_tabs: 'لاگ ان کا طریقہ',
  tab_username: 'صارف نام',
  username_label: 'صارف نام یا موبائل نمبر',
  username_only_label: 'صارف نام',
  password_label: 'پاس ورڈ',
  code_sent: 'آپ کے فون پر کوڈ بھیج دیا گیا ہے۔',
  remember_me: 'مجھے یاد رکھیں',
  forgot_password: 'پاس ورڈ بھول گئے؟',
  login_submit: 'لاگ ان کریں',
  logging_in: 'لاگ ان ہو رہا ہے…',
  free_play: 'مفت ڈیمو آزمائیں',
  no_account: 'ابھی تک اکاؤنٹ نہیں ہے؟',
  register_now: 'ابھی رجسٹر کریں',

  // §2 Header: the member when logged in
  member_trial: 'ڈیمو اکاؤنٹ',
  signing_out: 'سائن آؤٹ ہو رہا ہے…',
  welcome_back: 'خوش آمدید، {0}',

  // §2 Popups, §5 Password change (PWD-1..PWD-5): the forced change and its confirmation
  change_password_title: 'پاس ورڈ تبدیل کریں',
  password_expired_notice: 'آپ کے پاس ورڈ کی میعاد ختم ہو گئی ہے۔ جاری رکھنے کے لیے نیا پاس ورڈ منتخب کریں۔',
  password_default_notice: 'جاری رکھنے کے لیے دیا گیا پاس ورڈ اپنے پاس ورڈ سے بدلیں۔',
  old_password_label: 'موجودہ پاس ورڈ',
  new_password_label: 'نیا پاس ورڈ',
  confirm_new_password_label: 'نئے پاس ورڈ کی تصدیق کریں',
  pwd_changed: 'آپ کا پاس ورڈ تبدیل ہو گیا ہے۔ اگلی بار لاگ ان کرتے وقت نیا پاس ورڈ استعمال کریں۔',
}
