// What other areas use of the SMS verification rules: the catalogue's messages and how a dial code
// is written (API-16, API-18, spec §5).

/** Messages of the SMS sends and of every route that a module flag switches off. */
export const SMS_MESSAGES = {
  PHONE_MISSING: 'Please enter a valid phone number',
  PHONE_INVALID: 'Invalid phone number',
  OPERATION_NOT_ENABLED: 'This operation is not enabled, please contact customer service',
}

/** A dial code as sent: digits only, one to four of them. */
export const DIAL_CODE = /^[0-9]{1,4}$/

/**
 * The dial code without '+' or spaces.
 */
export function normaliseDialCode(value: string) {
  return value.replace(/[\s+]/g, '').replace(/^00/, '')
}

// The captcha's drawing, which the slider human check uses for its number (account-checks/).
export { drawCaptcha } from './captcha'
