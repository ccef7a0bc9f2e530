// The demo platform's configuration: one JSON row, edited through the demo control API.
// DEFAULT_SETTINGS is the seed; PUT merges a partial object into the current settings (objects
// deep, arrays and scalars replaced) after checking every value against the seed's shape.

import { WALLET_DEFAULTS } from '../wallet/data'
import { PROFILE_RULES, SECURITY_DEFAULTS } from '../security/data'
import { BONUS_DEFAULTS, MERCHANT_WALLET_DEFAULTS } from '../transfers/data'
import type { Database } from 'better-sqlite3'
import { normaliseOrigin } from './cors'
import { LANGUAGE_CODE, type Texts } from './languages'

/** `{origin}` in a domain or URL is replaced by the server's own origin when it is served. */
export const ORIGIN_PLACEHOLDER = '{origin}'

/** White-label and module flags (spec §1, §3 "Basic module flags"). All on in the seed. */
const WHITELABEL_CODES = [
  'MOBILENUMREG3',
  'USERNAMEREG3',
  'MOBILENUMPASSREG3',
  'REGMOBVERF3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'MOBILEVERCODELOGIN3',
  'CHNGPASSVERIF3',
  'CHNGPASSMAIL3',
  'MANUALREBATE',
  'VIP',
  'REFERRAL',
  'AGENTPOLICY',
  'THIRDPARTYLOGIN',
  // The affiliate check before registering (REG-16, module AFFMAN3).
  'AFFMAN3',
]

/**
 * One registration field rule (spec §3 regExp, §5).
 */
function rule(
  patternId: number,
  acceptedPattern: string,
  minLength: number,
  maxLength: number,
  { enabled = true, required = false }: { enabled?: boolean; required?: boolean } = {},
) {
  return { enabled, required, acceptedPattern, patternId, minLength, maxLength }
}

export const DEFAULT_SETTINGS = Object.freeze({
  maintenance: false,
  maintenanceEnd: null as number | null,
  // I18N: the status pages' texts and the licence line in each of the brand's languages
  // (platform/languages.ts picks the caller's; TEXT_LIMITS below).
  maintenanceTitle: { EN: 'Scheduled maintenance', UR: 'سسٹم کی طے شدہ دیکھ بھال' } as Texts,
  maintenanceInfo: {
    EN: 'We are upgrading our games. Please come back soon.',
    UR: 'ہم اپنے گیمز کو بہتر بنا رہے ہیں۔ براہ کرم تھوڑی دیر بعد دوبارہ تشریف لائیں۔',
  } as Texts,
  regionRestriction: false,
  regionInfo: {
    EN: 'Our service is not available in your region.',
    UR: 'ہماری سروس آپ کے علاقے میں دستیاب نہیں ہے۔',
  } as Texts,
  allowedOrigins: [] as string[],
  tokenTtlMinutes: 120,
  smsExpiredMinutes: 1,
  // LOGIN-15, API-70: login, registration and every SMS send carry a verified slider token. Off in
  // the seed (existing tests log in without it); the control page and the account-check tests switch it on.
  humanCheck: false,
  // LOGIN-28, C-16: a password login from a device or IP the member has not used asks for a code.
  newDeviceCheck: false,
  whitelabel: Object.fromEntries(WHITELABEL_CODES.map((code) => [code, true])),
  register: {
    regExp: {
      username: rule(1, '^[A-Za-z][A-Za-z0-9]*$', 4, 16, { required: true }),
      password: rule(19, '^[\\x21-\\x7E]+$', 8, 20, { required: true }),
      mobileNum: rule(6, '^[0-9]+$', 10, 10, { required: true }),
      email: rule(3, '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 5, 64),
      payeeName: rule(12, '^[A-Za-z ]+$', 2, 40),
      paymentPassword: rule(6, '^[0-9]+$', 6, 6),
      line: rule(0, '*', 0, 40, { enabled: false }),
      whatsapp: rule(6, '^[0-9]+$', 6, 15, { enabled: false }),
      facebook: rule(0, '*', 0, 60, { enabled: false }),
      wechat: rule(0, '*', 0, 40, { enabled: false }),
      idNumber: rule(5, '^[A-Za-z0-9]+$', 6, 20, { enabled: false }),
      qqNum: rule(6, '^[0-9]+$', 5, 12, { enabled: false }),
      recommenderId: rule(0, '*', 0, 20, { enabled: false }),
      referralCode: rule(0, '*', 0, 20),
      affiliateCode: rule(0, '*', 0, 20),
      captcha: rule(0, '*', 4, 4, { required: true }),
      verificationCode: rule(6, '^[0-9]+$', 6, 6, { required: true }),
    },
  },
  brand: {
    languages: ['EN', 'UR'],
    defaultLanguage: 'EN',
    minAge: 18,
    licence: {
      EN: 'Licensed and regulated by the Curacao Gaming Authority, licence 8048/JAZ (demo brand).',
      UR: 'کیوراساؤ گیمنگ اتھارٹی سے لائسنس یافتہ اور اس کے ضوابط کے تحت، لائسنس \u20668048/JAZ\u2069 (ڈیمو برانڈ)۔',
    } as Texts,
    // C-14: the regulator's live validation seal for the licence; C-17: the help line and the
    // brand's default reality-check interval. Empty: the footer shows nothing for it.
    licenceUrl: `${ORIGIN_PLACEHOLDER}/demo/licence`,
    // The number the licence register (/demo/licence, site/brand-pages.ts) lists the brand under.
    licenceNumber: '8048/JAZ',
    helpLineUrl: 'https://www.begambleaware.org/',
    realityCheckMinutes: 60,
    copyrightYear: 2025,
    // CONST-7: the brand's lottery type (the /lottery page opens this prize mode).
    lotteryType: 'Lott',
    name: 'lobbykit demo',
    logo: {
      light: `${ORIGIN_PLACEHOLDER}/content/logo-light.svg`,
      dark: `${ORIGIN_PLACEHOLDER}/content/logo-dark.svg`,
    },
    // HOME-9: these game types' home vendor lists show at most 5 vendors (NS-14: the spec does not say
    // which; the brand does).
    homeVendorCapTypes: ['SPORTS', 'ESPORTS'],
  },
  customerService: [
    { path: 'mailto:support@lobbykit.example', csType: 'EMAIL', title: 'E-mail support' },
    { path: 'https://t.me/lobbykit_demo', csType: 'TELEGRAM', title: 'Live support on Telegram' },
  ],
  resources: [
    { resourceType: 'FACEBOOK', labelNameEn: 'Facebook', url: 'https://facebook.com/lobbykit.demo' },
    { resourceType: 'TELEGRAM', labelNameEn: 'Telegram', url: 'https://t.me/lobbykit_demo' },
  ],
  // The speed tester pings `<domainName>/ping.txt` on the first five (spec §7). The *.localhost
  // mirrors are this server too: backup answers in 100 ms, slow in 600 ms, dead drops the
  // connection, spare is a sixth that is never tested (content/assets.ts).
  domainRoute: [
    { domainName: ORIGIN_PLACEHOLDER },
    { domainName: 'http://localhost:{port}' },
    { domainName: 'http://backup.localhost:{port}' },
    { domainName: 'http://slow.localhost:{port}' },
    { domainName: 'http://dead.localhost:{port}' },
    { domainName: 'http://spare.localhost:{port}' },
  ],
  analytics: { gtagId: 'G-DEMO' },
  // The wallet's rules (deposit cap and time, withdrawal range, minutes to confirm a payment).
  wallet: { ...WALLET_DEFAULTS },
  // The security centre's profile fields and limits (MEMBER-1), the wallets (STORE-3), the bonuses (MEMBER-10).
  profile: { regExp: structuredClone(PROFILE_RULES) },
  security: { ...SECURITY_DEFAULTS },
  merchantWallet: structuredClone(MERCHANT_WALLET_DEFAULTS),
  bonus: structuredClone(BONUS_DEFAULTS),
  mainDomain: ORIGIN_PLACEHOLDER,
  // Spec §3 CDN config: where vendor and game-type images live (games/icons.ts); one is picked at random.
  imageCDNs: [`${ORIGIN_PLACEHOLDER}/demo/games/icons`],
  // STORE-4: where launched games are served from; one is picked at random per launch (§9).
  launchGameCDNs: [ORIGIN_PLACEHOLDER],
  // API-46: the demo switch that makes the primary launch call fail, so the fallback is used.
  gameLaunchPrimaryDown: false,
  // ERR-9: the vendors (vassalage codes) whose games are under maintenance: launching one answers
  // GAME_MAINTENANCE, 'Game maintenance'.
  maintenanceVendors: [] as string[],
  // The demo providers' failure switches (platform/provider-control.ts; ERR-17…27): '' or a §8 code.
  demoProvider: { phoneError: '', socialError: '' },
  // C-13: the registration bonus the welcome popup names (LOGIN-22), with where its terms are.
  registrationBonus: { amount: 100, termsPath: '/promotions' },
  // CONST-8, C-13: the reward for the first Zalo number saved in the profile (0: none offered).
  zaloReward: { amount: 50, termsPath: '/promotions' },
})

/** @type Numeric settings and their allowed range. */
const NUMBER_RANGES: Record<string, [number, number]> = {
  tokenTtlMinutes: [1, 7 * 24 * 60],
  smsExpiredMinutes: [1, 60],
  minAge: [0, 99],
  realityCheckMinutes: [15, 120],
  copyrightYear: [2000, 2100],
  patternId: [0, 20],
  minLength: [0, 1000],
  maxLength: [0, 1000],
}

/** I18N: the texts written per language, each language's text at most this long (empty: none in it). */
export const TEXT_LIMITS: Record<string, number> = {
  maintenanceTitle: 100,
  maintenanceInfo: 500,
  regionInfo: 500,
  licence: 300,
}

/** Keys whose value may be null in place of the seed's type. */
const NULLABLE = new Set(['maintenanceEnd'])

/** Objects that accept keys the seed lacks (new flags, new rules, new languages), typed like their siblings. */
const OPEN_OBJECTS = new Set(['whitelabel', 'regExp', ...Object.keys(TEXT_LIMITS)])

/**
 * What a key new to an open object starts from: a switched-off rule, or the siblings' type.
 */
function newEntryTemplate(name: string, siblings: unknown[]) {
  return name === 'regExp' ? rule(0, '*', 0, 100, { enabled: false }) : siblings[0]
}

/** A deep copy of the seed settings. */
/** A value as settings may hold it: the seed's literals widened to their kinds. */
type Widen<T> = T extends boolean
  ? boolean
  : T extends string
    ? string
    : T extends number
      ? number
      : T extends readonly (infer U)[]
        ? Widen<U>[]
        : T extends object
          ? { -readonly [K in keyof T]: Widen<T[K]> }
          : T

/** The platform's configuration as the seed shapes it. */
export type Settings = Widen<typeof DEFAULT_SETTINGS>

export function defaultSettings(): Settings {
  return structuredClone(DEFAULT_SETTINGS)
}

function kindOf(value: unknown) {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  return typeof value
}

/**
 * Merges `patch` into `base`, checking each value against `base`'s shape.
 *
 *
 * @param path  for error messages
 */
type SettingsObject = Record<string, unknown>

function mergeChecked(base: SettingsObject, patch: SettingsObject, path: string): SettingsObject {
  const out = { ...base }
  const siblings = Object.values(base)
  for (const [key, value] of Object.entries(patch)) {
    const where = path ? `${path}.${key}` : key
    const name = path.split('.').pop() ?? ''
    const template =
      key in base ? base[key] : OPEN_OBJECTS.has(name) ? newEntryTemplate(name, siblings) : undefined
    if (template === undefined) throw new TypeError(`Unknown setting ${where}`)
    if (name in TEXT_LIMITS) checkText(name, key, value, where)
    const expected = kindOf(template)
    const actual = kindOf(value)
    if (NULLABLE.has(key)) {
      if (actual !== 'null' && actual !== 'number') throw new TypeError(`${where} must be a number or null`)
    } else if (actual !== expected) {
      throw new TypeError(
        `${where} must be ${expected === 'array' || expected === 'object' ? `an ${expected}` : `a ${expected}`}`,
      )
    }
    if (actual === 'object') {
      out[key] = mergeChecked(template as SettingsObject, value as SettingsObject, where)
    } else {
      checkValue(key, value, where)
      out[key] = value
    }
  }
  return out
}

/** A per-language text: a language code's string within its limit. */
function checkText(name: string, lang: string, value: unknown, where: string) {
  if (!LANGUAGE_CODE.test(lang))
    throw new TypeError(`${where}: ${lang} is not a language code such as EN or UR`)
  if (typeof value !== 'string') throw new TypeError(`${where} must be a string`)
  const max = TEXT_LIMITS[name] as number
  if (value.length > max) throw new TypeError(`${where} must be at most ${max} characters`)
}

/**
 * A per-language text given as one string (a settings file or a caller from before texts had
 * languages) is the brand's default language's text: `{ licence: 'x' }` → `{ licence: { EN: 'x' } }`.
 */
function withTextsByLanguage(settings: SettingsObject, defaultLanguage: string): SettingsObject {
  const byLanguage = (object: SettingsObject) =>
    Object.fromEntries(
      Object.entries(object).map(([key, value]) => [
        key,
        key in TEXT_LIMITS && typeof value === 'string' ? { [defaultLanguage]: value } : value,
      ]),
    )
  const out = byLanguage(settings)
  if (out.brand && kindOf(out.brand) === 'object') out.brand = byLanguage(out.brand as SettingsObject)
  return out
}

function checkValue(key: string, value: unknown, where: string) {
  const range = NUMBER_RANGES[key]
  if (
    range &&
    typeof value === 'number' &&
    !(Number.isInteger(value) && value >= range[0] && value <= range[1])
  ) {
    throw new TypeError(`${where} must be a whole number from ${range[0]} to ${range[1]}`)
  }
  if (key === 'maintenanceEnd' && value !== null && !(Number.isFinite(value) && (value as number) >= 0)) {
    throw new TypeError(`${where} must be epoch milliseconds or null`)
  }
  if (key === 'acceptedPattern' && value !== '*') {
    try {
      new RegExp(value as string)
    } catch {
      throw new TypeError(`${where} is not a valid regular expression`)
    }
  }
  if (key === 'allowedOrigins') {
    for (const origin of value as unknown[]) {
      if (typeof origin !== 'string') throw new TypeError(`${where} must be a list of origins`)
      // CORS compares whole origins: one written another way would never match (platform/cors.ts).
      let exact: string
      try {
        exact = normaliseOrigin(origin)
      } catch (error) {
        throw new TypeError(`${where}: ${(error as Error).message}`)
      }
      if (exact !== origin) throw new TypeError(`${where}: write "${origin}" as ${exact}`)
    }
  }
}

/**
 * The settings after applying a partial update; throws a TypeError naming the bad value.
 */
export function mergeSettings(current: Settings, patch: unknown): Settings {
  if (kindOf(patch) !== 'object') throw new TypeError('Settings must be a JSON object')
  const given = patch as SettingsObject
  const language = String(
    (given.brand as SettingsObject | undefined)?.defaultLanguage ?? current.brand.defaultLanguage,
  )
  const next = mergeChecked(
    withTextsByLanguage(current as unknown as SettingsObject, current.brand.defaultLanguage),
    withTextsByLanguage(given, language),
    '',
  ) as unknown as Settings
  for (const [field, r] of Object.entries(next.register.regExp)) {
    if (r.minLength > r.maxLength)
      throw new TypeError(`register.regExp.${field}.minLength is above maxLength`)
  }
  return next
}

/**
 * Reads the settings row.
 */
export function loadSettings(db: Database): Settings {
  const row = db.prepare('SELECT json FROM settings WHERE id = 1').get() as { json: string } | undefined
  if (!row) return defaultSettings()
  // Every API request reads the settings: the parse is remembered while the stored text is the same
  // (it was the server's largest cost under load once the catalogue was remembered). The
  // object is shared: nobody changes it (mergeSettings copies).
  const last = parsedSettings.get(db)
  if (last?.json === row.json) return last.value
  // A database written before a setting existed (a kept demo/data file) gets that setting's default.
  const value = { ...defaultSettings(), ...(JSON.parse(row.json) as Partial<Settings>) }
  parsedSettings.set(db, { json: row.json, value })
  return value
}

const parsedSettings: WeakMap<object, { json: string; value: Settings }> = new WeakMap()

/**
 * Writes the settings row.
 */
export function saveSettings(db: Database, settings: object) {
  db.prepare(
    'INSERT INTO settings (id, json) VALUES (1, ?) ON CONFLICT(id) DO UPDATE SET json = excluded.json',
  ).run(JSON.stringify(settings))
}

/**
 * Replaces `{origin}` and `{port}` in a string with the server's own origin.
 * @param origin  e.g. http://127.0.0.1:4173
 */
export function withOrigin(text: string, origin: string) {
  const port = new URL(origin).port
  return text.replaceAll(ORIGIN_PLACEHOLDER, origin).replaceAll('{port}', port)
}
