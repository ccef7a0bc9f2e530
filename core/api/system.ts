import { call } from './http'
import type { CountryCode, RegisterSettings, SystemStatusAnswer } from './types'

/** System status and permission (API: GET /wps/system/status, SYS-8). */
export function fetchSystemStatus(): Promise<SystemStatusAnswer> {
  return call('/wps/system/status', { modId: 'COMM3' })
}

/** Registration field rules (VAL-1). */
export function fetchRegisterSettings(): Promise<RegisterSettings> {
  return call('/wps/system/setting/register', { modId: 'REG3' })
}

/** Country dialling codes for the pickers. */
export function fetchCountryCodes(): Promise<CountryCode[]> {
  return call('/wps/system/countryCodes', { modId: 'COMM3' })
}
