// Types for app.mjs, so TypeScript tests can import the server.
import type { Database } from 'better-sqlite3'

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

export function startServer(options?: StartOptions): Promise<RunningServer>
