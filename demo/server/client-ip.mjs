// The caller's IP for status, rate limits and login throttles. X-Forwarded-For is believed only
// when the socket itself is loopback (a local reverse proxy, or a test standing in for one).

/** @param {string} address */
function normalise(address) {
  return address.replace(/^::ffff:/, '')
}

/** @param {string} address */
export function isLoopback(address) {
  return address === '::1' || address.startsWith('127.')
}

/**
 * @param {import('node:http').IncomingMessage} req
 */
export function clientIp(req) {
  const socketIp = normalise(req.socket.remoteAddress ?? '')
  const forwarded = String(req.headers['x-forwarded-for'] ?? '').split(',')[0]?.trim()
  if (forwarded && isLoopback(socketIp)) return normalise(forwarded)
  return socketIp
}
