import type { enKit } from './en-kit'

/** Urdu wording of the shared UI kit; typed by English so a missing key is a type error. */
export const urKit: Record<keyof typeof enKit, string> = {
  kit_close: 'بند کریں',
}
