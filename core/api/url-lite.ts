/**
 * The two URL helpers ofetch imports from ufo (`withBase`, `withQuery`), for the shared runtime:
 * lobbykit hands ofetch a path and a flat query, so the rest of ufo need not load on every page
 * (build.mjs and vitest.config.mjs alias `ufo` here; ≈1 KB brotli off the runtime). Same answers as
 * ufo for what lobbykit passes (tests/core/url-lite.test.ts compares them).
 */

const PROTOCOL = /^[\s\w\0+.-]{2,}:([/\\]{2})?/

/** `input` under `base`, unless it has a protocol of its own or is under `base` already. */
export function withBase(input: string, base?: string): string {
  if (!base || base === '/' || PROTOCOL.test(input)) return input
  const root = base.endsWith('/') ? base.slice(0, -1) : base
  if (input.startsWith(root) && [undefined, '/', '?'].includes(input[root.length])) return input
  return input ? `${root}/${input.replace(/^\.?\//, '')}` : root
}

type QueryValue = string | number | boolean | null | undefined | (string | number | boolean)[]

const encode = (text: string) => encodeURIComponent(text).replace(/%20/g, '+')

/** `input` with `query` merged over its own query; undefined values left out, '' and null as a bare key. */
export function withQuery(input: string, query: Record<string, QueryValue>): string {
  const hashAt = input.indexOf('#')
  const hash = hashAt < 0 ? '' : input.slice(hashAt)
  const rest = hashAt < 0 ? input : input.slice(0, hashAt)
  const searchAt = rest.indexOf('?')
  const path = searchAt < 0 ? rest : rest.slice(0, searchAt)
  const merged: Record<string, QueryValue> = {}
  if (searchAt >= 0)
    for (const [key, value] of new URLSearchParams(rest.slice(searchAt + 1))) merged[key] = value
  Object.assign(merged, query)
  const search = Object.keys(merged)
    .filter((key) => merged[key] !== undefined)
    .map((key) => {
      const value = merged[key]
      if (Array.isArray(value)) return value.map((v) => `${encode(key)}=${encode(String(v))}`).join('&')
      const text = value === null ? '' : String(value)
      return text ? `${encode(key)}=${encode(text)}` : encode(key)
    })
    .filter(Boolean)
    .join('&')
  return path + (search ? `?${search}` : '') + hash
}
