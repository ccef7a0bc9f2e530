import type { Wording } from '../../../../../core/i18n/index'
import type { en } from './en'

/** The about-us, blog and news pages' Urdu wording. */
export const ur: Wording<typeof en> = {
  art_list_ABOUT: 'ہمارے بارے میں مضامین',
  art_list_BLOG: 'بلاگ پوسٹس',
  art_list_NEWS: 'خبریں',
  art_pages_ABOUT: 'ہمارے بارے میں کے صفحات',
  art_pages_BLOG: 'بلاگ کے صفحات',
  art_pages_NEWS: 'خبروں کے صفحات',
  art_back_ABOUT: 'ہمارے بارے میں پر واپس',
  art_back_BLOG: 'بلاگ پر واپس',
  art_back_NEWS: 'خبروں پر واپس',
  art_published: 'شائع {0}',
  art_read: 'مزید پڑھیں: {0}',
  art_empty: 'یہاں ابھی کچھ شائع نہیں ہوا۔',
}
