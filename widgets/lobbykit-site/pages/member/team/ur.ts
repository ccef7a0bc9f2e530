import type { Wording } from '../../../../../core/i18n/index'
import type { en } from './en'

/** The transfers to upline and downline, in Urdu. */
export const ur: Wording<typeof en> = {
  team_upline: 'آپ کا اپ لائن',
  team_no_upline: 'آپ کا کوئی اپ لائن نہیں: یہ صفحہ ان اراکین کے لیے ہے جو کسی ایجنٹ کے ذریعے شامل ہوئے۔',
  team_no_downline:
    'ابھی آپ کا کوئی ڈاؤن لائن نہیں: جو اراکین آپ کے ریفرل لنک سے شامل ہوں وہ آپ کے ڈاؤن لائن بنتے ہیں۔',
  team_recipient: 'کس کو بھیجیں',
  team_choose: 'ڈاؤن لائن منتخب کریں',
  team_choose_error: 'براہ کرم اپنے ڈاؤن لائنز میں سے ایک منتخب کریں',
  team_amount: 'رقم',
  team_limits: '{0} سے {1} تک؛ آپ کا بیلنس {2} ہے۔',
  team_remark: 'تبصرہ (اختیاری)',
  team_tx_password: 'ٹرانزیکشن پاس ورڈ',
  team_send: 'بھیجیں',
  team_sent: '{0} کو {1} بھیج دیا گیا۔',
  team_tx_not_set: 'رقم بھیجنے سے پہلے سیکیورٹی سینٹر میں ٹرانزیکشن پاس ورڈ مقرر کریں۔',
  team_go_security: 'سیکیورٹی سینٹر کھولیں',
  team_tx_incorrect: 'ٹرانزیکشن پاس ورڈ غلط ہے ({0} کوششیں باقی)۔ کچھ نہیں بھیجا گیا۔',
  team_not_downline: 'یہ رکن آپ کا براہ راست ڈاؤن لائن نہیں',
  team_remark_long: 'براہ کرم تبصرہ 140 حروف تک رکھیں',
  team_history: 'ٹرانسفر کی تاریخ',
  team_period: 'مدت',
  team_past7: 'گزشتہ 7 دن',
  team_past30: 'گزشتہ 30 دن',
  team_time: 'وقت',
  team_with: 'کس کے ساتھ',
  team_kind: 'قسم',
  team_out_upline: 'اپ لائن کو بھیجا',
  team_out_downline: 'ڈاؤن لائن کو بھیجا',
  team_in_upline: 'ڈاؤن لائن سے موصول',
  team_in_downline: 'اپ لائن سے موصول',
  team_none: 'اس مدت میں کوئی ٹرانسفر نہیں۔',
}
