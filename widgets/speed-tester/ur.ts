import type { Wording } from '../../core/i18n/index'
import type { en } from './en'

/** Urdu wording of `<speed-tester>`. */
export const ur: Wording<typeof en> = {
  speed_title: 'سرور کی رفتار کی جانچ',
  speed_intro: 'آپ کے آلے سے ہمارے ہر ڈومین تک آنے جانے کا وقت۔ کم بہتر ہے۔',
  speed_list: 'ڈومین، تیز ترین پہلے',
  speed_retest: 'دوبارہ جانچیں',
  speed_testing: 'جانچ جاری ہے…',
  speed_untested: 'جانچ نہیں ہوئی',
  speed_fast: 'تیز',
  speed_normal: 'معمول',
  speed_slow: 'سست',
  speed_unreachable: 'رسائی ممکن نہیں',
  speed_ms: '{0} ملی سیکنڈ',
  speed_done: 'جانچ مکمل: {1} میں سے {0} ڈومین قابل رسائی۔',
}
