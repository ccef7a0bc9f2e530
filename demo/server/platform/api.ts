// The platform API (/wps, /lgw, /lotto; api.md) as one fastify plugin. Every area's routes are
// registered here, and every rule that holds for all of them is checked here once, in this order:
//   onRequest   CORS; the required headers (api.md "Every request carries"); maintenance and the
//               region block on the calls they close (SYS-11/12, C-8): sign-in, registration, game
//               launch, and every route that declares a money kind; the token (SESSION_EXPIRED);
//               the forced password change (LOGIN-29); trial accounts on realOnly routes (ROLE-8).
//               All before a byte of the body is read, so 20 MB without a token costs nothing.
//   parsing     JSON (or a form post) up to the route's body limit; an empty body is {}.
//   validation  the route's body schema (TypeBox): a mismatch is BAD_REQUEST naming the field.
//   handler     a money route first passes the rule gate (ledger/gate.ts: its member, request key,
//               exclusion, limits, wagering requirements, VIP limits); then the area's handler with
//               its RouteContext; its Reply is written as the envelope.
// Framework failures (body too large, bad JSON) answer the envelope through one error handler.
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify'
import { Compile } from 'typebox/compile'
import type { TSchema } from 'typebox'
import { gate } from '../ledger/gate'
import { corsHeaders } from './cors'
import { MESSAGES, badRequest, fail, notFound, sessionExpired, tooManyRequests } from './envelope'
import { NEED_REAL_ACCOUNT, TRIAL_TYPE, findMemberById } from './members'
import { readSession, readToken } from './sessions'
import { loadSettings, type Settings } from './settings'
import type { JsonBody, Reply, Route, RouteContext } from './context'
import type { ServerState } from './state'

/** Bytes a body may have unless its route says more. */
export const MAX_BODY_BYTES = 64 * 1024

/** Headers every platform call must carry (api.md "Every request carries"). */
const REQUIRED_HEADERS = ['merchant', 'device', 'modid'] as const
const HEADER_NAMES: Record<(typeof REQUIRED_HEADERS)[number], string> = {
  merchant: 'Merchant',
  device: 'Device',
  modid: 'modID',
}

/**
 * The calls without a money kind that maintenance and the region block close too (SYS-11/12):
 * sign-in, registration, game launch, the payment pages and the wallets. Every money route is closed
 * by its declared kind (`closedWhenDown`).
 */
const CLOSED_WHEN_DOWN =
  /^\/wps\/(session\/(login(\/freeplay)?|social-login|device\/verify)|member\/register(\/mobile)?|game\/launchGame|relay\/(GCS_gameLaunchFB|PAY_\w+)|v2\/wallets\/\w+)$/

/** Whether maintenance and the region block close a route (SYS-11/12). */
export const closedWhenDown = (route: Route) => Boolean(route.money) || CLOSED_WHEN_DOWN.test(route.path)

/** The calls a "must change password" session may make (LOGIN-29). */
const MUST_CHANGE_ALLOWED = new Set(['POST /wps/member/password', 'DELETE /wps/session/logout'])

export const API_PREFIXES = ['/wps', '/lgw', '/lotto'] as const

declare module 'fastify' {
  interface FastifyRequest {
    /** the settings as they were when the request arrived */
    settings: Settings
    /** the session's member once onRequest has checked the token */
    memberId: string | null
    token: string | null
  }
  interface FastifyContextConfig {
    /** the area's route, for the API plugin's hooks */
    apiRoute?: Route
  }
}

/** The caller's address without the IPv4-mapped prefix. */
export function callerIp(request: FastifyRequest) {
  return request.ip.replace(/^::ffff:/, '')
}

/** Writes an area's reply (or a platform refusal) as the envelope with its status and headers. */
function send(reply: FastifyReply, answer: Reply) {
  reply.code(answer.status).header('Cache-Control', 'no-store')
  if (answer.headers) reply.headers(answer.headers)
  return reply.send(answer.body)
}

/**
 * A refusal sent before the body was read: with a body still on its way the connection closes
 * after the answer, so an unread upload is dropped rather than drained.
 */
function refuse(request: FastifyRequest, reply: FastifyReply, answer: Reply) {
  const pending =
    Number(request.headers['content-length'] ?? 0) > 0 || Boolean(request.headers['transfer-encoding'])
  if (pending) reply.header('Connection', 'close')
  return send(reply, answer)
}

function passwordChangeRequired() {
  return fail('PASSWORD_CHANGE_REQUIRED', 'Please change your password first', {
    status: 403,
    value: { mustChangePassword: true },
  })
}

const validators = new WeakMap<TSchema, ReturnType<typeof Compile>>()

/** Fastify's validator for a route schema: TypeBox compiled once, the first error naming its field. */
function typeboxValidator({ schema }: { schema: TSchema }) {
  let validator = validators.get(schema)
  if (!validator) validators.set(schema, (validator = Compile(schema)))
  const check = validator
  return (value: unknown) => {
    if (check.Check(value)) return { value }
    const [first] = check.Errors(value)
    const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body'
    return { error: new Error(`${field} ${first?.message ?? 'is not valid'}`) }
  }
}

/** The body parser: JSON objects, and form posts (the e-mail reset link's form); '' is {}. */
function parseBody(type: string | undefined, text: string): JsonBody {
  if (text.trim() === '') return {}
  if (
    String(type ?? '')
      .toLowerCase()
      .startsWith('application/x-www-form-urlencoded')
  )
    return Object.fromEntries(new URLSearchParams(text))
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw Object.assign(new Error('Malformed JSON body'), { statusCode: 400 })
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    throw Object.assign(new Error('The JSON body must be an object'), { statusCode: 400 })
  return parsed as JsonBody
}

/** The envelope for what fastify itself refuses: body too large, bad JSON, a schema mismatch. */
export function frameworkFailure(
  error: { statusCode?: number; code?: string; message: string; validation?: unknown; retryAfterMs?: number },
  limit: number,
) {
  if (error.validation) return badRequest(error.message)
  if (error.statusCode === 429) return tooManyRequests(error.retryAfterMs)
  if (error.statusCode === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return fail('PAYLOAD_TOO_LARGE', `Request body is larger than ${Math.round(limit / 1024)} KB`, {
      status: 413,
    })
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
    return fail('BAD_REQUEST', error.message, { status: error.statusCode })
  return fail('SERVER_ERROR', MESSAGES.SERVER_ERROR, { status: 500 })
}

/**
 * The API plugin: registers `routes` with their hooks, answers 404 for an unknown API path and
 * 405 for a known path with another method, and answers CORS preflights.
 */
export function apiPlugin(state: ServerState, routes: Route[], ceiling: onRequestHookHandler) {
  return async function api(app: FastifyInstance) {
    const methodsByPath = new Map<string, Set<string>>()
    for (const route of routes) {
      const methods = methodsByPath.get(route.path) ?? new Set<string>()
      if (methods.has(route.method)) continue // the first declaration of a method and path answers it
      methods.add(route.method)
      methodsByPath.set(route.path, methods)
    }

    app.decorateRequest('settings', null as unknown as Settings)
    app.decorateRequest('memberId', null)
    app.decorateRequest('token', null)
    app.removeAllContentTypeParsers()
    app.addContentTypeParser('*', { parseAs: 'string' }, (request, text, done) => {
      try {
        done(null, parseBody(request.headers['content-type'], String(text)))
      } catch (error) {
        done(error as Error, undefined)
      }
    })
    app.setValidatorCompiler(typeboxValidator)

    app.addHook('onRequest', async (request, reply) => {
      request.settings = loadSettings(state.db)
      const { origin } = request.headers
      reply.headers(corsHeaders(origin, request.settings.allowedOrigins, request.method === 'OPTIONS'))
    })
    app.addHook('onRequest', ceiling)
    app.addHook('onRequest', async (request, reply) => {
      const settings = request.settings
      const route = request.routeOptions.config.apiRoute
      if (!route) return
      const missing = REQUIRED_HEADERS.find((name) => !String(request.headers[name] ?? '').trim())
      if (missing)
        return refuse(request, reply, badRequest(`Missing required header ${HEADER_NAMES[missing]}`))
      if ((settings.maintenance || settings.regionRestriction) && closedWhenDown(route))
        return refuse(
          request,
          reply,
          settings.maintenance
            ? fail('MAINTENANCE', 'The site is under maintenance', { status: 503 })
            : fail('REGION_RESTRICTED', 'The site is not available in your region', { status: 403 }),
        )
      const token = readToken(request.raw)
      request.token = token
      if (!route.token) return
      const session = readSession(state.db, token, settings.tokenTtlMinutes)
      if (!session) return refuse(request, reply, sessionExpired())
      if (session.mustChange && !MUST_CHANGE_ALLOWED.has(`${route.method} ${route.path}`))
        return refuse(request, reply, passwordChangeRequired())
      if (route.realOnly && findMemberById(state.db, session.memberId)?.type === TRIAL_TYPE)
        return refuse(request, reply, fail('NEED_REAL_ACCOUNT', NEED_REAL_ACCOUNT))
      request.memberId = session.memberId
    })

    // A route with a schema sees {} for a request without a body, as its handler always has.
    app.addHook('preValidation', async (request) => {
      if (request.body === undefined || request.body === null) request.body = {}
    })

    app.setErrorHandler(
      (
        error: Error & { statusCode?: number; code?: string; validation?: unknown; retryAfterMs?: number },
        request,
        reply,
      ) => {
        const limit = request.routeOptions.config.apiRoute?.maxBodyBytes ?? MAX_BODY_BYTES
        const answer = frameworkFailure(error, limit)
        if (answer.status === 500) request.log.error({ err: error }, 'API handler failed')
        return send(reply, answer)
      },
    )

    for (const [path, methods] of methodsByPath) {
      for (const method of methods) {
        const route = routes.find((r) => r.path === path && r.method === method) as Route
        app.route({
          method,
          url: path,
          bodyLimit: route.maxBodyBytes ?? MAX_BODY_BYTES,
          config: { apiRoute: route },
          ...(route.schema?.body && { schema: { body: route.schema.body } }),
          handler: async (request, reply) => {
            const ctx: RouteContext = {
              req: request.raw,
              db: state.db,
              settings: request.settings,
              query: new URLSearchParams(
                request.url.slice(request.url.indexOf('?') + 1 || request.url.length),
              ),
              body: (request.body ?? {}) as JsonBody,
              ip: callerIp(request),
              origin: state.origin,
              limits: state.limits,
              token: request.token,
              memberId: request.memberId,
              now: state.clock(),
            }
            const money = route.money
            return send(
              reply,
              await (money ? gate(ctx, { ...route, money }, route.handler) : route.handler(ctx)),
            )
          },
        })
      }
      // 405 for the other methods of a known path (CORS preflights are answered below).
      const others = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'].filter((m) => !methods.has(m))
      if (others.length)
        app.route({
          method: others as ('GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH')[],
          url: path,
          exposeHeadRoute: false,
          handler: async (request, reply) =>
            refuse(
              request,
              reply,
              fail('METHOD_NOT_ALLOWED', `${request.method} is not allowed here`, { status: 405 }),
            ),
        })
    }

    for (const prefix of API_PREFIXES) {
      // CORS preflight for every API path: the headers were set by onRequest.
      app.options(`${prefix}/*`, async (_request, reply) => reply.code(204).send())
      app.options(prefix, async (_request, reply) => reply.code(204).send())
      for (const url of [`${prefix}/*`, prefix])
        app.route({
          method: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH'],
          url,
          exposeHeadRoute: false,
          handler: async (request, reply) => refuse(request, reply, notFound()),
        })
    }
  }
}
