import type { Wording } from '../../../../core/i18n/index'
import type { en } from './en'

/** Urdu wording of the lottery pages. */
export const ur: Wording<typeof en> = {
  lott_title: 'لاٹری',
  lott_title_sea: 'ایس ای اے لاٹری',
  lott_title_vn: 'ویتنام لاٹری',
  lott_modes: 'انعامی طریقے',
  lott_mode_LOTT: 'لاٹری',
  lott_mode_ZY: 'ویتنام لوٹو',
  lott_mode_ELOTT: 'ای-لاٹری',
  lott_mode_SEA: 'ایس ای اے لاٹری',
  lott_every: 'ہر {0} منٹ بعد قرعہ',
  lott_next_draw: 'اگلا قرعہ {0}',
  lott_play: '{0} کھیلیں',
  lott_open_lobby: 'لاٹری لابی کھولیں',
  lott_recent: 'حال ہی میں کھیلے گئے',
  lott_draws: 'تازہ ترین قرعے',
  lott_game: 'کھیل',
  lott_issue: 'شمارہ',
  lott_numbers: 'نمبر',
  lott_launching: 'لاٹری کھل رہی ہے…',
  lott_back: 'لاٹری لابی پر واپس جائیں',
  lott_frame: 'لاٹری: {0}',
  lott_chat: 'لائیو چیٹ',
  lott_chat_with: '{0} سے بات کریں',
  lott_offline: 'آف لائن',
  lott_hosts_topic: '{0} · {1}',
}
