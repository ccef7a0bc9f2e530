import type { Wording } from '../../core/i18n/index'
import type { en } from './en'

/** Urdu wording of `<notice-marquee>`. */
export const ur: Wording<typeof en> = {
  marquee_label: 'اطلاعات (مکمل کھولیں)',
  marquee_notices: 'اطلاعات',
  marquee_all: 'تمام اعلانات',
  marquee_unread: '{0} نہ پڑھے گئے پیغامات',
}
