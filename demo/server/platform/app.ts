// The lobbykit reference platform server (DESIGN demo/). The platform port answers: the platform
// API under /wps and /lgw (api.md: envelope, required headers, CORS, routes declared in
// routes/*.mjs and dispatched here by method + path, token routes resolved through sessions.mjs
// before the body is read); the demo's stand-in providers under /demo/provider; static files
// (static.mjs: /dist bundle, /demo pages, the site); and /ping.txt. The demo control page and its
// API (/demo/api, routes/demo.mjs, plain JSON) answer on a second port bound to 127.0.0.1, for
// loopback Host headers and JSON bodies only, without CORS (issue 11 item 2). State lives in SQLite (db.mjs: schema and seed; settings.mjs: the one JSON
// settings row); abuse counters live in memory (rate-limit.mjs) and are cleared by a reset.
// Every rule the client checks is checked again here (C-8, C-9, C-10).
import { createServer } from 'node:http'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { BodyError, MAX_BODY_BYTES, readBody } from './body'
import { clientIp, parseTrustedProxies } from './client-ip'
import { corsHeaders } from './cors'
import { serveContentAsset } from '../content/assets'
import { openDatabase, seedDatabase } from './db'
import { MESSAGES, badRequest, fail, notFound, sendJson, sendReply, sessionExpired } from './envelope'
import { createRateLimiter } from './rate-limit'
import { contentDemoRoutes, contentRoutes } from '../content/routes'
import { demoRoutes, providerRoutes } from './demo-routes'
import { gameRoutes } from '../games/routes'
import { serveGameAsset } from '../games/assets'
import { loginRoutes } from '../session/login-routes'
import { socialLoginRoutes } from '../social/routes'
import { providerPage } from '../social/provider-page'
import { providerControlRoutes } from './provider-control'
import { humanCheckRoutes } from '../account-checks/routes'
import { newDeviceRoutes } from '../account-checks/device-routes'
import { memberRoutes } from '../member/routes'
import { memberRecordRoutes } from '../member-records/routes'
import { passwordResetRoutes } from '../register/password-reset-routes'
import { registerRoutes } from '../register/routes'
import { sessionRoutes } from '../session/routes'
import { shellRoutes, siteRoutes } from '../site/routes'
import { smsRoutes } from '../verification/routes'
import { systemRoutes } from '../system/routes'
import { walletRoutes } from '../wallet/routes'
import { memberBenefitRoutes } from '../member-benefits/routes'
import { missionRoutes } from '../missions/routes'
import { playerRankRoutes } from '../player-rank/routes'
import { articleRoutes } from '../articles/routes'
import { walletDemoRoutes } from '../wallet/demo-routes'
import { agentRoutes } from '../agent/routes'
import { agentDemoRoutes } from '../agent/demo-routes'
import { startSettlementTimer } from '../agent/settlement'
import { securityRoutes } from '../security/routes'
import { transferRoutes } from '../transfers/routes'
import { serveAvatar } from '../security/data'
import { pointRoutes } from '../points/routes'
import { pointDemoRoutes } from '../points/demo-routes'
import { feedbackRoutes } from '../feedback/routes'
import { feedbackDemoRoutes } from '../feedback/demo-routes'
import { promotionsDemoRoutes } from '../site/promotions-demo-routes'
import { envelopeRoutes } from '../envelopes/routes'
import { lotteryRoutes } from '../lottery/routes'
import { serveLotteryPage } from '../lottery/page'
import { startLotteryDraws } from '../lottery/data'
import { envelopeDemoRoutes } from '../envelopes/demo-routes'
import { articleDemoRoutes } from '../articles/demo-routes'
import { referralRoutes } from '../referral/routes'
import { protectionRoutes } from '../protection/routes'
import { protectionDemoRoutes } from '../protection/demo-routes'
import { readSession, readToken } from './sessions'
import { NEED_REAL_ACCOUNT, TRIAL_TYPE, findMemberById } from './members'
import { Compile } from 'typebox/compile'
import type { TSchema } from 'typebox'

const validators = new WeakMap<TSchema, ReturnType<typeof Compile>>()
/** The first way `value` breaks `schema`, as a sentence naming the field; null when it fits. */
function schemaError(schema: TSchema, value: unknown): string | null {
  let validator = validators.get(schema)
  if (!validator) validators.set(schema, (validator = Compile(schema)))
  if (validator.Check(value)) return null
  const [first] = validator.Errors(value)
  const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body'
  return `${field} ${first?.message ?? 'is not valid'}`
}
import { loadSettings } from './settings'
import { sendNotFound, serveStatic } from './static'
import type { Route } from './context'
import type { Database } from 'better-sqlite3'
import type { RateLimiter } from './rate-limit'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..')
const API_PATH = /^\/(wps|lgw|lotto)(\/|$)/
/** Headers every platform call must carry (api.md "Every request carries"). */
const REQUIRED_HEADERS = ['Merchant', 'Device', 'modID']

const API_ROUTES: Route[] = [
  ...systemRoutes,
  ...loginRoutes,
  ...socialLoginRoutes,
  ...humanCheckRoutes,
  ...newDeviceRoutes,
  ...sessionRoutes,
  ...smsRoutes,
  ...memberRoutes,
  ...registerRoutes,
  ...passwordResetRoutes,
  ...gameRoutes,
  ...contentRoutes,
  ...siteRoutes,
  ...shellRoutes,
  ...walletRoutes,
  ...memberRecordRoutes,
  ...memberBenefitRoutes,
  ...missionRoutes,
  ...playerRankRoutes,
  ...articleRoutes,
  // Before agentRoutes: API-27 answers the wallets for every member and adds the agent's figures (wallet-transfer.mjs).
  ...transferRoutes,
  ...agentRoutes,
  ...securityRoutes,
  ...pointRoutes,
  ...feedbackRoutes,
  ...envelopeRoutes,
  ...referralRoutes,
  ...lotteryRoutes,
  ...protectionRoutes,
]
const ROUTES_BY_PATH: Map<string, Route[]> = new Map()
for (const route of API_ROUTES)
  ROUTES_BY_PATH.set(route.path, [...(ROUTES_BY_PATH.get(route.path) ?? []), route])

export type ServerState = {
  db: Database
  limits: RateLimiter
  root: string
  origin: string
  controlOrigin: string
  trustProxy: Set<string>
  clock: () => number
}

/** The calls maintenance and the region block close (issue 11 item 12): login, registration, games, wallet. */
const CLOSED_WHEN_DOWN =
  /^\/wps\/(session\/(login(\/freeplay)?|social-login|device\/verify)|member\/register(\/mobile)?|game\/launchGame|relay\/(GCS_gameLaunchFB|PAY_\w+)|v2\/wallets\/\w+)$/

/** The calls a "must change password" session may make (LOGIN-29). */
const MUST_CHANGE_ALLOWED = new Set(['POST /wps/member/password', 'DELETE /wps/session/logout'])

/** HTTP 403 for a session held until its password is changed. */
function passwordChangeRequired() {
  return fail('PASSWORD_CHANGE_REQUIRED', 'Please change your password first', {
    status: 403,
    value: { mustChangePassword: true },
  })
}

/**
 * A reply sent without reading the body: with a body pending the connection closes after the
 * answer, so an unread upload is dropped rather than drained.
 */
function beforeBody(
  req: IncomingMessage,
  reply: { status: number; body: unknown; headers?: Record<string, string> },
) {
  const pending = Number(req.headers['content-length'] ?? 0) > 0 || Boolean(req.headers['transfer-encoding'])
  return pending ? { ...reply, headers: { ...reply.headers, Connection: 'close' } } : reply
}

/**
 * A platform API request (/wps, /lgw).
 */
async function handleApi(state: ServerState, req: IncomingMessage, res: ServerResponse, url: URL) {
  const { db } = state
  const settings = loadSettings(db)
  const cors = corsHeaders(req.headers.origin, settings.allowedOrigins, req.method === 'OPTIONS')
  if (req.method === 'OPTIONS') {
    res.writeHead(204, cors)
    return res.end()
  }
  const answer = (reply: { status: number; body: unknown; headers?: Record<string, string> }) =>
    sendReply(res, { ...reply, headers: { ...cors, ...reply.headers } })

  const candidates = ROUTES_BY_PATH.get(url.pathname)
  if (!candidates) return answer(notFound())
  const route = candidates.find((r) => r.method === req.method)
  if (!route) return answer(fail('METHOD_NOT_ALLOWED', `${req.method} is not allowed here`, { status: 405 }))
  const missing = REQUIRED_HEADERS.find((name) => !String(req.headers[name.toLowerCase()] ?? '').trim())
  if (missing) return answer(badRequest(`Missing required header ${missing}`))
  // SYS-11/12, C-8 (issue 11 item 12): maintenance and the region block are enforced here, not only
  // by the client's status page: no login, registration, game launch or money movement.
  if ((settings.maintenance || settings.regionRestriction) && CLOSED_WHEN_DOWN.test(url.pathname))
    return answer(
      beforeBody(
        req,
        settings.maintenance
          ? fail('MAINTENANCE', 'The site is under maintenance', { status: 503 })
          : fail('REGION_RESTRICTED', 'The site is not available in your region', { status: 403 }),
      ),
    )

  // Issue 11 item 8: the token and the route's size limit are checked before a byte of the body
  // is read (Content-Length first), so an anonymous caller cannot make the server take 20 MB.
  const token = readToken(req)
  const session = route.token ? readSession(db, token, settings.tokenTtlMinutes) : null
  if (route.token && !session) return answer(beforeBody(req, sessionExpired()))
  // LOGIN-29 (issue 11 item 4): a session whose password must change answers nothing else.
  if (session?.mustChange && !MUST_CHANGE_ALLOWED.has(`${req.method} ${url.pathname}`))
    return answer(beforeBody(req, passwordChangeRequired()))
  const memberId = session?.memberId ?? null
  // ROLE-8: a route for real accounts refuses a trial session before its body is read.
  if (route.realOnly && memberId && findMemberById(db, memberId)?.type === TRIAL_TYPE)
    return answer(beforeBody(req, fail('NEED_REAL_ACCOUNT', NEED_REAL_ACCOUNT)))

  let body = {}
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    const limit = (route as { maxBodyBytes?: number }).maxBodyBytes ?? MAX_BODY_BYTES
    if (Number(req.headers['content-length'] ?? 0) > limit)
      return answer(
        beforeBody(
          req,
          fail('PAYLOAD_TOO_LARGE', `Request body is larger than ${Math.round(limit / 1024)} KB`, {
            status: 413,
          }),
        ),
      )
    try {
      body = await readBody(req, limit)
    } catch (error) {
      if (!(error instanceof BodyError)) throw error
      const code = error.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST'
      return answer(fail(code, error.message, { status: error.status }))
    }
  }

  const { origin, limits } = state
  const ctx = {
    req,
    db,
    settings,
    query: url.searchParams,
    body,
    ip: clientIp(req, state.trustProxy),
    origin,
    limits,
    token,
    memberId,
    now: state.clock(),
  }
  const invalid = route.schema?.body ? schemaError(route.schema.body, body) : null
  if (invalid) return answer(badRequest(invalid))
  return answer(await route.handler(ctx))
}

/** The control page's scripts (served by the control port only). */
const CONTROL_SCRIPT = /^\/demo\/control(-[a-z]+)?\.js$/

/** Host headers the control port answers: loopback names only (no DNS rebinding). */
const LOOPBACK_HOST = /^(127\.0\.0\.1|localhost|\[::1\])(:\d{1,5})?$/i

/**
 * No Origin (a tool, a test, a top-level navigation) or the control page's own origin.
 */
function sameControlOrigin(state: ServerState, origin: string | undefined) {
  if (origin === undefined) return true
  try {
    const url = new URL(origin)
    return LOOPBACK_HOST.test(url.host) && url.port === new URL(state.controlOrigin).port
  } catch {
    return false
  }
}

/**
 * A demo control API request (/demo/api on the control port). Loopback Host only, JSON bodies
 * only (a cross-site form or text/plain beacon is refused before anything runs), no CORS.
 */
async function handleDemoApi(state: ServerState, req: IncomingMessage, res: ServerResponse, url: URL) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    const type = String(req.headers['content-type'] ?? '').toLowerCase()
    if (!type.startsWith('application/json'))
      return sendJson(res, 415, { error: 'The demo control API takes application/json bodies only' })
  }
  for (const route of [
    ...demoRoutes,
    ...contentDemoRoutes,
    ...walletDemoRoutes,
    ...pointDemoRoutes,
    ...feedbackDemoRoutes,
    ...promotionsDemoRoutes,
    ...envelopeDemoRoutes,
    ...articleDemoRoutes,
    ...agentDemoRoutes,
    ...providerControlRoutes,
    ...protectionDemoRoutes,
  ]) {
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
    const { status, body: answer } = (await route.handler(ctx)) as { status: number; body: unknown }
    return sendJson(res, status, answer)
  }
  return sendJson(res, 404, { error: 'Unknown demo API call' })
}

/**
 * The control port (127.0.0.1 only): the control page and the demo control API.
 */
async function handleControl(state: ServerState, req: IncomingMessage, res: ServerResponse) {
  if (!LOOPBACK_HOST.test(String(req.headers.host ?? '')))
    return sendJson(res, 421, { error: 'The demo control port answers loopback hosts only' })
  if (!sameControlOrigin(state, req.headers.origin))
    return sendJson(res, 403, { error: 'The demo control API is not open to other origins' })
  const url = new URL(req.url ?? '/', 'http://localhost')
  if (url.pathname.startsWith('/demo/api/')) return handleDemoApi(state, req, res, url)
  if (req.method !== 'GET' && req.method !== 'HEAD') return sendNotFound(res)
  if (url.pathname === '/' || url.pathname === '/demo/control') {
    if (await serveStatic(req, res, '/demo/control', state.root)) return
  }
  if (CONTROL_SCRIPT.test(url.pathname) && (await serveStatic(req, res, url.pathname, state.root))) return
  sendNotFound(res)
}

async function handle(state: ServerState, req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://localhost')
  if (API_PATH.test(url.pathname)) return handleApi(state, req, res, url)
  // The control page and its API live on the control port only (issue 11 item 2).
  if (
    url.pathname.startsWith('/demo/api/') ||
    url.pathname === '/demo/control' ||
    CONTROL_SCRIPT.test(url.pathname)
  )
    return sendNotFound(res)
  if (url.pathname.startsWith('/demo/provider/')) return handleProvider(state, req, res, url)
  if (url.pathname.startsWith('/demo/games/') && serveGameAsset(state.db, req, res, url)) return
  if (
    /^\/demo\/(lottery|chat)(\/|$)/.test(url.pathname) &&
    (await serveLotteryPage(state.db, state.clock, req, res, url))
  )
    return
  if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS') return sendNotFound(res)
  if (serveAvatar(state.db, req, res, url)) return
  if (await serveContentAsset(req, res, url, state.db)) return
  if (!(await serveStatic(req, res, url.pathname, state.root, (path) => siteParts(state.db, path))))
    sendNotFound(res)
}

/**
 * Issue 18: home's largest paint is its first banner, otherwise found only after the scripts, the
 * status, home's render and the notice call. On / the page names it up front as a high-priority
 * image and shows it in the first view, where home's carousel will put it (the page's own CSS), until
 * <lobbykit-site> renders: the same image at the same place, then the carousel around it.
 */
function siteParts(db: Database, path: string) {
  const first =
    path === '/'
      ? (db.prepare("SELECT id FROM banners WHERE group_name = 'w_home' ORDER BY sort, id LIMIT 1").get() as
          { id: number } | undefined)
      : undefined
  if (!first) return { head: '', boot: '' }
  const src = `/content/banner-${first.id}.svg`
  return {
    head: `<link rel="preload" as="image" href="${src}" fetchpriority="high" />`,
    boot: `<div class="boot-hero" aria-hidden="true"><img src="${src}" width="1200" height="400" alt="" fetchpriority="high" /></div>`,
  }
}

/**
 * The demo's stand-in third-party providers on the platform origin (phone-auth.mjs): JSON only.
 */
async function handleProvider(state: ServerState, req: IncomingMessage, res: ServerResponse, url: URL) {
  // The demo sign-in provider's consent page and its script (social-provider.mjs).
  const page = req.method === 'GET' ? providerPage(url) : null
  if (page) {
    res.writeHead(page.status, { ...page.headers, 'Content-Type': page.type, 'Cache-Control': 'no-store' })
    return res.end(page.text)
  }
  const route = providerRoutes.find((r) => r.pattern.test(url.pathname) && r.method === req.method)
  if (!route) return sendJson(res, 404, { error: 'Unknown provider call' })
  if (
    !String(req.headers['content-type'] ?? '')
      .toLowerCase()
      .startsWith('application/json')
  )
    return sendJson(res, 415, { error: 'JSON bodies only' })
  let body = {}
  try {
    body = await readBody(req)
  } catch (error) {
    if (!(error instanceof BodyError)) throw error
    return sendJson(res, error.status, { error: error.message })
  }
  const { status, body: answer } = (await route.handler({
    db: state.db,
    limits: state.limits,
    body,
    query: url.searchParams,
    params: [],
  })) as { status: number; body: unknown }
  return sendJson(res, status, answer)
}

/**
 * Listens on `port` (0: any free one) and answers the bound address.
 */
function listen(server: Server, port: number, host: string) {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve(server.address() as AddressInfo))
  })
}

/**
 * A request handler that answers 500 (never a stack) when `handler` throws.
 */
function guarded(handler: (req: IncomingMessage, res: ServerResponse) => Promise<unknown>) {
  return (req: IncomingMessage, res: ServerResponse) => {
    handler(req, res).catch((error) => {
      console.error('[lobbykit] demo server:', req.method, req.url, error)
      if (!res.headersSent) sendJson(res, 500, fail('SERVER_ERROR', MESSAGES.SERVER_ERROR).body)
      else res.destroy()
    })
  }
}

/**
 * Starts the reference server. Tests use port 0 (any free port) and the in-memory database. The
 * demo control page and API listen on their own port, on 127.0.0.1 only (`controlPort`, 0: any).
 * X-Forwarded-For is believed only from the proxies in `trustProxy` (default: TRUST_PROXY).
 */
export async function startServer({
  port = 0,
  controlPort = 0,
  host = '127.0.0.1',
  dbFile = ':memory:',
  root = REPO_ROOT,
  trustProxy = process.env.TRUST_PROXY,
  clock = Date.now,
}: {
  port?: number
  controlPort?: number
  host?: string
  dbFile?: string
  root?: string
  trustProxy?: string | string[]
  clock?: () => number
} = {}) {
  const { db, isNew } = openDatabase(dbFile)
  if (isNew) await seedDatabase(db)
  const state: ServerState = {
    db,
    limits: createRateLimiter(),
    root,
    origin: '',
    controlOrigin: '',
    trustProxy: parseTrustedProxies(trustProxy),
    clock,
  }
  const server = createServer(guarded((req, res) => handle(state, req, res)))
  const control = createServer(guarded((req, res) => handleControl(state, req, res)))
  let address: AddressInfo
  let controlAddress: AddressInfo
  try {
    address = (await listen(server, port, host)) as AddressInfo
    controlAddress = (await listen(control, controlPort, '127.0.0.1')) as AddressInfo
  } catch (error) {
    server.close()
    db.close()
    throw error
  }
  // AGENT-16: real-time salary every 5 minutes (unref'd: it never keeps a test process alive).
  const stopSettlement = startSettlementTimer(db)
  // The demo lottery draws on a timer (unref'd) from the same clock the lottery calls read.
  const stopDraws = startLotteryDraws(db, clock)
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address
  state.origin = `http://${shownHost}:${address.port}`
  state.controlOrigin = `http://127.0.0.1:${controlAddress.port}`
  return {
    url: state.origin,
    port: address.port,
    /** The demo control page and API (loopback only). */
    controlUrl: state.controlOrigin,
    controlPort: controlAddress.port,
    db,
    /** Stops listening, drops open connections and closes the database. */
    close: () =>
      new Promise((resolve, reject) => {
        control.close()
        control.closeAllConnections()
        server.close((error) => {
          stopSettlement()
          stopDraws()
          db.close()
          if (error) reject(error)
          else resolve(undefined)
        })
        server.closeAllConnections()
      }),
  }
}
