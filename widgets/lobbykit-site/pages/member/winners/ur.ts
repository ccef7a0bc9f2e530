import type { Wording } from '../../../../../core/i18n/index'
import type { en } from './en'

/** The winners list's Urdu wording. */
export const ur: Wording<typeof en> = {
  win_title: 'سب سے بڑی جیتیں',
  win_note: 'پلیٹ فارم پر سب سے زیادہ طے شدہ جیتیں، سب سے بڑی پہلے۔ کھلاڑیوں کے نام چھپائے گئے ہیں۔',
  win_caption: '{0} سب سے بڑی جیتیں',
  win_rank: 'درجہ',
  win_player: 'کھلاڑی',
  win_game: 'گیم',
  win_amount: 'جیت',
  win_time: 'جیت کی تاریخ',
}
