import rosetta from 'rosetta'
import { atom } from 'nanostores'
import { ofetch } from 'ofetch'
import { $locale } from '../stores/locale'
import { $config } from '../config'
import { enMessages } from './en-messages'
import { enUi } from './en-ui'
import { enKit } from './en-kit'

/** English is the source of truth: every other dictionary is typed by it. */
export const en = { ...enMessages, ...enKit, ...enUi }
export type MessageKey = keyof typeof en
export type Dict = Record<MessageKey, string>
export type Params = Record<string, string | number> | (string | number)[]

const FALLBACK = 'EN'
/** Languages written right to left (I18N, DESIGN: dir=rtl for UR, AR, FA). */
const RTL = new Set(['UR', 'AR', 'FA'])

const i18n = rosetta<Partial<Dict>>({ EN: en })
/** Dictionaries shipped with the bundle, each in its own chunk (spec §9: only EN and UR are bundled). */
const BUNDLED: Record<string, () => Promise<Dict>> = { UR: () => import('./ur').then((m) => m.ur) }

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
export function t(key: MessageKey | (string & {}), params?: Params, lang = $locale.get()): string {
  const code = lang.toUpperCase()
  const own = (i18n.table(code) as Record<string, string> | undefined)?.[key]
  const text = own ?? (en as Record<string, string>)[key]
  if (text === undefined) {
    if (process.env.NODE_ENV !== 'production' && !warned.has(key)) {
      warned.add(key)
      console.warn(`[lobbykit] missing translation: ${key}`)
    }
    return key
  }
  return format(text, params)
}

/** Whether a key exists in the English source dictionary. */
export function hasMessage(key: string): key is MessageKey {
  return key in en
}

type Table = Record<string, string>
type Lazy = Record<string, () => Promise<Table>>
/** Wording that widget chunks bring along (`addMessages`), and the operator's tables, kept to re-apply. */
const packs: Lazy[] = []
const operators: Record<string, Table> = {}

/**
 * A widget's own wording, so it travels in the widget's chunk and not in the shared runtime: English
 * at once, other languages as lazy imports loaded with that language (now, if it is already in use).
 * The operator's dictionary still wins over it.
 */
export function addMessages(english: Table, others: Lazy = {}): void {
  Object.assign(en, english)
  packs.push(others)
  for (const code of loaded) {
    const load = others[code]
    if (load) void load().then((table) => apply(code, table), (error) => report(code, error))
  }
}

function apply(code: string, table: Table): void {
  i18n.set(code, { ...table, ...operators[code] } as Partial<Dict>)
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
      url ? ofetch<Table>(url.replace('{lang}', encodeURIComponent(code)), { timeout: 15_000 }).then(pickStrings) : {},
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
