import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { addMessages, directionOf, en, format, loadDictionary, t } from '../../core/i18n/index'
import { ur } from '../../core/i18n/ur'
import { enMessages } from '../../core/i18n/en-messages'
import { urMessages } from '../../core/i18n/ur-messages'
import { patternMessages } from '../../core/validation/pattern-messages'
import { urPatternMessages } from '../../core/validation/pattern-messages-ur'

const PLACEHOLDER = /\{\w+\}|\((?:min|max)\)/g

/** The placeholders a text uses, sorted, so EN and UR can be compared. */
function placeholdersOf(text: string): string[] {
  return (text.match(PLACEHOLDER) ?? []).sort()
}

const PAIRS = [
  ['the catalogue messages', enMessages, urMessages],
  ['the patternId messages (with core/validation)', patternMessages, urPatternMessages],
  // `en` also holds the wording packs loaded in this file (addMessages): here the patternId messages.
  ['the whole bundled dictionary', en, { ...ur, ...urPatternMessages }],
] as const

beforeAll(async () => {
  await loadDictionary('UR')
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('dictionaries', () => {
  describe.each(PAIRS)('%s', (_name, en, ur) => {
    it('gives Urdu every English key and no other', () => {
      expect(Object.keys(ur).sort()).toEqual(Object.keys(en).sort())
    })

    it('has no empty text in either language', () => {
      for (const text of [...Object.values(en), ...Object.values(ur)]) expect(text.trim()).not.toBe('')
    })

    it('keeps the same placeholders in Urdu as in English', () => {
      for (const [key, text] of Object.entries(en)) {
        expect([key, placeholdersOf(ur[key as keyof typeof ur])]).toEqual([key, placeholdersOf(text)])
      }
    })
  })

  it('writes the Urdu catalogue in Perso-Arabic script', () => {
    for (const [key, text] of Object.entries(urMessages)) expect([key, /[\u0600-\u06ff]/.test(text)]).toEqual([key, true])
  })
})

describe('format', () => {
  it('fills {0} from a list or a record', () => {
    expect(format('{0} digits', [11])).toBe('11 digits')
    expect(format('{0} digits', { 0: 11 })).toBe('11 digits')
  })

  it('fills (min) and (max) as the spec writes them', () => {
    expect(format('Please enter (min) - (max) digits', { min: 6, max: 11 })).toBe('Please enter 6 - 11 digits')
  })

  it('leaves unknown placeholders and text without params untouched', () => {
    expect(format('{1} and (max)', { 0: 'x' })).toBe('{1} and (max)')
    expect(format('(min) stays')).toBe('(min) stays')
  })
})

describe('t', () => {
  it('translates into Urdu', () => {
    expect(t('input_empty', undefined, 'UR')).toBe(urMessages.input_empty)
  })

  it('falls back to English for a language without a dictionary', () => {
    expect(t('input_empty', undefined, 'XX')).toBe('Input cannot be empty')
  })

  it('returns the key itself for an unknown key', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(t('no_such_key', undefined, 'EN')).toBe('no_such_key')
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('fills placeholders in the translated text', () => {
    expect(t('phone_tip', [11], 'EN')).toBe('Enter your username or mobile number (11 digits)')
    expect(t('password_length', { min: 6, max: 20 }, 'UR')).toBe(
      'براہِ کرم 6 سے 20 کیریکٹر پر مشتمل پاس ورڈ درج کریں',
    )
  })
})

describe('directionOf', () => {
  it.each(['UR', 'AR', 'FA', 'ur'])('writes %s right to left', (lang) => {
    expect(directionOf(lang)).toBe('rtl')
  })

  it.each(['EN', 'CN', 'TH'])('writes %s left to right', (lang) => {
    expect(directionOf(lang)).toBe('ltr')
  })
})

describe('addMessages (a widget chunk brings its own wording, I18N)', () => {
  it('adds English at once and a language already in use as soon as it loads', async () => {
    await loadDictionary('UR')
    addMessages({ test_widget_title: 'Widget title' }, { UR: async () => ({ test_widget_title: 'ویجیٹ کا عنوان' }) })
    expect(t('test_widget_title', undefined, 'EN')).toBe('Widget title')
    await vi.waitFor(() => expect(t('test_widget_title', undefined, 'UR')).toBe('ویجیٹ کا عنوان'))
  })

  it('loads a widget language pack together with the language, English filling its gaps', async () => {
    addMessages({ test_pack_a: 'A', test_pack_b: 'B' }, { FA: async () => ({ test_pack_a: 'الف' }) })
    await loadDictionary('FA')
    expect(t('test_pack_a', undefined, 'FA')).toBe('الف')
    expect(t('test_pack_b', undefined, 'FA')).toBe('B')
  })
})
