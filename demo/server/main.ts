// Runs the reference platform: `npm run serve` (after a build: `npm start`). PORT overrides 4173; the
// control page and API listen on CONTROL_PORT (default PORT + 1) on 127.0.0.1 only. The database is
// DATABASE_FILE (default demo/data/lobbykit.db, ':memory:' for none), seeded the first time; POST
// /demo/api/reset on the control port seeds it again. Two servers started from one checkout (a test,
// a benchmark, a second demo) each name their own file, so none resets another's data.
import { mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startServer } from './platform/app'

const DEFAULT_PORT = 4173
const DEFAULT_DATABASE = fileURLToPath(new URL('../data/lobbykit.db', import.meta.url))

const port = Number(process.env.PORT ?? DEFAULT_PORT)
const controlPort = Number(process.env.CONTROL_PORT ?? port + 1)
const dbFile = process.env.DATABASE_FILE ? resolve(process.env.DATABASE_FILE) : DEFAULT_DATABASE
if (process.env.DATABASE_FILE !== ':memory:') mkdirSync(dirname(dbFile), { recursive: true })
const server = await startServer({
  port,
  controlPort,
  host: '127.0.0.1',
  dbFile: process.env.DATABASE_FILE === ':memory:' ? ':memory:' : dbFile,
}).catch((error: NodeJS.ErrnoException) => {
  if (error.code !== 'EADDRINUSE') throw error
  console.error(
    `[lobbykit] port ${port} or ${controlPort} is already in use: stop the other server or set PORT / CONTROL_PORT`,
  )
  process.exit(1)
})
console.log(`lobbykit demo on ${server.url}`)
console.log(`demo control (this machine only) on ${server.controlUrl}/demo/control`)
console.log(`database: ${process.env.DATABASE_FILE === ':memory:' ? 'in memory' : dbFile}`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close().then(() => process.exit(0))
  })
}
