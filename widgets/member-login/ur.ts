import type { changePasswordEn } from './wording'

/** Urdu wording of the password change, loaded with Urdu. */
export const ur: Record<keyof typeof changePasswordEn, string> = {
  password_expired_notice: 'آپ کے پاس ورڈ کی میعاد ختم ہو گئی ہے۔ جاری رکھنے کے لیے نیا پاس ورڈ منتخب کریں۔',
  password_default_notice: 'جاری رکھنے کے لیے دیا گیا پاس ورڈ اپنے پاس ورڈ سے بدلیں۔',
  old_password_label: 'موجودہ پاس ورڈ',
  new_password_label: 'نیا پاس ورڈ',
  confirm_new_password_label: 'نئے پاس ورڈ کی تصدیق کریں',
}
