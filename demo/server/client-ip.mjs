// The caller's IP for status, rate limits and login throttles (issue 11 item 3). X-Forwarded-For is
// believed only when the socket peer is a proxy named in TRUST_PROXY (startServer's `trustProxy`:
// comma-separated addresses). Then the list is read from the right, skipping trusted proxies, and
// the first address not trusted is the client: entries to its left were written by the client and
// prove nothing. Without TRUST_PROXY the socket address is the caller, loopback or not.

/** @param {string} address */
function normalise(address) {
  return address.trim().replace(/^::ffff:/, '')
}

/** @param {string} address */
export function isLoopback(address) {
  return address === '::1' || address.startsWith('127.')
}

/**
 * The trusted proxies from a TRUST_PROXY value ("127.0.0.1, ::1").
 * @param {string | string[] | undefined} value
 * @returns {Set<string>}
 */
export function parseTrustedProxies(value) {
  const list = Array.isArray(value) ? value : String(value ?? '').split(',')
  return new Set(list.map(normalise).filter(Boolean))
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {Set<string>} [trusted]  proxies whose X-Forwarded-For is believed
 */
export function clientIp(req, trusted = new Set()) {
  const socketIp = normalise(req.socket.remoteAddress ?? '')
  if (!trusted.has(socketIp)) return socketIp
  const hops = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map(normalise)
    .filter(Boolean)
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = /** @type {string} */ (hops[i])
    if (!trusted.has(hop)) return hop
  }
  return hops[0] ?? socketIp
}
