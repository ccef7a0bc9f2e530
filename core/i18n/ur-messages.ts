import type { enMessages } from './en-messages'

/** Urdu catalogue messages; typed by English so a missing key is a type error. */
export const urMessages: Record<keyof typeof enMessages, string> = {
  unknown_error: 'نامعلوم خرابی',
}
