// What every API route declares and what its handler receives. The API plugin (platform/api.ts)
// registers each route with fastify, validates its body against `schema` (a bad body is answered
// with the envelope's BAD_REQUEST before the handler runs), checks the token, the forced password
// change, maintenance and the region before a byte of the body is read, and refuses trial
// accounts on `realOnly` routes (ROLE-8). A route that moves money declares its `money` kind (with
// its `amount` field and, without a session, its `member` resolver): the rule gate (ledger/gate.ts)
// runs before its handler.
import type { IncomingMessage } from 'node:http'
import type { Database } from 'better-sqlite3'
import type { Static, TSchema } from 'typebox'
import type { RateLimiter } from './rate-limit'
import type { Settings } from './settings'

/** A parsed JSON (or form) body before a schema has said more about it. */
export type JsonBody = Record<string, unknown>

export interface RouteContext<Body = JsonBody> {
  req: IncomingMessage
  db: Database
  /** the settings as they were when the request arrived */
  settings: Settings
  query: URLSearchParams
  /** the body as the route's schema describes it ({} for GET) */
  body: Body
  /** the caller: the socket's address, or the forwarded one from a trusted proxy (TRUST_PROXY) */
  ip: string
  /** this server's own origin, e.g. http://127.0.0.1:4173 */
  origin: string
  limits: RateLimiter
  /** the Authorization token, if any */
  token: string | null
  /** the session's member, for routes marked `token: true` */
  memberId: string | null
  /** the server's clock (tests move it) */
  now: number
}

/** A context whose session is known to exist (routes marked `token: true`). */
export type MemberContext<Body = JsonBody> = RouteContext<Body> & { memberId: string }

export type Reply = { status: number; body: unknown; headers?: Record<string, string> }

export interface RouteSchema {
  body?: TSchema
}

type BodyOf<S extends RouteSchema> = S extends { body: infer B extends TSchema } ? Static<B> : JsonBody

/**
 * What a money route is (C-13): the rule gate (ledger/gate.ts) applies each kind's rules before the
 * handler. `wager` a stake; `deposit` money asked in from outside; `withdraw` money paid out;
 * `transfer` money to another member (upline, downline); `wallet` money between the member's own
 * wallets; `bonus` a claim the operator pays; `convert` points into money or goods; `agent-payout`
 * an agent's salary or dividend; `account` an account opened that money can reach.
 */
export const MONEY_KINDS = [
  'wager',
  'deposit',
  'withdraw',
  'transfer',
  'wallet',
  'bonus',
  'convert',
  'agent-payout',
  'account',
] as const
export type MoneyKind = (typeof MONEY_KINDS)[number]

export interface Route<S extends RouteSchema = RouteSchema, Token extends boolean = boolean> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
  /** needs a session (401 SESSION_EXPIRED without one, before the body is read) */
  token?: Token
  /** trial (free-play) sessions are refused with NEED_REAL_ACCOUNT (ROLE-8) */
  realOnly?: boolean
  /** the body's size limit in bytes (64 KB unless said) */
  maxBodyBytes?: number
  schema?: S
  /** a route that moves money says what it is; the rule gate checks that kind's rules first */
  money?: MoneyKind
  /** the body field holding a money route's amount (stake), for the limits the gate checks */
  amount?: string
  /**
   * The member a money route acts for when it has no session token (the lottery's launch ticket):
   * the member's id, or the refusal to answer. A `token: true` route's member is its session's.
   */
  member?: (ctx: RouteContext) => { memberId: string } | { refusal: Reply }
  /** with `token: true` the context's memberId is the session's member */
  handler: (
    ctx: Token extends true ? MemberContext<BodyOf<S>> : RouteContext<BodyOf<S>>,
  ) => Reply | Promise<Reply>
}

/** Declares one route; the schema types the handler's body. */
export function route<S extends RouteSchema = RouteSchema, Token extends boolean = false>(
  definition: Route<S, Token>,
): Route {
  return definition as unknown as Route
}
