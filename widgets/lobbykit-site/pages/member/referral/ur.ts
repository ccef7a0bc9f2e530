import type { Wording } from '../../../../../core/i18n/index'
import type { en } from './en'

/** The referral section's Urdu wording. */
export const ur: Wording<typeof en> = {
  ref_link: 'آپ کا ریفرل لنک',
  ref_text:
    'اس لنک سے رجسٹر ہونے والے دوست آپ کے اکاؤنٹ سے منسلک ہوتے ہیں۔ آپ کو ان کی طے شدہ شرطوں کا {0} ملتا ہے۔',
  ref_code: 'آپ کا کوڈ: {0}',
  ref_copy: 'لنک کاپی کریں',
  ref_copied: 'لنک کاپی ہو گیا۔',
  ref_copy_failed: 'لنک کاپی نہیں ہو سکا: اسے منتخب کر کے خود کاپی کریں۔',
  ref_none: 'آپ کے اکاؤنٹ کا ابھی کوئی ریفرل کوڈ نہیں۔ براہ کرم کسٹمر سروس سے رابطہ کریں۔',
  ref_invitees: 'آپ کے مدعو کردہ',
  ref_no_invitees: 'ابھی تک کسی نے آپ کے لنک سے رجسٹریشن نہیں کی۔',
  ref_name: 'ممبر',
  ref_joined: 'شمولیت',
  ref_turnover: 'طے شدہ شرطیں',
  ref_earned: 'آپ کی کمائی',
  ref_total: 'کل',
  ref_claimed: 'اب تک وصول: {0}',
  ref_claim: '{0} وصول کریں',
  ref_nothing: 'اس وقت وصول کرنے کے لیے کوئی کمیشن نہیں۔',
  ref_paid: '{0} آپ کے بیلنس میں شامل کر دیے گئے۔',
}
