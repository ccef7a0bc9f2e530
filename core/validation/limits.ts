// Length limits the client applies when the server's field rule leaves one out (VAL-1, VAL-3).
// A rule with no bound still gets a stated range, so the message never shows a bare "(max)".

/** Minimum length used when a field rule gives no `minLength`. */
export const DEFAULT_MIN_LENGTH = 1

/** Maximum length used when a field rule gives no usable `maxLength` (absent, 0 or negative). */
export const DEFAULT_MAX_LENGTH = 100

/** Mobile number digits when the server gives no length (E.164 allows at most 15). */
export const MOBILE_MIN_DIGITS = 6
/** Upper bound of a mobile number without a server rule (E.164). */
export const MOBILE_MAX_DIGITS = 15

/** SMS verification code length when the server gives no rule (VAL-45). */
export const CODE_MIN_LENGTH = 4
/** Upper bound of an SMS verification code without a server rule. */
export const CODE_MAX_LENGTH = 8

/** Longest e-mail address accepted without a server rule (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254
