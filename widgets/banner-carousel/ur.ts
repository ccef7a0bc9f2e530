import type { Wording } from '../../core/i18n/index'
import type { en } from './en'

/** Urdu wording of `<banner-carousel>`. */
export const ur: Wording<typeof en> = {
  banner_label: 'نمایاں',
  banner_label_w_login: 'اراکین کے لیے پیشکشیں',
  banner_label_w_register: 'نئے اراکین کے لیے پیشکشیں',
  banner_label_w_forget: 'اکاؤنٹ کی حفاظت',
  banner_label_w_leftmenu: 'خاص باتیں',
  banner_previous: 'پچھلا بینر',
  banner_next: 'اگلا بینر',
  banner_bullet: 'بینر {{index}} پر جائیں',
  banner_slide: '{{slidesLength}} میں سے {{index}}',
  banner_pause: 'بینر روکیں',
  banner_play: 'بینر چلائیں',
  banner_new_tab: '(نئے ٹیب میں کھلتا ہے)',
}
