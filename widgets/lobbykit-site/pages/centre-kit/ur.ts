import type { Wording } from '../../../../core/i18n/index'
import type { en } from './en'

/** The centres' shared wording in Urdu, loaded with Urdu. */
export const ur: Wording<typeof en> = {
  rec_from: 'سے',
  rec_to: 'تک',
  rec_game_type: 'گیم کی قسم',
  rec_all_types: 'تمام گیمز',
  rec_range_missing: 'براہ کرم دونوں تاریخیں درج کریں',
  rec_range_order: 'آخری تاریخ شروع کی تاریخ سے پہلے نہیں ہو سکتی',
  rec_range_long: 'تاریخ کی حد زیادہ سے زیادہ 31 دن ہو سکتی ہے',
  rec_bet_time: 'شرط کا وقت',
  rec_game: 'گیم',
  rec_stake: 'داؤ',
  rec_win_loss: 'جیت/ہار',
  rec_status: 'حالت',
  rec_status_SETTLED: 'طے شدہ',
  rec_status_PENDING: 'زیر التوا',
  rec_status_VOID: 'منسوخ',
  wal_refresh: 'تازہ کریں',
  rec_details: 'تفصیلات',
  rec_details_hide: 'کم تفصیلات',
  wal_age_unverified:
    'اصلی رقم سے کھیلنا صرف {0} سال یا اس سے زیادہ عمر کے کھلاڑیوں کے لیے ہے۔ براہ کرم پہلے اپنی تاریخ پیدائش درج کریں۔',
  wal_under_age: 'اصلی رقم سے کھیلنا صرف {0} سال یا اس سے زیادہ عمر کے کھلاڑیوں کے لیے ہے۔',
  wal_add_birthday: 'اپنی تاریخ پیدائش درج کریں',
}
