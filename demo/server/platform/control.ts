// The demo control port (DESIGN demo/): the control page and its API (/demo/api/…, plain JSON, no
// envelope) on a second fastify instance bound to 127.0.0.1. It answers loopback Host headers only
// (no DNS rebinding), no other origin (no CORS), and JSON bodies only, so a cross-site form or a
// text/plain beacon is refused before anything runs.
// The demo's stand-in identity and phone providers (/demo/provider/…, API-69) answer here too, never
// on the platform port: the consent page the sign-in popup opens, its script and its call, and the
// phone provider's calls — which a page's script makes cross-origin like a vendor's API, so they
// alone answer CORS, to the origins the platform's API answers (platform/cors.ts) and its own.
import Fastify from 'fastify'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { providerPage } from '../social/provider-page'
import { corsHeaders, isAllowedOrigin } from './cors'
import { serveProvidersAt } from './provider-control'
import { loadSettings } from './settings'
import { CONTROL_SCRIPT, notFoundText, sendPage, sendScript } from './static'
import type { DemoRoute } from './demo-routes'
import type { ServerState } from './state'

/** Host headers the control port answers: loopback names only. */
const LOOPBACK_HOST = /^(127\.0\.0\.1|localhost|\[::1\])(:\d{1,5})?$/i

/** No Origin (a tool, a test, a top-level navigation) or the control page's own origin. */
function sameControlOrigin(state: ServerState, origin: string | undefined) {
  if (origin === undefined) return true
  try {
    const url = new URL(origin)
    return LOOPBACK_HOST.test(url.host) && url.port === new URL(state.controlOrigin).port
  } catch {
    return false
  }
}

function json(reply: FastifyReply, status: number, body: unknown) {
  return reply.code(status).header('Cache-Control', 'no-store').send(body)
}

/** The phone provider's calls: another origin may make them when the platform's API lets it. */
const PROVIDER_CALL = /^\/demo\/provider\/phone-auth\//

function providerCallOrigin(state: ServerState, request: FastifyRequest) {
  const origin = request.headers.origin
  if (!origin || !PROVIDER_CALL.test(request.url)) return false
  return origin === state.origin || isAllowedOrigin(origin, loadSettings(state.db).allowedOrigins)
}

export function controlServer(state: ServerState, routes: DemoRoute[], providers: DemoRoute[] = []) {
  const app = Fastify({ bodyLimit: 64 * 1024 })
  serveProvidersAt(state.db, state)

  app.addHook('onRequest', async (request, reply) => {
    if (!LOOPBACK_HOST.test(String(request.headers.host ?? '')))
      return json(reply, 421, { error: 'The demo control port answers loopback hosts only' })
    if (providerCallOrigin(state, request)) {
      const origin = request.headers.origin as string
      reply.headers(corsHeaders(origin, [origin], request.method === 'OPTIONS'))
      if (request.method === 'OPTIONS') return reply.code(204).send()
    } else if (!sameControlOrigin(state, request.headers.origin))
      return json(reply, 403, { error: 'The demo control API is not open to other origins' })
    const api = request.url.startsWith('/demo/api/') || request.url.startsWith('/demo/provider/')
    if (api && request.method !== 'GET' && request.method !== 'HEAD') {
      const type = String(request.headers['content-type'] ?? '').toLowerCase()
      if (!type.startsWith('application/json'))
        return json(reply, 415, { error: 'The demo control API takes application/json bodies only' })
    }
  })

  app.removeAllContentTypeParsers()
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
    if (String(text).trim() === '') return done(null, {})
    try {
      done(null, JSON.parse(String(text)))
    } catch {
      done(Object.assign(new Error('Malformed JSON body'), { statusCode: 400 }), undefined)
    }
  })

  for (const route of [...routes, ...providers])
    app.route({
      method: route.method,
      url: route.path,
      handler: async (request, reply) => {
        const url = request.url
        const answer = (await route.handler({
          db: state.db,
          limits: state.limits,
          body: (request.body ?? {}) as Record<string, unknown>,
          query: new URLSearchParams(url.slice(url.indexOf('?') + 1 || url.length)),
          params: Object.values(request.params as Record<string, string>),
        })) as { status: number; body: unknown }
        return json(reply, answer.status, answer.body)
      },
    })

  // LOGIN-33: the demo sign-in provider's consent page and its script (social/provider-page.ts).
  app.get('/demo/provider/*', async (request, reply) => {
    const page = providerPage(new URL(request.url, 'http://localhost'))
    if (!page) return json(reply, 404, { error: 'Unknown provider call' })
    return reply
      .code(page.status)
      .headers({ ...page.headers, 'Content-Type': page.type, 'Cache-Control': 'no-store' })
      .send(page.text)
  })
  app.get('/', async (_request, reply) => sendPage(reply, state.root, 'control.html'))
  app.get('/demo/control', async (_request, reply) => sendPage(reply, state.root, 'control.html'))
  app.get('/demo/control.css', async (_request, reply) =>
    sendScript(reply, state.root, 'control/control.css'),
  )
  app.get('/demo/:script', async (request, reply) => {
    const { script } = request.params as { script: string }
    return CONTROL_SCRIPT.test(script) ? sendScript(reply, state.root, script) : notFoundText(reply)
  })

  app.setNotFoundHandler(async (request, reply) =>
    request.url.startsWith('/demo/api/')
      ? json(reply, 404, { error: 'Unknown demo API call' })
      : notFoundText(reply),
  )
  app.setErrorHandler(async (error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500
    if (status === 500) request.log.error({ err: error }, 'demo control call failed')
    return json(reply, status, { error: status === 500 ? 'Unknown error' : error.message })
  })
  return app
}
