import type { enKit } from './en-kit'

/** Urdu wording of the shared UI kit; typed by English so a missing key is a type error. */
export const urKit: Record<keyof typeof enKit, string> = {
  kit_close: 'بند کریں',
  kit_cancel: 'منسوخ کریں',
  kit_confirm: 'تصدیق کریں',
  kit_ok: 'ٹھیک ہے',
  kit_show_password: 'پاس ورڈ دکھائیں',
  kit_captcha_refresh: 'کوڈ کی نئی تصویر دکھائیں',
  kit_captcha_loading: 'کوڈ کی تصویر لوڈ ہو رہی ہے…',
  kit_loading: 'لوڈ ہو رہا ہے…',
  kit_dismiss: 'اطلاع ہٹائیں',
}
