import type { Wording } from '../../core/i18n/index'
import type { en } from './en'

/** Urdu wording of `<forgot-password>`, loaded with Urdu. */
export const ur: Wording<typeof en> = {
  forgot_title: 'پاس ورڈ بھول گئے',
  forgot_methods: 'ری سیٹ کا طریقہ',
  forgot_tab_email: 'ای میل',
  forgot_username: 'صارف نام',
  forgot_new_password: 'نیا پاس ورڈ',
  forgot_email_intro:
    'اپنا صارف نام اور اپنے اکاؤنٹ کا ای میل پتہ درج کریں۔ ہم آپ کو نیا پاس ورڈ منتخب کرنے کے لیے ایک کوڈ اور لنک بھیجیں گے۔',
  forgot_have_code: 'میرے پاس ری سیٹ کوڈ ہے',
  forgot_code_intro:
    'ای میل میں آیا ہوا کوڈ درج کریں اور نیا پاس ورڈ منتخب کریں۔ تب تک آپ کا پرانا پاس ورڈ کام کرتا رہے گا۔',
  forgot_code_label: 'ری سیٹ کوڈ',
  forgot_send_again: 'مجھے نیا کوڈ بھیجیں',
  forgot_mobile_intro: 'ہم آپ کے اکاؤنٹ کے موبائل نمبر پر کوڈ بھیجیں گے؛ پھر نیا پاس ورڈ منتخب کریں۔',
  forgot_closed: 'پاس ورڈ ری سیٹ دستیاب نہیں ہے۔ براہِ کرم کسٹمر سروس سے رابطہ کریں۔',
  forgot_back: 'لاگ ان پر واپس جائیں',
  forgot_busy: 'بھیجا جا رہا ہے…',
}
