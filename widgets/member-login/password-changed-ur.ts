import type { enPasswordChanged } from './password-changed-en'

/** Urdu wording of the password-changed confirmation, loaded with Urdu. */
export const ur: Record<keyof typeof enPasswordChanged, string> = {
  pwd_changed: 'آپ کا پاس ورڈ تبدیل ہو گیا ہے۔ اگلی بار لاگ ان کرتے وقت نیا پاس ورڈ استعمال کریں۔',
}
