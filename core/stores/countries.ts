import { atom } from 'nanostores'
import { fetchCountryCodes } from '../api/system'
import type { CountryCode } from '../api/types'

/** Dialling codes for the country pickers; loaded once on first use. */
export const $countryCodes = atom<CountryCode[]>([])
let loading: Promise<CountryCode[]> | null = null

/** Loads the country list once; a failure leaves the list empty and may be retried. */
export function loadCountryCodes(): Promise<CountryCode[]> {
  loading ??= fetchCountryCodes().then(
    (list) => {
      $countryCodes.set(list)
      return list
    },
    (error) => {
      loading = null
      throw error
    },
  )
  return loading
}
