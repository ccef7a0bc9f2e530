import type { marqueeEn } from './en'

/** Urdu wording of `<notice-marquee>`. */
export const ur: Record<keyof typeof marqueeEn, string> = {
  marquee_label: 'اطلاعات (اعلانات کھولیں)',
  marquee_unread: '{0} نہ پڑھے گئے پیغامات',
}
