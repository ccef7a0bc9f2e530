// The shape every API handler receives (documented here once; app.mjs builds it).

import type { IncomingMessage } from 'node:http'
import type { Database } from 'better-sqlite3'
import type { RateLimiter } from './rate-limit'

export interface RouteContext {
  req: IncomingMessage
  db: Database
  /** the settings as they were when the request arrived */
  settings: Record<string, any>
  query: URLSearchParams
  /** parsed JSON or form body ({} for GET) */
  body: Record<string, any>
  /** the caller (see client-ip.mjs) */
  ip: string
  /** this server's own origin, e.g. http://127.0.0.1:4173 */
  origin: string
  limits: RateLimiter
  /** the Authorization token, if any */
  token: string | null
  /** the session's member, for routes marked `token: true` */
  memberId: string | null
}

export type Reply = { status: number; body: unknown; headers?: Record<string, string> }
export type Route = {
  method: string
  path: string
  token?: boolean
  handler: (ctx: RouteContext) => Reply | Promise<Reply>
}

export {}
