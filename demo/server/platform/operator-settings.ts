// The operator's own configuration of the reference platform, read when it starts (DESIGN demo/,
// README "Operator set-up"): `SETTINGS_FILE`, a JSON file holding any part of the settings (the same
// shape `GET /demo/api/settings` answers, e.g. `{"allowedOrigins": ["https://www.example.com"]}`),
// then `ALLOWED_ORIGINS`, a comma-separated list of origins that replaces the file's list. What they
// give is laid over the seed settings at every start and after every demo reset, so an operator's
// own domain passes CORS without the demo control page; the control page can still change it while
// the server runs. A bad file or origin stops the start with a message that names it.
import { readFileSync } from 'node:fs'
import type { Database } from 'better-sqlite3'
import { normaliseOrigin } from './cors'
import { defaultSettings, mergeSettings, type Settings } from './settings'

/** A settings patch as an operator writes it (checked against the seed's shape by mergeSettings). */
export type OperatorSettings = Record<string, unknown>

/** What the environment names: the variables read, nothing else of the process. */
export interface OperatorEnvironment {
  SETTINGS_FILE?: string
  ALLOWED_ORIGINS?: string
}

/** `ALLOWED_ORIGINS` ("https://a.example, https://b.example") → the origins, each checked. */
export function parseAllowedOrigins(value: string): string[] {
  const origins = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((origin) => {
      try {
        return normaliseOrigin(origin)
      } catch (error) {
        throw new TypeError(`ALLOWED_ORIGINS: ${(error as Error).message}`)
      }
    })
  return [...new Set(origins)]
}

/**
 * The operator's settings patch from `SETTINGS_FILE` and `ALLOWED_ORIGINS` (empty when neither is
 * set), checked against the seed settings so a mistake stops the start, not a later request.
 */
export function readOperatorSettings(env: OperatorEnvironment): OperatorSettings {
  let patch: OperatorSettings = {}
  const file = env.SETTINGS_FILE?.trim()
  if (file) {
    let parsed: unknown
    try {
      parsed = JSON.parse(readFileSync(file, 'utf8'))
    } catch (error) {
      throw new TypeError(`SETTINGS_FILE ${file}: ${(error as Error).message}`)
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
      throw new TypeError(`SETTINGS_FILE ${file}: the file must hold one JSON object of settings`)
    patch = parsed as OperatorSettings
    if (Array.isArray(patch.allowedOrigins))
      patch.allowedOrigins = patch.allowedOrigins.map((origin: unknown) => {
        if (typeof origin !== 'string')
          throw new TypeError(`SETTINGS_FILE ${file}: allowedOrigins must be a list of origins`)
        try {
          return normaliseOrigin(origin)
        } catch (error) {
          throw new TypeError(`SETTINGS_FILE ${file}: allowedOrigins: ${(error as Error).message}`)
        }
      })
  }
  if (env.ALLOWED_ORIGINS !== undefined && env.ALLOWED_ORIGINS.trim() !== '')
    patch = { ...patch, allowedOrigins: parseAllowedOrigins(env.ALLOWED_ORIGINS) }
  try {
    mergeSettings(defaultSettings(), patch)
  } catch (error) {
    throw new TypeError(
      `${file ? `SETTINGS_FILE ${file}` : 'operator settings'}: ${(error as Error).message}`,
    )
  }
  return patch
}

/** Each database's operator patch, laid over the seed by `seededSettings` (start and demo reset). */
const patches: WeakMap<Database, OperatorSettings> = new WeakMap()

/** Remembers `patch` as the operator's configuration of the server owning `db`. */
export function useOperatorSettings(db: Database, patch: OperatorSettings): void {
  patches.set(db, patch)
}

/** The seed settings with the operator's configuration laid over them. */
export function seededSettings(db: Database): Settings {
  return mergeSettings(defaultSettings(), patches.get(db) ?? {})
}

/** The settings `current` with the operator's configuration laid over them (every start). */
export function withOperatorSettings(db: Database, current: Settings): Settings {
  return mergeSettings(current, patches.get(db) ?? {})
}
