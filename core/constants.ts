/** Business constants of spec §9 used by more than one file, each named for the rule it encodes. */

/** Registration 2 / LOGIN-30: the sms countdown is 60 seconds per expiredMinutes. */
export const SMS_SECONDS_PER_EXPIRED_MINUTE = 60
/** VAL-41, VAL-60: sms send and captcha refresh at most once per second. */
export const ACTION_THROTTLE_MS = 1000
/** VAL-33: minimum age when the brand config names none. */
export const DEFAULT_MIN_AGE = 18
/** The default dialling code when the server lists none first (demo brand: Pakistan). */
export const DEFAULT_DIAL_CODE = '92'
