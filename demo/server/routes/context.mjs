// The shape every API handler receives (documented here once; app.mjs builds it).

/**
 * @typedef {object} RouteContext
 * @property {import('node:http').IncomingMessage} req
 * @property {import('better-sqlite3').Database} db
 * @property {Record<string, any>} settings  the settings as they were when the request arrived
 * @property {URLSearchParams} query
 * @property {Record<string, any>} body  parsed JSON or form body ({} for GET)
 * @property {string} ip  the caller (see client-ip.mjs)
 * @property {string} origin  this server's own origin, e.g. http://127.0.0.1:4173
 * @property {import('../rate-limit.mjs').RateLimiter} limits
 * @property {string | null} token  the Authorization token, if any
 * @property {string | null} memberId  the session's member, for routes marked `token: true`
 */

/**
 * @typedef {{ status: number, body: unknown, headers?: Record<string, string> }} Reply
 * @typedef {{ method: string, path: string, token?: boolean, handler: (ctx: RouteContext) => Reply | Promise<Reply> }} Route
 */

export {}
