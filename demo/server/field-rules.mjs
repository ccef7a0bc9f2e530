// The server applies the same per-field rules it hands the client (settings.register.regExp,
// spec §5, VAL-1..4), so a client that skips validation gains nothing (C-8).

/**
 * @typedef {{ enabled: boolean, required: boolean, acceptedPattern: string, patternId: number,
 *   minLength: number, maxLength: number }} FieldRule
 */

/**
 * Whether `value` satisfies the rule's length and pattern ('*' accepts anything, VAL-2).
 * @param {FieldRule} rule
 * @param {string} value
 */
export function satisfiesRule(rule, value) {
  const length = [...value].length
  if (length < rule.minLength || length > rule.maxLength) return false
  return rule.acceptedPattern === '*' || new RegExp(rule.acceptedPattern).test(value)
}

/**
 * '8 - 20' or, when min equals max, '6' (VAL-4).
 * @param {FieldRule} rule
 */
export function lengthRange(rule) {
  return rule.minLength === rule.maxLength ? String(rule.minLength) : `${rule.minLength} - ${rule.maxLength}`
}

/**
 * A trimmed string field of a body, or '' when absent or not a string.
 * @param {Record<string, unknown>} body
 * @param {string} name
 */
export function textField(body, name) {
  const value = body[name]
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : ''
}
