import rosetta from 'rosetta'
import { atom } from 'nanostores'
import { ofetch } from 'ofetch'
import { $locale } from '../stores/locale'
import { $config } from '../config'
import { en as sharedWording } from './en'

/**
 * Every key `t()` accepts. Empty here: each wording pack adds its English keys where it declares
 * them (`declare module '<rel>/core/i18n/index' { interface Messages extends Record<keyof typeof en,
 * string> {} }`, /work/notes/WORDING.md), so `t('no_such_key')` does not compile.
 */
export interface Messages {}
export type MessageKey = keyof Messages
export type Dict = Record<MessageKey, string>
type Table = Record<string, string>
/** English at run time: the shared vocabulary, then every pack `addMessages` brings (source of truth). */
export const english: Record<string, string> = { ...sharedWording }
/** Another language of a wording pack: the same keys as its English `en.ts`, each a string. */
export type Wording<T> = { readonly [K in keyof T]: string }
export type Params = Record<string, string | number> | (string | number)[]

const FALLBACK = 'EN'
/** Languages written right to left (I18N, DESIGN: dir=rtl for UR, AR, FA). */
const RTL = new Set(['UR', 'AR', 'FA'])

const i18n = rosetta<Record<string, string>>({ EN: english })
/** Dictionaries shipped with the bundle, each in its own chunk (spec §9: only EN and UR are bundled). */
const BUNDLED: Record<string, () => Promise<Table>> = { UR: () => import('./ur').then((m) => m.ur) }

/** Bumps when a dictionary arrives, so widgets re-render (`useStore($dictionaryVersion)`). */
export const $dictionaryVersion = atom(0)
const loaded = new Set<string>(['EN'])
const warned = new Set<string>()

/** Text direction of a language code. */
export function directionOf(lang: string): 'rtl' | 'ltr' {
  return RTL.has(lang.toUpperCase()) ? 'rtl' : 'ltr'
}

/** Replaces `{0}`, `{name}`, `(min)`, `(max)` placeholders as the spec writes them. */
export function format(text: string, params?: Params): string {
  if (!params) return text
  const values = params as Record<string, string | number>
  return text
    .replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
    .replace(/\((min|max)\)/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}

/** Translates a key in the current language, falling back to English, then to the key itself. */
export function t(key: MessageKey, params?: Params, lang = $locale.get()): string {
  const code = lang.toUpperCase()
  const own = (i18n.table(code) as Record<string, string> | undefined)?.[key]
  const text = own ?? english[key]
  if (text === undefined) {
    if (process.env.NODE_ENV !== 'production' && !warned.has(key)) {
      warned.add(key)
      console.warn(`[lobbykit] missing translation: ${key}`)
    }
    return key
  }
  return format(text, params)
}

/** Whether a key exists in the English source dictionary (the shared one and the packs loaded so far). */
export function hasMessage(key: string): key is MessageKey {
  return key in english
}

/**
 * Translates a key built at run time from server data (`game_type_${code}`, `wal_dep_${status}`):
 * the text when the wording has the key, otherwise `fallback` (the code itself by default), so an
 * unknown code from the server shows as itself instead of as a key.
 */
export function tDynamic(key: string, fallback = key, params?: Params, lang?: string): string {
  return hasMessage(key) ? t(key, params, lang) : fallback
}

/** The name of a game type (spec §9 Game types), shared by the lobby, the menus and the records. */
export function gameTypeName(code: string, lang?: string): string {
  return tDynamic(`game_type_${code}`, code, undefined, lang)
}

type Lazy = Record<string, () => Promise<Table>>
/** Wording that widget chunks bring along (`addMessages`), and the operator's tables, kept to re-apply. */
const packs: Lazy[] = []
const operators: Record<string, Table> = {}

/**
 * A widget's own wording, so it travels in the widget's chunk and not in the shared runtime: English
 * at once, other languages as lazy imports loaded with that language (now, if it is already in use).
 * The operator's dictionary still wins over it.
 */
export function addMessages(pack: Table, others: Lazy = {}): void {
  Object.assign(english, pack)
  packs.push(others)
  for (const code of loaded) {
    const load = others[code]
    if (load)
      void load().then(
        (table) => apply(code, table),
        (error) => report(code, error),
      )
  }
}

function apply(code: string, table: Table): void {
  i18n.set(code, { ...table, ...operators[code] })
  $dictionaryVersion.set($dictionaryVersion.get() + 1)
}

function report(code: string, error: unknown): void {
  console.error(`[lobbykit] dictionary ${code} could not be loaded`, error)
}

/**
 * Loads a language's dictionary: the bundled one (UR), the widgets' own wording for it, and the
 * operator's from the configured URL (`data-i18n`, `{lang}` replaced) over them. Keys missing in a
 * language fall back to English one by one.
 */
export async function loadDictionary(lang: string): Promise<void> {
  const code = lang.toUpperCase()
  if (loaded.has(code)) return
  loaded.add(code)
  try {
    const url = $config.get().i18n
    const [bundled, operator, ...own] = await Promise.all([
      BUNDLED[code]?.(),
      url
        ? ofetch<Table>(url.replace('{lang}', encodeURIComponent(code)), { timeout: 15_000 }).then(
            pickStrings,
          )
        : {},
      ...packs.map((pack) => pack[code]?.()),
    ])
    operators[code] = operator
    apply(code, Object.assign({}, bundled, ...own))
  } catch (error) {
    loaded.delete(code)
    report(code, error)
  }
}

function pickStrings(table: unknown): Table {
  const out: Record<string, string> = {}
  if (table && typeof table === 'object') {
    for (const [key, value] of Object.entries(table)) if (typeof value === 'string') out[key] = value
  }
  return out
}
