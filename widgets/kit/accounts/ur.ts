import type { Wording } from '../../../core/i18n/index'
import type { en } from './en'

/** Urdu wording of the account parts, loaded with Urdu. */
export const ur: Wording<typeof en> = {
  or_continue_with: 'یا اس کے ساتھ جاری رکھیں',
  login_facebook: 'فیس بک کے ساتھ لاگ ان کریں',
  login_google: 'گوگل کے ساتھ لاگ ان کریں',
  social_waiting: 'کھلنے والی ونڈو میں سائن اِن مکمل کریں…',
  welcome_title: 'خوش آمدید!',
  welcome_intro: 'آپ کا اکاؤنٹ تیار ہے۔',
  welcome_bonus: 'رجسٹریشن بونس: {0}',
  welcome_bonus_terms: 'بونس کی شرائط',
  welcome_news: 'نئے اراکین کے لیے خبریں',
  after_login_title: 'دوبارہ خوش آمدید',
  after_login_messages: 'نہ پڑھے گئے پیغامات: {0}',
  after_login_promotions: 'آپ کے لیے دستیاب پروموشنز: {0}',
  after_login_open_messages: 'پیغامات کھولیں',
  after_login_open_promotions: 'پروموشنز دیکھیں',
  after_login_continue: 'جاری رکھیں',
}
