import type { Wording } from '../../core/i18n/index'
import type { en } from './en'

/** Urdu wording of `<banner-carousel>`. */
export const ur: Wording<typeof en> = {
  banner_label: 'نمایاں',
  banner_previous: 'پچھلا بینر',
  banner_next: 'اگلا بینر',
  banner_bullet: 'بینر {{index}} پر جائیں',
  banner_slide: '{{slidesLength}} میں سے {{index}}',
  banner_pause: 'بینر روکیں',
  banner_play: 'بینر چلائیں',
  banner_new_tab: '(نئے ٹیب میں کھلتا ہے)',
}
