import type { Wording } from '../../../core/i18n/index'
import type { en } from './en'

/** Urdu wording of the section elements, loaded with Urdu. */
export const ur: Wording<typeof en> = {
  section_login_needed: 'یہ دیکھنے کے لیے لاگ ان کریں۔',
  section_log_in: 'لاگ ان',
  section_real_account: 'اس کے لیے اصل اکاؤنٹ درکار ہے: مفت ڈیمو اسے نہیں کھول سکتا۔',
}
