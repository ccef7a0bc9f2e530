// The caller's IP for status, rate limits and login throttles (issue 11 item 3). X-Forwarded-For is
// believed only when the socket peer is a proxy named in TRUST_PROXY (startServer's `trustProxy`:
// comma-separated addresses). Then the list is read from the right, skipping trusted proxies, and
// the first address not trusted is the client: entries to its left were written by the client and
// prove nothing. Without TRUST_PROXY the socket address is the caller, loopback or not.

import type { IncomingMessage } from 'node:http'

function normalise(address: string) {
  return address.trim().replace(/^::ffff:/, '')
}

export function isLoopback(address: string) {
  return address === '::1' || address.startsWith('127.')
}

/**
 * The trusted proxies from a TRUST_PROXY value ("127.0.0.1, ::1").
 */
export function parseTrustedProxies(value: string | string[] | undefined): Set<string> {
  const list = Array.isArray(value) ? value : String(value ?? '').split(',')
  return new Set(list.map(normalise).filter(Boolean))
}

/**
 * @param [trusted]  proxies whose X-Forwarded-For is believed
 */
export function clientIp(req: IncomingMessage, trusted: Set<string> = new Set()) {
  const socketIp = normalise(req.socket.remoteAddress ?? '')
  if (!trusted.has(socketIp)) return socketIp
  const hops = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map(normalise)
    .filter(Boolean)
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i] as string
    if (!trusted.has(hop)) return hop
  }
  return hops[0] ?? socketIp
}
