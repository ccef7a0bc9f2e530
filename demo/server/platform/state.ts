// What every part of the server shares for one running instance.
import type { Database } from 'better-sqlite3'
import type { RateLimiter } from './rate-limit'

export interface ServerState {
  db: Database
  limits: RateLimiter
  /** the folder the bundle (dist/) and the demo pages are served from */
  root: string
  /** this server's own origin, e.g. http://127.0.0.1:4173 (known once it listens) */
  origin: string
  controlOrigin: string
  clock: () => number
}
