import type { Wording } from '../../i18n/index'
import type { en } from './en'

/** The date of birth's wording in Urdu, loaded with Urdu. */
export const ur: Wording<typeof en> = {
  reg_birthday: 'تاریخ پیدائش',
  reg_birthday_required: 'براہ کرم اپنی تاریخ پیدائش درج کریں',
  reg_birthday_invalid: 'براہ کرم اصل تاریخ پیدائش درج کریں',
  reg_birthday_young: 'آپ کی عمر کم از کم {0} سال ہونی چاہیے',
  reg_birthday_hint: 'yyyy-MM-dd',
}
