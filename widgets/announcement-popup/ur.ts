import type { Wording } from '../../core/i18n/index'
import type { en } from './en'

/** Urdu wording of `<announcement-popup>`. */
export const ur: Wording<typeof en> = {
  ann_title: 'اعلانات',
  ann_list: 'اعلانات کی فہرست',
  ann_pages: 'اعلانات کے صفحات',
}
