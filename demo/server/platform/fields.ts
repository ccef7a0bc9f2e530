// The server applies the same per-field rules it hands the client (settings.register.regExp,
// spec §5, VAL-1..4), so a client that skips validation gains nothing (C-8).
import { Type } from 'typebox'

export type FieldRule = {
  enabled: boolean
  required: boolean
  acceptedPattern: string
  patternId: number
  minLength: number
  maxLength: number
}

/**
 * Whether `value` satisfies the rule's length and pattern ('*' accepts anything, VAL-2).
 */
export function satisfiesRule(rule: FieldRule, value: string) {
  const length = [...value].length
  if (length < rule.minLength || length > rule.maxLength) return false
  return rule.acceptedPattern === '*' || new RegExp(rule.acceptedPattern).test(value)
}

/**
 * '8 - 20' or, when min equals max, '6' (VAL-4).
 */
export function lengthRange(rule: FieldRule) {
  return rule.minLength === rule.maxLength ? String(rule.minLength) : `${rule.minLength} - ${rule.maxLength}`
}

/**
 * A trimmed string field of a body, or '' when absent or not a string.
 */
export function textField(body: Record<string, unknown>, name: string) {
  const value = body[name]
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : ''
}

/** A body field read with `textField`: text, or a number sent for it (a schema states no more). */
export const TextValue = Type.Union([Type.String(), Type.Number()])
