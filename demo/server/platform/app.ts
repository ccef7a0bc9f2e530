// The lobbykit reference platform (DESIGN demo/) on fastify 5. The platform port answers the
// platform API (/wps, /lgw, /lotto: platform/api.ts, every area's routes from areas.ts), the
// generated files (games' art, the lottery page, avatars, banners), and the
// site's files (platform/static.ts). The demo control page, its API and the demo's stand-in
// providers answer on a second port bound to 127.0.0.1 (platform/control.ts). State lives in SQLite (platform/db.ts); abuse counters
// live in memory (platform/rate-limit.ts) and are cleared by a reset. Every rule the client checks
// is checked again here (C-8, C-9, C-10).
import type { IncomingMessage, ServerResponse } from 'node:http'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { constants } from 'node:zlib'
import Fastify from 'fastify'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fastifyCompress from '@fastify/compress'
import fastifyRateLimit from '@fastify/rate-limit'
import type { Database } from 'better-sqlite3'
import { API_ROUTES, CONTROL_ROUTES, PROVIDER_ROUTES } from '../areas'
import { startSettlementTimer } from '../agent/settlement'
import { serveContentAsset } from '../content/assets'
import { serveGameAsset } from '../games/assets'
import { startLotteryDraws } from '../lottery/data'
import { serveLotteryPage } from '../lottery/page'
import { serveBrandPage } from '../site/brand-pages'
import { serveAvatar } from '../security/data'
import { MAX_BODY_BYTES, apiPlugin, callerIp } from './api'
import { controlServer } from './control'
import { openDatabase, seedDatabase } from './db'
import { MESSAGES, tooManyRequests } from './envelope'
import {
  readOperatorSettings,
  useOperatorSettings,
  withOperatorSettings,
  type OperatorSettings,
} from './operator-settings'
import { createRateLimiter } from './rate-limit'
import { loadSettings, saveSettings } from './settings'
import { notFoundText, sitePlugin } from './static'
import type { ServerState } from './state'

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..')

/** The coarse per-address ceiling on API writes, beside each call's own limits (C-9). */
const WRITES_PER_MINUTE = 1000

export interface StartOptions {
  /** 0 (default) picks a free port. */
  port?: number
  /** The demo control page and API (bound to 127.0.0.1); 0 (default) picks a free port. */
  controlPort?: number
  host?: string
  /** A file path, or ':memory:' (default). */
  dbFile?: string
  /** Repository root: /dist and /demo/pages are read below it. */
  root?: string
  /** The server's clock (ms since the epoch): the lottery draws and calls read it. Default Date.now. */
  clock?: () => number
  /** Proxies whose X-Forwarded-For is believed (default: the TRUST_PROXY setting; none). */
  trustProxy?: string | string[]
  /**
   * The operator's settings, laid over the seed at the start and after every demo reset (default:
   * SETTINGS_FILE and ALLOWED_ORIGINS, platform/operator-settings.ts).
   */
  operatorSettings?: OperatorSettings
}

export interface RunningServer {
  /** e.g. http://127.0.0.1:4173 */
  url: string
  port: number
  /** The demo control page and API, e.g. http://127.0.0.1:4174 */
  controlUrl: string
  controlPort: number
  db: Database
  close(): Promise<void>
}

/** The proxies of TRUST_PROXY ("127.0.0.1, ::1"): only their X-Forwarded-For is believed. */
export function trustedProxies(value: string | string[] | undefined): string[] {
  const list = Array.isArray(value) ? value : String(value ?? '').split(',')
  return list.map((address) => address.trim().replace(/^::ffff:/, '')).filter(Boolean)
}

type RawHandler = (req: IncomingMessage, res: ServerResponse, url: URL) => boolean | Promise<boolean>

/**
 * An area's generated files written straight to the response (art, pages, avatars); a path the
 * area does not know is the plain 404.
 */
function fileRoute(serve: RawHandler) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack()
    const url = new URL(request.url, 'http://localhost')
    if (await serve(request.raw, reply.raw, url)) return
    reply.raw.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' })
    reply.raw.end(request.method === 'HEAD' ? undefined : 'Not found\n')
  }
}

/**
 * Home's largest paint is its first banner, otherwise found only after the scripts, the
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

/** The platform port's fastify instance. */
async function platformServer(state: ServerState, trustProxy: string[]) {
  const app = Fastify({
    trustProxy: trustProxy.length ? trustProxy : false,
    bodyLimit: MAX_BODY_BYTES,
    forceCloseConnections: true,
    return503OnClosing: false,
  })
  // API answers and text files of 1 KB and more go compressed as the browser accepts (brotli at
  // quality 5, else gzip), as a production gateway or CDN would send them.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  })
  await app.register(async (api) => {
    await api.register(fastifyRateLimit, { global: false })
    // C-9: a coarse ceiling on each address's API writes, beside the per-account and per-number
    // limits of each call (platform/guesses.ts). A reset of the demo starts it again.
    const writeCeiling = api.rateLimit({
      max: WRITES_PER_MINUTE,
      timeWindow: 60_000,
      allowList: (request) =>
        request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS',
      keyGenerator: (request) => `${state.limits.generation()}:${callerIp(request)}`,
      errorResponseBuilder: (_request, context) =>
        Object.assign(new Error(MESSAGES.TOO_MANY_REQUESTS), { statusCode: 429, retryAfterMs: context.ttl }),
    })
    await api.register(apiPlugin(state, API_ROUTES, writeCeiling))
  })
  app.route({
    method: ['GET', 'HEAD'],
    url: '/demo/games/*',
    exposeHeadRoute: false,
    handler: fileRoute((req, res, url) => serveGameAsset(state.db, req, res, url)),
  })
  const lottery = fileRoute((req, res, url) => serveLotteryPage(state.db, state.clock, req, res, url))
  for (const url of ['/demo/lottery/*', '/demo/chat', '/demo/chat/*'])
    app.route({ method: ['GET', 'HEAD', 'POST'], url, exposeHeadRoute: false, handler: lottery })
  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/avatar/*',
    exposeHeadRoute: false,
    handler: fileRoute((req, res, url) => serveAvatar(state.db, req, res, url)),
  })
  // Raw file routes read their own bodies (the lottery page's bet form): nothing is parsed for them.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined))
  app.route({
    method: ['GET', 'HEAD'],
    url: '/content/*',
    exposeHeadRoute: false,
    handler: fileRoute((req, res, url) => serveContentAsset(req, res, url, state.db)),
  })
  // /ping.txt for the speed tester (SPEED-6): the demo's mirrors answer by their host name (slow,
  // dead); the site's own host answers pong at once.
  app.options('/ping.txt', async (_request, reply) =>
    reply
      .code(204)
      .headers({ 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET,HEAD' })
      .send(),
  )
  app.get(
    '/ping.txt',
    fileRoute(async (req, res, url) => {
      if (await serveContentAsset(req, res, url, state.db)) return true
      res.writeHead(200, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Content-Length': '4',
        'Cache-Control': 'no-cache',
        'X-Content-Type-Options': 'nosniff',
        'Access-Control-Allow-Origin': '*',
      })
      res.end(req.method === 'HEAD' ? undefined : 'pong')
      return true
    }),
  )
  // SYS-4, C-14: the demo brand's app-download page and licence register (site/brand-pages.ts).
  app.route({
    method: ['GET', 'HEAD'],
    url: '/demo/:brandPage(^(?:app|licence)$)',
    exposeHeadRoute: false,
    handler: fileRoute((req, res, url) => serveBrandPage(state.db, state.origin, req, res, url)),
  })
  await app.register(sitePlugin(state.root, (path) => siteParts(state.db, path)))
  return app
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
  operatorSettings = readOperatorSettings(process.env),
}: StartOptions = {}): Promise<RunningServer> {
  const { db, isNew } = openDatabase(dbFile)
  useOperatorSettings(db, operatorSettings)
  if (isNew) await seedDatabase(db)
  // A database kept from an earlier run takes the operator's configuration as it is now.
  else saveSettings(db, withOperatorSettings(db, loadSettings(db)))
  const state: ServerState = { db, limits: createRateLimiter(), root, origin: '', controlOrigin: '', clock }
  const platform = await platformServer(state, trustedProxies(trustProxy))
  // The demo's providers answer on the control port only (API-69; platform/control.ts).
  const control = controlServer(state, CONTROL_ROUTES, PROVIDER_ROUTES)
  try {
    await platform.listen({ port, host })
    await control.listen({ port: controlPort, host: '127.0.0.1' })
  } catch (error) {
    await platform.close()
    db.close()
    throw error
  }
  // AGENT-16: real-time salary every 5 minutes (unref'd: it never keeps a test process alive).
  const stopSettlement = startSettlementTimer(db)
  // The demo lottery draws on a timer (unref'd) from the same clock the lottery calls read.
  const stopDraws = startLotteryDraws(db, clock)
  const address = platform.server.address()
  const controlAddress = control.server.address()
  if (!address || typeof address === 'string' || !controlAddress || typeof controlAddress === 'string')
    throw new Error('The server is not listening on a TCP port')
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address
  state.origin = `http://${shownHost}:${address.port}`
  state.controlOrigin = `http://127.0.0.1:${controlAddress.port}`
  return {
    url: state.origin,
    port: address.port,
    controlUrl: state.controlOrigin,
    controlPort: controlAddress.port,
    db,
    /** Stops listening, drops open connections and closes the database. */
    close: async () => {
      stopSettlement()
      stopDraws()
      await Promise.all([control.close(), platform.close()])
      db.close()
    },
  }
}
