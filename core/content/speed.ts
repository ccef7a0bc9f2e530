import { getDomainRoutes, pingDomain } from '../api/content'
import {
  SPEED_FAST_MAX_MS,
  SPEED_MAX_DOMAINS,
  SPEED_NORMAL_MAX_MS,
  SPEED_UNREACHABLE_SCORE,
} from '../constants'

export type SpeedRating = 'untested' | 'fast' | 'normal' | 'slow' | 'unreachable'

/** One server line: `speed` 0 until tested (SPEED-3), then the measured ms or 9999. */
export interface SpeedLine {
  domain: string
  speed: number
  rating: SpeedRating
}

/**
 * SPEED-11..14, C-1: the rating of a measured time — the measured number itself, never a made-up
 * one (SPEED-7..10 are not built: DESIGN Decisions). null (failed or timed out) is unreachable.
 */
export function rateSpeed(measuredMs: number | null): Exclude<SpeedRating, 'untested'> {
  if (measuredMs === null || measuredMs >= SPEED_UNREACHABLE_SCORE) return 'unreachable'
  if (measuredMs <= SPEED_FAST_MAX_MS) return 'fast'
  if (measuredMs <= SPEED_NORMAL_MAX_MS) return 'normal'
  return 'slow'
}

/** A tested line: the measured ms (or 9999 and unreachable). */
export function measuredLine(domain: string, measuredMs: number | null): SpeedLine {
  return { domain, speed: measuredMs ?? SPEED_UNREACHABLE_SCORE, rating: rateSpeed(measuredMs) }
}

/** SPEED-5 (NS-16): ascending by the measured time; untested lines (0) keep their place at the end. */
export function sortLines(lines: SpeedLine[]): SpeedLine[] {
  const tested = lines.filter((l) => l.rating !== 'untested').sort((a, b) => a.speed - b.speed)
  return [...tested, ...lines.filter((l) => l.rating === 'untested')]
}

/** SPEED-2/3: the first five domains, each untested with speed 0. */
export function untestedLines(domains: string[]): SpeedLine[] {
  return domains.slice(0, SPEED_MAX_DOMAINS).map((domain) => ({ domain, speed: 0, rating: 'untested' }))
}

/** Loads the domain routes (first five, untested). */
export async function loadSpeedLines(): Promise<SpeedLine[]> {
  return untestedLines(await getDomainRoutes())
}

/**
 * Pings every line at once; `onLine` hears each result as it arrives (the list re-sorts as they
 * come). Answers the sorted, fully tested list.
 */
export async function testSpeeds(
  lines: SpeedLine[],
  onLine?: (line: SpeedLine) => void,
  timeoutMs?: number,
): Promise<SpeedLine[]> {
  const tested = await Promise.all(
    lines.map(async ({ domain }) => {
      const line = measuredLine(domain, await pingDomain(domain, timeoutMs))
      onLine?.(line)
      return line
    }),
  )
  return sortLines(tested)
}
