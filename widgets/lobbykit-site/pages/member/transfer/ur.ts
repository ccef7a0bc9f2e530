import type { Wording } from '../../../../../core/i18n/index'
import type { en } from './en'

/** The wallet transfer's Urdu wording. */
export const ur: Wording<typeof en> = {
  xfer_single:
    'اس سائٹ پر ہر گیم کے لیے ایک ہی والیٹ ہے: آپ کو والیٹس کے درمیان رقم منتقل کرنے کی ضرورت نہیں۔',
  xfer_total: 'کل بیلنس',
  xfer_main: 'مرکزی والیٹ',
  xfer_wallets: 'گیم والیٹس',
  xfer_from: 'سے',
  xfer_to: 'کو',
  xfer_amount: 'رقم',
  xfer_all: 'تمام',
  xfer_all_label: 'جس والیٹ سے رقم جا رہی ہے اس کا پورا بیلنس درج کریں',
  xfer_submit: 'منتقل کریں',
  xfer_swap: 'الٹ دیں',
  xfer_swap_label: '"سے" اور "کو" کو آپس میں بدلیں',
  xfer_recall: 'مرکزی والیٹ میں واپس',
  xfer_recall_all: 'تمام رقم مرکزی والیٹ میں واپس لائیں',
  xfer_done: '{0} کو {1} سے {2} میں منتقل کر دیا گیا۔',
  xfer_recalled: '{0} مرکزی والیٹ میں واپس آ گئے۔',
  xfer_recall_nothing: 'واپس لانے کے لیے کچھ نہیں تھا۔',
  xfer_recall_failed: 'ان والیٹس نے جواب نہیں دیا اور ان کا بیلنس برقرار ہے: {0}۔',
  xfer_vendor_failed: '{0} نے ٹرانسفر قبول نہیں کیا۔ کوئی رقم منتقل نہیں ہوئی؛ آپ کے بیلنس پہلے جیسے ہیں۔',
  xfer_pick_main: 'ایک طرف مرکزی والیٹ ہونا ضروری ہے',
  xfer_same: 'براہ کرم دو مختلف والیٹس منتخب کریں',
  xfer_amount_number: 'براہ کرم 0 سے زیادہ رقم درج کریں، اعشاریہ کے بعد زیادہ سے زیادہ 2 ہندسے',
  xfer_amount_balance: 'یہ رقم اس والیٹ کے بیلنس ({0}) سے زیادہ ہے',
  xfer_empty_wallet: 'اس والیٹ میں منتقل کرنے کے لیے کچھ نہیں',
  xfer_reused: 'یہ درخواست پہلے کسی اور ٹرانسفر کے لیے استعمال ہو چکی ہے؛ براہ کرم دوبارہ کوشش کریں',
}
