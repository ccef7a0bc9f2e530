import type { Wording } from '../../../../../core/i18n/index'
import type { en } from './en'

/** Feedback and complaints' Urdu wording. */
export const ur: Wording<typeof en> = {
  fb_new: 'رائے بھیجیں',
  fb_type: 'قسم',
  fb_type_SUGGESTION: 'تجویز',
  fb_type_COMPLAINT: 'شکایت',
  fb_type_DEPOSIT: 'جمع رقم کا مسئلہ',
  fb_type_WITHDRAW: 'رقم نکلوانے کا مسئلہ',
  fb_type_GAME: 'گیم کا مسئلہ',
  fb_type_QUESTION: 'معاونت کا سوال',
  fb_content: 'آپ کا پیغام',
  fb_chars: '{1} میں سے {0} حروف',
  fb_words: '{0} الفاظ ({1} سے {2} کے درمیان)',
  fb_too_long: 'براہ کرم اپنی رائے {0} حروف تک رکھیں',
  fb_words_range: 'براہ کرم {0} سے {1} الفاظ لکھیں',
  fb_images: 'تصاویر (اختیاری)',
  fb_images_hint: 'png یا jpg، زیادہ سے زیادہ {0}، ہر ایک {1} MB تک',
  fb_images_many: 'براہ کرم زیادہ سے زیادہ {0} تصاویر لگائیں',
  fb_images_type: 'تصاویر png یا jpg ہونی چاہئیں',
  fb_images_large: 'ہر تصویر زیادہ سے زیادہ {0} MB کی ہو سکتی ہے',
  fb_images_picked: '{0} تصویر منتخب',
  fb_send: 'بھیجیں',
  fb_sent: 'شکریہ: آپ کی رائے بھیج دی گئی۔',
  fb_history: 'آپ کی رائے',
  fb_none: 'آپ نے ابھی تک کوئی رائے نہیں بھیجی۔',
  fb_sent_on: 'بھیجا گیا {0}',
  fb_with_images: '{0} تصویر منسلک',
  fb_reply: 'جواب',
  fb_replied_on: 'جواب دیا گیا {0}',
  fb_waiting: 'جواب کا انتظار ہے',
}
