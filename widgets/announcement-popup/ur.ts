import type { announcementEn } from './en'

/** Urdu wording of `<announcement-popup>`. */
export const ur: Record<keyof typeof announcementEn, string> = {
  ann_title: 'اعلانات',
  ann_list: 'اعلانات کی فہرست',
  ann_pages: 'اعلانات کے صفحات',
  ann_previous: 'پچھلا صفحہ',
  ann_next: 'اگلا صفحہ',
  ann_page: 'صفحہ {0}',
}
