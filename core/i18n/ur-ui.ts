import type { enUi } from './en-ui'

/** Urdu UI wording; typed by English so a missing key is a type error. */
export const urUi: Record<keyof typeof enUi, string> = {
  lang_EN: 'English',
  lang_UR: 'اردو',
  close: 'بند کریں',
  cancel: 'منسوخ کریں',
  confirm: 'تصدیق کریں',
  ok: 'ٹھیک ہے',
  loading: 'لوڈ ہو رہا ہے…',
  retry: 'دوبارہ کوشش کریں',
}
