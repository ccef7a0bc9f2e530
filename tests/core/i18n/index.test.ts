import { readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  addMessages,
  directionOf,
  format,
  gameTypeName,
  loadDictionary,
  t,
  tDynamic,
} from '../../../core/i18n/index'
import { ur as urShared } from '../../../core/i18n/ur'

/** The repository (vitest runs from its root). */
const ROOT = process.cwd()
const PLACEHOLDER = /\{\w+\}|\((?:min|max)\)/g

/** The placeholders a text uses, sorted, so EN and UR can be compared. */
function placeholdersOf(text: string): string[] {
  return (text.match(PLACEHOLDER) ?? []).sort()
}

/** Every file under `dir`, relative to the repository. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [relative(ROOT, path)]
  })
}

const FILES = [...filesUnder(join(ROOT, 'core')), ...filesUnder(join(ROOT, 'widgets'))]
/** Every folder that owns text: it has an en.ts (and must have a ur.ts). */
const FOLDERS = FILES.filter((file) => file.endsWith('/en.ts'))
  .map((file) => join(ROOT, file.slice(0, -'/en.ts'.length)))
  .sort()

type Table = Record<string, string>
interface Pack {
  folder: string
  en: Table
  ur: Table
}

const PACKS: Pack[] = await Promise.all(
  FOLDERS.map(async (folder) => {
    const english = (await import(join(folder, 'en.ts'))) as { en: Table }
    const urdu = (await import(join(folder, 'ur.ts'))) as { ur: Table }
    return { folder: relative(ROOT, folder), en: english.en, ur: urdu.ur }
  }),
)
const KEY_COUNT = PACKS.reduce((sum, pack) => sum + Object.keys(pack.en).length, 0)

beforeAll(async () => {
  await loadDictionary('UR')
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe(`wording packs: ${PACKS.length} folders with en.ts and ur.ts, ${KEY_COUNT} keys`, () => {
  it('finds every pack of the repo (core, each widget, the site folders)', () => {
    expect(PACKS.length).toBeGreaterThanOrEqual(13)
    expect(KEY_COUNT).toBeGreaterThanOrEqual(600)
    expect(PACKS.map((pack) => pack.folder)).toEqual(
      expect.arrayContaining([
        'core/i18n',
        'core/validation',
        'widgets/member-login',
        'widgets/lobbykit-site',
      ]),
    )
  })

  it('names wording files en.ts and ur.ts only, a ur.ts always beside an en.ts', () => {
    const strays = FILES.filter((file) => /(^|[/-])(wording|en|ur)(-[\w-]+)?\.ts$/.test(file)).filter(
      (file) => !/\/(en|ur)\.ts$/.test(file),
    )
    const orphans = FILES.filter(
      (file) => file.endsWith('/ur.ts') && !FILES.includes(file.replace(/ur\.ts$/, 'en.ts')),
    )
    expect({ strays, orphans }).toEqual({ strays: [], orphans: [] })
  })

  describe.each(PACKS.map((pack) => [pack.folder, pack] as const))('%s', (_folder, pack) => {
    it('gives Urdu every English key and no other', () => {
      expect(Object.keys(pack.ur).sort()).toEqual(Object.keys(pack.en).sort())
    })

    it('has no empty text in either language', () => {
      for (const [key, text] of [...Object.entries(pack.en), ...Object.entries(pack.ur)])
        expect([key, text.trim()]).not.toEqual([key, ''])
    })

    it('keeps the same placeholders in Urdu as in English', () => {
      for (const [key, text] of Object.entries(pack.en))
        expect([key, placeholdersOf(pack.ur[key] ?? '')]).toEqual([key, placeholdersOf(text)])
    })

    it('writes Urdu in Perso-Arabic script, not English copies', () => {
      const latin = Object.entries(pack.ur).filter(([, text]) => !/[\u0600-\u06ff]/.test(text))
      // Names (VIP, WhatsApp, Telegram …) and bare placeholders stay as they are; a few per pack.
      expect(latin.length).toBeLessThanOrEqual(Math.max(3, Object.keys(pack.ur).length / 10))
    })
  })

  it('never defines one key in two packs with different English', () => {
    const seen = new Map<string, { folder: string; text: string }>()
    const clashes: string[] = []
    for (const pack of PACKS)
      for (const [key, text] of Object.entries(pack.en)) {
        const first = seen.get(key)
        if (first && first.text !== text) clashes.push(`${key}: ${first.folder} / ${pack.folder}`)
        if (!first) seen.set(key, { folder: pack.folder, text })
      }
    expect(clashes).toEqual([])
  })

  it('names no key by a number (benefits_*, not m2_*)', () => {
    const numbered = PACKS.flatMap((pack) => Object.keys(pack.en)).filter((key) => /^[a-z]+\d/.test(key))
    expect(numbered).toEqual([])
  })
})

describe('format', () => {
  it('fills {0} from a list or a record', () => {
    expect(format('{0} digits', [11])).toBe('11 digits')
    expect(format('{0} digits', { 0: 11 })).toBe('11 digits')
  })

  it('fills (min) and (max) as the spec writes them', () => {
    expect(format('Please enter (min) - (max) digits', { min: 6, max: 11 })).toBe(
      'Please enter 6 - 11 digits',
    )
  })

  it('leaves unknown placeholders and text without params untouched', () => {
    expect(format('{1} and (max)', { 0: 'x' })).toBe('{1} and (max)')
    expect(format('(min) stays')).toBe('(min) stays')
  })
})

describe('t', () => {
  it('translates into Urdu', () => {
    expect(t('input_empty', undefined, 'UR')).toBe(urShared.input_empty)
  })

  it('falls back to English for a language without a dictionary', () => {
    expect(t('input_empty', undefined, 'XX')).toBe('Input cannot be empty')
  })

  it('returns the key itself for an unknown key', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    // @ts-expect-error `t` takes only the keys of `Messages`: an unknown key does not compile.
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

describe('tDynamic and gameTypeName (keys built from server data)', () => {
  it('translates a built key the wording has, and shows the fallback for one it lacks', () => {
    expect(tDynamic('game_type_LIVE', 'LIVE', undefined, 'EN')).toBe('Live casino')
    expect(tDynamic('game_type_NEWTYPE', 'NEWTYPE', undefined, 'EN')).toBe('NEWTYPE')
    expect(gameTypeName('PVP', 'EN')).toBe('Chess and cards')
    expect(gameTypeName('NEWTYPE', 'EN')).toBe('NEWTYPE')
  })
})

describe('addMessages (a widget chunk brings its own wording, I18N)', () => {
  it('adds English at once and a language already in use as soon as it loads', async () => {
    await loadDictionary('UR')
    addMessages(
      { test_widget_title: 'Widget title' },
      { UR: async () => ({ test_widget_title: 'ویجیٹ کا عنوان' }) },
    )
    expect(tDynamic('test_widget_title', '', undefined, 'EN')).toBe('Widget title')
    await vi.waitFor(() => expect(tDynamic('test_widget_title', '', undefined, 'UR')).toBe('ویجیٹ کا عنوان'))
  })

  it('loads a widget language pack together with the language, English filling its gaps', async () => {
    addMessages({ test_pack_a: 'A', test_pack_b: 'B' }, { FA: async () => ({ test_pack_a: 'الف' }) })
    await loadDictionary('FA')
    expect(tDynamic('test_pack_a', '', undefined, 'FA')).toBe('الف')
    expect(tDynamic('test_pack_b', '', undefined, 'FA')).toBe('B')
  })
})
