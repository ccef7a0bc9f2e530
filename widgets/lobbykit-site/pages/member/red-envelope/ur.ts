import type { Wording } from '../../../../../core/i18n/index'
import type { en } from './en'

/** Red envelopes' Urdu wording. */
export const ur: Wording<typeof en> = {
  env_ready: 'کھولنے کے لیے لفافے',
  env_none_ready: 'اس وقت کھولنے کے لیے کوئی لفافہ نہیں۔',
  env_history: 'کھولے گئے اور ختم شدہ',
  env_none_history: 'ابھی تک کوئی لفافہ نہیں کھولا گیا۔',
  env_open: 'کھولیں',
  env_open_named: '{0} کھولیں',
  env_open_by: '{0} تک کھولیں',
  env_opened_on: 'کھولا گیا {0}',
  env_expired_on: 'ختم {0}',
  env_st_READY: 'تیار',
  env_st_OPENED: 'کھولا گیا',
  env_st_EXPIRED: 'ختم',
  env_got: 'آپ نے {0} کھولا: {1} آپ کے بیلنس میں شامل کر دیے گئے۔',
  env_err_opened: 'یہ سرخ لفافہ پہلے ہی کھولا جا چکا ہے۔',
  env_err_expired: 'اس سرخ لفافے کی میعاد ختم ہو چکی ہے۔',
}
