import { beforeAll, describe, expect, it } from 'vitest'
import { PATTERNS, isCalendarDate } from '../../../core/validation/patterns'
import {
  messageOf,
  phoneDigitsOf,
  phoneTipOf,
  trimCredentials,
  validateCode,
  validateConfirm,
  validateEmail,
  validateField,
  validateMobile,
  validateNewPasswordConfirm,
  validatePassword,
  type FieldRule,
  type ValidationError,
} from '../../../core/validation/rules'
import { loadDictionary } from '../../../core/i18n/index'

/** The English text of a validation result, or null when valid. */
function textOf(error: ValidationError | null): string | null {
  return error === null ? null : messageOf(error, 'EN')
}

beforeAll(async () => {
  await loadDictionary('UR') // bundled, loaded on demand
})

const WIDE: Pick<FieldRule, 'minLength' | 'maxLength'> = { minLength: 1, maxLength: 60 }

// [VAL id, patternId, values that pass, values that fail]
const PATTERN_ROWS: [string, number, string[], string[]][] = [
  ['VAL-5', 0, ['anything goes !@#', '中文 ok'], ['x'.repeat(61)]], // only the length can fail
  ['VAL-6', 1, ['abc123', 'A'], ['1abc', 'ab_c', 'ab c']],
  ['VAL-7', 2, ['张三123', '中文'], ['abc', '张三!']],
  [
    'VAL-8',
    3,
    ['player@example.com', 'a.b+c@mail.co.uk'],
    ['player@', 'player@example', 'no-at.com', 'a@b..com'],
  ],
  ['VAL-9', 4, ['abc123', 'ABC'], ['abc_123', 'abc 123']],
  ['VAL-10', 5, ['abc123', '1a'], ['abcdef', '123456', 'abc-123']],
  ['VAL-11', 6, ['0123456789'], ['12a4', '١٢٣']],
  ['VAL-12', 7, ['Abc123'], ['abc123', 'Abc_123']],
  ['VAL-13', 8, ['John Smith'], ['José', 'John3']],
  ['VAL-14', 9, ['p@ss-w0rd!'], ['two words', 'tab\there']],
  ['VAL-15', 10, ['张三·李四', '中文，标点。'], ['abc', '张三1']],
  ['VAL-16', 11, ['2024-02-29', '1999-12-31'], ['2023-02-29', '2024-13-01', '2024-04-31', '24-01-01']],
  ['VAL-17', 12, ['José Álvarez', 'محمد علی', 'สมชาย ใจดี'], ['John3', 'a_b']],
  ['VAL-18', 13, ['02-29-2024', '12-31-1999'], ['02-30-2024', '2024-02-01', '13-01-2024']],
  ['VAL-19', 14, ['abc123', 'ملک123'], ['abc 123', 'abc-123']],
  ['VAL-20', 15, ['김민준'], ['kim', '김 민준']],
  ['VAL-21', 16, ['สมชาย'], ['somchai', 'สมชาย ใจดี']],
  ['VAL-22', 17, ['สมชาย Smith'], ['张三', 'Smith1']],
  ['VAL-23', 18, ['JOHN SMITH'], ['John Smith', 'JOHN1']],
  ['VAL-24', 19, ['Abc!@#123'], ['abc 123', 'ملک']],
  ['VAL-25', 20, ['Str0ng!pass'], ['weakpass1!', 'NOLOWER1!', 'NoDigits!', 'NoSymbol1']],
]

describe('patternId table (spec §5)', () => {
  it('covers the ids 0 to 20', () => {
    expect(PATTERNS).toHaveLength(21)
    expect(PATTERN_ROWS.map(([, id]) => id)).toEqual([...Array(21).keys()])
  })

  describe.each(PATTERN_ROWS)('%s: patternId %i', (_val, patternId, passing, failing) => {
    const rule: FieldRule = { patternId, ...WIDE }

    it.each(passing)('accepts %j', (value) => {
      expect(validateField(value, rule)).toBeNull()
    })

    it.each(failing)('rejects %j with the patternId message', (value) => {
      expect(validateField(value, rule)?.key).toBe(`pattern_${patternId}`)
    })
  })

  it('treats an unknown patternId as any characters', () => {
    expect(validateField('anything!', { patternId: 99, ...WIDE })).toBeNull()
  })

  it('checks real calendar dates, leap years included', () => {
    expect(isCalendarDate(2000, 2, 29)).toBe(true)
    expect(isCalendarDate(1900, 2, 29)).toBe(false)
    expect(isCalendarDate(2024, 6, 31)).toBe(false)
    expect(isCalendarDate(0, 1, 1)).toBe(false)
  })
})

describe('server rules', () => {
  it("accepts any value when the pattern is '*' (VAL-2)", () => {
    const rule: FieldRule = { acceptedPattern: '*', patternId: 6, minLength: 2, maxLength: 5 }
    expect(validateField('a b!', rule)).toBeNull()
    expect(textOf(validateField('toolong', rule))).toBe('Please enter 2 - 5 digits')
  })

  it('lets the server acceptedPattern override the patternId default', () => {
    const rule: FieldRule = { acceptedPattern: '^[a-z]+$', patternId: 6, ...WIDE }
    expect(validateField('abc', rule)).toBeNull()
    expect(validateField('123', rule)?.key).toBe('pattern_6')
  })

  it('reads a server pattern written as a regex literal', () => {
    const rule: FieldRule = { acceptedPattern: '/^[A-Z]+$/i', patternId: 0, ...WIDE }
    expect(validateField('abc', rule)).toBeNull()
    expect(validateField('ab1', rule)).not.toBeNull()
  })

  it('falls back to the patternId default when the server regex is invalid', () => {
    const rule: FieldRule = { acceptedPattern: '([a-z', patternId: 6, ...WIDE }
    expect(validateField('123', rule)).toBeNull()
    expect(validateField('abc', rule)?.key).toBe('pattern_6')
  })

  it('substitutes (min) and (max) in the patternId message (VAL-3)', () => {
    const error = validateField('12345', { patternId: 6, minLength: 6, maxLength: 11 })
    expect(error).toEqual({ key: 'pattern_6', params: { min: 6, max: 11 } })
    expect(textOf(error)).toBe('Please enter 6 - 11 digits')
    expect(messageOf(error!, 'UR')).toBe('براہِ کرم 6 سے 11 ہندسے درج کریں')
  })

  it('gives a single number when min equals max (VAL-4)', () => {
    const error = validateField('123', { patternId: 6, minLength: 10, maxLength: 10 })
    expect(textOf(error)).toBe('Please enter 10 digits')
  })

  it('states the default range when the server gives no bound', () => {
    expect(textOf(validateField('abc', { patternId: 6 }))).toBe('Please enter 1 - 100 digits')
  })

  it('reads a maxLength of 0 as no limit and numeric strings as numbers', () => {
    expect(validateField('x'.repeat(50), { patternId: 0, maxLength: 0 })).toBeNull()
    const fromJson = { patternId: '6', minLength: '4', maxLength: '4' } as unknown as FieldRule
    expect(textOf(validateField('12', fromJson))).toBe('Please enter 4 digits')
  })

  it('counts characters, not UTF-16 units', () => {
    expect(validateField('😀😀', { patternId: 0, minLength: 2, maxLength: 2 })).toBeNull()
  })
})

describe('required and empty values', () => {
  it("reports 'Input cannot be empty' for an empty required field (VAL-28)", () => {
    expect(textOf(validateField('', { required: true, patternId: 6 }))).toBe('Input cannot be empty')
    expect(textOf(validateField('   ', { required: true }))).toBe('Input cannot be empty')
  })

  it('requires a field when the caller says so, whatever the server says (VAL-29)', () => {
    expect(validateField('', { required: false }, { required: true })?.key).toBe('input_empty')
    expect(validateField('', undefined, { required: true })?.key).toBe('input_empty')
  })

  it('accepts an empty optional field', () => {
    expect(validateField('', { patternId: 6, minLength: 6, maxLength: 11 })).toBeNull()
  })

  it('skips a disabled field and a field without a rule', () => {
    expect(validateField('', { enabled: false, required: true })).toBeNull()
    expect(validateField('anything', undefined)).toBeNull()
  })
})

describe('field validators', () => {
  const passwordRule: FieldRule = { patternId: 20, minLength: 8, maxLength: 20 }

  it('uses the password wording for a length problem (VAL-44)', () => {
    expect(textOf(validatePassword('Ab1!', passwordRule))).toBe(
      'Please fill in your password with 8 - 20 characters',
    )
    expect(textOf(validatePassword('Ab1!', { minLength: 8, maxLength: 8 }))).toBe(
      'Please fill in your password with 8 characters',
    )
  })

  it('uses the patternId message for a pattern problem and requires a value', () => {
    expect(validatePassword('weakpassword', passwordRule)?.key).toBe('pattern_20')
    expect(validatePassword('Str0ng!pass', passwordRule)).toBeNull()
    expect(validatePassword('', passwordRule)?.key).toBe('input_empty')
  })

  it("reports 'Incorrect confirmation input' when the confirmation differs (VAL-27, VAL-47)", () => {
    expect(textOf(validateConfirm('abc', 'abd'))).toBe('Incorrect confirmation input')
    expect(validateConfirm('abc', 'abc')).toBeNull()
    expect(validateConfirm('', 'abc')?.key).toBe('input_empty')
  })

  it("reports 'inconsistent twice' for a new-password mismatch (PWD-4)", () => {
    expect(textOf(validateNewPasswordConfirm('Str0ng!a', 'Str0ng!b'))).toBe(
      'The two passwords are inconsistent',
    )
    expect(validateNewPasswordConfirm('Str0ng!a', 'Str0ng!a')).toBeNull()
  })

  it("checks a mobile number's digits and server length (VAL-46, VAL-59)", () => {
    const rule: FieldRule = { maxLength: 11 }
    expect(validateMobile('03001234567', rule)).toBeNull()
    expect(textOf(validateMobile('0300123456', rule))).toBe('Please enter a valid mobile number')
    expect(validateMobile('0300-234567', rule)?.key).toBe('mobile_invalid')
    expect(validateMobile('', rule)?.key).toBe('input_empty')
    expect(validateMobile('', rule, { required: false })).toBeNull()
  })

  it('applies the server mobile pattern and a range without a rule', () => {
    const rule: FieldRule = { acceptedPattern: '^03\\d+$', minLength: 10, maxLength: 11 }
    expect(validateMobile('0312345678', rule)).toBeNull()
    expect(validateMobile('0412345678', rule)?.key).toBe('mobile_invalid')
    expect(validateMobile('123456', undefined)).toBeNull()
    expect(validateMobile('12345', undefined)?.key).toBe('mobile_invalid')
  })

  it('checks a verification code (VAL-45)', () => {
    expect(validateCode('1234')).toBeNull()
    expect(textOf(validateCode('12a4'))).toBe('Please enter a valid verification code')
    expect(validateCode('123')?.key).toBe('code_invalid_format')
    expect(validateCode('123456', { minLength: 6, maxLength: 6 })).toBeNull()
    expect(validateCode('1234', { minLength: 6, maxLength: 6 })?.key).toBe('code_invalid_format')
  })

  it('checks an e-mail address (VAL-42)', () => {
    expect(validateEmail('player@example.com')).toBeNull()
    expect(textOf(validateEmail('player@example'))).toBe('Please enter a valid e-mail address')
    expect(validateEmail('', undefined, { required: false })).toBeNull()
    expect(validateEmail('anything', { acceptedPattern: '*' })).toBeNull()
  })

  it('gives the phone tip and digits hint from the mobile maxLength (VAL-37, VAL-59)', () => {
    expect(textOf(phoneTipOf({ maxLength: 11 }))).toBe('Enter your username or mobile number (11 digits)')
    expect(textOf(phoneDigitsOf({ maxLength: 11 }))).toBe('11 digits')
    expect(phoneTipOf(undefined)).toBeNull()
  })

  it('trims username and password and leaves other fields alone (VAL-36)', () => {
    const trimmed = trimCredentials({ username: '  demo ', password: ' Demo1234! ', captcha: ' ab ' })
    expect(trimmed).toEqual({ username: 'demo', password: 'Demo1234!', captcha: ' ab ' })
  })
})
