import type { Wording } from '../../../core/i18n/index'
import type { en } from './en'

/** Urdu wording of the account parts, loaded with Urdu. */
export const ur: Wording<typeof en> = {
  or_continue_with: 'یا اس کے ساتھ جاری رکھیں',
  login_facebook: 'Facebook کے ساتھ لاگ ان کریں',
  login_google: 'Google کے ساتھ لاگ ان کریں',
  social_waiting: 'کھلنے والی ونڈو میں سائن اِن مکمل کریں…',
  social_link_title: 'اس ای میل کا پہلے سے اکاؤنٹ ہے',
  social_link_intro:
    'اکاؤنٹ {0} اس سائن اِن کا ای میل پتہ استعمال کرتا ہے۔ انہیں جوڑنے کے لیے ثابت کریں کہ اکاؤنٹ آپ کا ہے۔',
  social_link_password: '{0} کا پاس ورڈ',
  social_link_submit: 'جوڑیں اور لاگ ان کریں',
  social_link_send_sms: 'اس کے بجائے {0} پر SMS سے کوڈ بھیجیں',
  social_link_send_email: 'اس کے بجائے {0} پر ای میل سے کوڈ بھیجیں',
  social_link_sent: '{0} پر کوڈ بھیج دیا گیا۔',
  social_link_code: 'کوڈ',
  social_link_own_account: 'یہ میرا اکاؤنٹ نہیں: نیا بنائیں',
  social_signup_title: 'اپنا اکاؤنٹ بنائیں',
  social_signup_intro:
    'نیا اکاؤنٹ بننے سے پہلے ایک قدم: شرائط قبول کریں، اپنی تاریخ پیدائش درج کریں اور اپنی عمر کی تصدیق کریں۔',
  social_terms: 'میں نے پڑھ لیا ہے اور متفق ہوں:',
  social_terms_link: 'شرائط و ضوابط',
  social_age: 'میری عمر کم از کم {0} سال ہے',
  social_terms_required: 'براہ کرم شرائط پڑھیں اور ان سے اتفاق کریں',
  social_age_required: 'براہ کرم تصدیق کریں کہ آپ کی عمر کم از کم {0} سال ہے',
  social_signup_submit: 'اکاؤنٹ بنائیں اور لاگ ان کریں',
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
