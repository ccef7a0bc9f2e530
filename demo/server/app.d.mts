// Types for app.mjs, so TypeScript tests can import the server.
import type { Database } from 'better-sqlite3'

export interface StartOptions {
  /** 0 (default) picks a free port. */
  port?: number
  host?: string
  /** A file path, or ':memory:' (default). */
  dbFile?: string
  /** Repository root: /dist and /demo/pages are read below it. */
  root?: string
}

export interface RunningServer {
  /** e.g. http://127.0.0.1:4173 */
  url: string
  port: number
  db: Database
  close(): Promise<void>
}

export function startServer(options?: StartOptions): Promise<RunningServer>
