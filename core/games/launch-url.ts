// Where a launched game is opened from (STORE-4, spec §9: one launch CDN picked at random per
// launch) and the one check every server-given game or chat URL passes before it reaches `src` or
// `location` (DESIGN Decisions: http, https, or a same-site path).
import type { LaunchAnswer } from '../api/games'

/** A web address or a same-site path, made absolute; null for anything else (javascript:, data:, //host …). */
export function safeGameUrl(
  raw: string | undefined | null,
  base = typeof location === 'undefined' ? 'http://localhost/' : location.href,
): string | null {
  const value = raw?.trim() ?? ''
  if (!/^(https?:\/\/|\/(?!\/))/i.test(value)) return null
  try {
    const url = new URL(value, base)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}

/** §9: one launch CDN from the list, at random, each launch; null when none is usable. */
export function pickLaunchBase(
  cdns: readonly string[] | undefined,
  random: () => number = Math.random,
): string | null {
  const usable = (cdns ?? []).filter((url) => /^https?:\/\//i.test(url))
  return usable.length ? usable[Math.floor(random() * usable.length)]!.replace(/\/+$/, '') : null
}

/** The URL to open: the answer's path on a picked launch CDN, else the answer's URL; null when unsafe. */
export function launchUrlOf(
  answer: LaunchAnswer,
  cdns: readonly string[] | undefined,
  random: () => number = Math.random,
): string | null {
  const base = answer.path?.startsWith('/') ? pickLaunchBase(cdns, random) : null
  return safeGameUrl(base ? base + answer.path : answer.url)
}
