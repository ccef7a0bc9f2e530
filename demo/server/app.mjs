// The lobbykit reference platform server (DESIGN demo/). One Node `http` server answers four
// kinds of path: the platform API under /wps and /lgw (api.md: envelope, required headers, CORS,
// routes declared in routes/*.mjs and dispatched here by method + path, token routes resolved
// through sessions.mjs before the handler runs); the demo control API under /demo/api
// (routes/demo.mjs, plain JSON); static files (static.mjs: /dist bundle, /demo pages, the site);
// and /ping.txt. State lives in SQLite (db.mjs: schema and seed; settings.mjs: the one JSON
// settings row); abuse counters live in memory (rate-limit.mjs) and are cleared by a reset.
// Every rule the client checks is checked again here (C-8, C-9, C-10).
import { createServer } from 'node:http'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { BodyError, readBody } from './body.mjs'
import { clientIp } from './client-ip.mjs'
import { corsHeaders } from './cors.mjs'
import { serveContentAsset } from './content-assets.mjs'
import { openDatabase, seedDatabase } from './db.mjs'
import { MESSAGES, badRequest, fail, notFound, sendJson, sendReply, sessionExpired } from './envelope.mjs'
import { createRateLimiter } from './rate-limit.mjs'
import { contentDemoRoutes, contentRoutes } from './routes/content.mjs'
import { demoRoutes } from './routes/demo.mjs'
import { gameRoutes } from './routes/games.mjs'
import { serveGameAsset } from './games/assets.mjs'
import { loginRoutes } from './routes/login.mjs'
import { memberRoutes } from './routes/member.mjs'
import { memberRecordRoutes } from './routes/member-records.mjs'
import { passwordResetRoutes } from './routes/password-reset.mjs'
import { registerRoutes } from './routes/register.mjs'
import { sessionRoutes } from './routes/session.mjs'
import { shellRoutes, siteRoutes } from './routes/site.mjs'
import { smsRoutes } from './routes/sms.mjs'
import { systemRoutes } from './routes/system.mjs'
import { walletRoutes } from './routes/wallet.mjs'
import { memberBenefitRoutes } from './routes/member-benefits.mjs'
import { missionRoutes } from './routes/missions.mjs'
import { walletDemoRoutes } from './routes/wallet-demo.mjs'
import { readToken, touchSession } from './sessions.mjs'
import { loadSettings } from './settings.mjs'
import { sendNotFound, serveStatic } from './static.mjs'

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const API_PATH = /^\/(wps|lgw)(\/|$)/
/** Headers every platform call must carry (api.md "Every request carries"). */
const REQUIRED_HEADERS = ['Merchant', 'Device', 'modID']

/** @type {import('./routes/context.mjs').Route[]} */
const API_ROUTES = [
  ...systemRoutes, ...loginRoutes, ...sessionRoutes, ...smsRoutes, ...memberRoutes,
  ...registerRoutes, ...passwordResetRoutes, ...gameRoutes, ...contentRoutes, ...siteRoutes, ...shellRoutes,
  ...walletRoutes,
  ...memberRecordRoutes,
  ...memberBenefitRoutes,
  ...missionRoutes,
]
/** @type {Map<string, import('./routes/context.mjs').Route[]>} */
const ROUTES_BY_PATH = new Map()
for (const route of API_ROUTES) ROUTES_BY_PATH.set(route.path, [...(ROUTES_BY_PATH.get(route.path) ?? []), route])

/**
 * @typedef {{ db: import('better-sqlite3').Database, limits: import('./rate-limit.mjs').RateLimiter,
 *   root: string, origin: string }} ServerState
 */

/**
 * A platform API request (/wps, /lgw).
 * @param {ServerState} state
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {URL} url
 */
async function handleApi(state, req, res, url) {
  const { db } = state
  const settings = loadSettings(db)
  const cors = corsHeaders(req.headers.origin, settings.allowedOrigins, req.method === 'OPTIONS')
  if (req.method === 'OPTIONS') {
    res.writeHead(204, cors)
    return res.end()
  }
  /** @param {{ status: number, body: unknown, headers?: Record<string, string> }} reply */
  const answer = (reply) => sendReply(res, { ...reply, headers: { ...cors, ...reply.headers } })

  const candidates = ROUTES_BY_PATH.get(url.pathname)
  if (!candidates) return answer(notFound())
  const route = candidates.find((r) => r.method === req.method)
  if (!route) return answer(fail('METHOD_NOT_ALLOWED', `${req.method} is not allowed here`, { status: 405 }))
  const missing = REQUIRED_HEADERS.find((name) => !String(req.headers[name.toLowerCase()] ?? '').trim())
  if (missing) return answer(badRequest(`Missing required header ${missing}`))

  let body = {}
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    try {
      body = await readBody(req, /** @type {{ maxBodyBytes?: number }} */ (route).maxBodyBytes)
    } catch (error) {
      if (!(error instanceof BodyError)) throw error
      const code = error.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST'
      return answer(fail(code, error.message, { status: error.status }))
    }
  }
  const token = readToken(req)
  const memberId = route.token ? touchSession(db, token, settings.tokenTtlMinutes) : null
  if (route.token && !memberId) return answer(sessionExpired())

  const { origin, limits } = state
  const ctx = { req, db, settings, query: url.searchParams, body, ip: clientIp(req), origin, limits, token, memberId }
  return answer(await route.handler(ctx))
}

/**
 * A demo control API request (/demo/api).
 * @param {ServerState} state
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {URL} url
 */
async function handleDemoApi(state, req, res, url) {
  for (const route of [...demoRoutes, ...contentDemoRoutes, ...walletDemoRoutes]) {
    const match = route.pattern.exec(url.pathname)
    if (!match || route.method !== req.method) continue
    let body = {}
    try {
      if (req.method !== 'GET') body = await readBody(req)
    } catch (error) {
      if (!(error instanceof BodyError)) throw error
      return sendJson(res, error.status, { error: error.message })
    }
    const ctx = { db: state.db, limits: state.limits, body, query: url.searchParams, params: match.slice(1) }
    const { status, body: answer } = /** @type {{ status: number, body: unknown }} */ (await route.handler(ctx))
    return sendJson(res, status, answer)
  }
  return sendJson(res, 404, { error: 'Unknown demo API call' })
}

/**
 * @param {ServerState} state
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
async function handle(state, req, res) {
  const url = new URL(req.url ?? '/', 'http://localhost')
  if (API_PATH.test(url.pathname)) return handleApi(state, req, res, url)
  if (url.pathname.startsWith('/demo/api/')) return handleDemoApi(state, req, res, url)
  if (url.pathname.startsWith('/demo/games/') && serveGameAsset(state.db, req, res, url)) return
  if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS') return sendNotFound(res)
  if (await serveContentAsset(req, res, url, state.db)) return
  if (!(await serveStatic(req, res, url.pathname, state.root))) sendNotFound(res)
}

/**
 * Starts the reference server. Tests use port 0 (any free port) and the in-memory database.
 * @param {{ port?: number, host?: string, dbFile?: string, root?: string }} [options]
 */
export async function startServer({ port = 0, host = '127.0.0.1', dbFile = ':memory:', root = REPO_ROOT } = {}) {
  const { db, isNew } = openDatabase(dbFile)
  if (isNew) await seedDatabase(db)
  /** @type {ServerState} */
  const state = { db, limits: createRateLimiter(), root, origin: '' }
  const server = createServer((req, res) => {
    handle(state, req, res).catch((error) => {
      console.error('[lobbykit] demo server:', req.method, req.url, error)
      if (!res.headersSent) sendJson(res, 500, fail('SERVER_ERROR', MESSAGES.SERVER_ERROR).body)
      else res.destroy()
    })
  })
  try {
    await new Promise((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, host, () => resolve(undefined))
    })
  } catch (error) {
    db.close()
    throw error
  }
  const address = /** @type {import('node:net').AddressInfo} */ (server.address())
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address
  state.origin = `http://${shownHost}:${address.port}`
  return {
    url: state.origin,
    port: address.port,
    db,
    /** Stops listening, drops open connections and closes the database. */
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => {
          db.close()
          if (error) reject(error)
          else resolve(undefined)
        })
        server.closeAllConnections()
      }),
  }
}
