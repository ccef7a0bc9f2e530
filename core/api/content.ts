import { call } from './http'

/** Notice-call types (API-57): B banners, PL player (marquee), PU popup, PR promotion; H (NS-26) unused. */
export type NoticeType = 'B' | 'PL' | 'PU' | 'PR' | 'H'
/** Audience of an announcement (ANN-9): A logged-in, B visitor, F first-time login. */
export type Execution = 'A' | 'B' | 'F'

/** A marquee notice (ANN-15). */
export interface Notice {
  id: number
  title: string
}

/** How a popup message shows in the generic modal (POP-12..14); a button with a `url` follows it. */
export interface PopupModal {
  icon?: 'info' | 'success' | 'warning' | 'error'
  buttons?: { label: string; url?: string }[]
  closeOnCover?: boolean
  autoCloseMs?: number
}

/** An announcement (ANN-8); `content` is server HTML: render only through core/sanitize (C-7). */
export interface Announcement {
  id: number
  title: string
  startDate: number
  content: string
  promotionType?: string | null
  execution: Execution
  /** POP-12: a popup item with `modal` is a message for the generic modal, not an announcement. */
  modal?: PopupModal
}

/** A banner (BNR-1). `url` opens only when `linkageType` is set (BNR-11); `imageUrl` is what is shown. */
export interface Banner {
  id: number
  groupName: string
  url: string | null
  linkageType: string | null
  title: string
  imageUrl: string
}

/** The notice call's answer: one part per type asked for. */
export interface NoticeAnswer {
  banners?: Banner[]
  player?: Notice[]
  popup?: Announcement[]
  promotion?: Announcement[]
}

/** Notice call (API-57): GET with types, platform W and the audiences; the token, when held, proves A / F. */
export function getNotices(
  types: NoticeType[],
  execution: Execution[] = ['B'],
  signal?: AbortSignal,
): Promise<NoticeAnswer> {
  const member = execution.some((e) => e !== 'B')
  return call('/wps/relay/MCSFE_getListAnnouncements', {
    modId: 'COMM3',
    token: member,
    query: { types: types.join(','), platform: 'W', execution: execution.join(',') },
    signal,
  })
}

/** Popup announcements for the given audiences (ANN-10..14). */
export function getAnnouncements(execution: Execution[], signal?: AbortSignal): Promise<Announcement[]> {
  return getNotices(['PU'], execution, signal).then((answer) => answer.popup ?? [])
}

/** Mirror domains (SPEED-2): `/wps/system/domainRoute`, device 0. */
export function getDomainRoutes(signal?: AbortSignal): Promise<string[]> {
  return call<{ domainList: { domainName: string }[] }>('/wps/system/domainRoute', {
    modId: 'COMM3',
    query: { device: 0 },
    signal,
  }).then((v) => v.domainList.map((d) => d.domainName))
}

/** A ping that has not answered after this long counts as failed (SPEED-14). */
export const PING_TIMEOUT_MS = 5000

/**
 * SPEED-6: GETs `<domain>/ping.txt?r=<random>` and answers the measured round trip in ms, or null
 * when the ping failed or timed out. `no-cors`: a mirror need not answer CORS to be reachable.
 */
export async function pingDomain(domain: string, timeoutMs = PING_TIMEOUT_MS): Promise<number | null> {
  const url = `${domain.replace(/\/+$/, '')}/ping.txt?r=${Math.random().toString(36).slice(2)}`
  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  // The race gives up on time even where an engine is slow to honour the abort.
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort()
      reject(new Error('timeout'))
    }, timeoutMs)
  })
  const started = performance.now()
  try {
    const ping = fetch(url, {
      mode: 'no-cors',
      cache: 'no-store',
      credentials: 'omit',
      signal: controller.signal,
    })
    // Read to the end (a few bytes): the round trip includes the answer, and no stream is left open.
    await Promise.race([ping.then((response) => response.arrayBuffer()), timeout])
    return Math.max(1, Math.round(performance.now() - started))
  } catch {
    return null
  } finally {
    clearTimeout(timer)
  }
}
