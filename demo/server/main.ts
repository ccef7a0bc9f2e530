// Runs the reference platform: `npm run serve` (after a build: `npm start`). PORT overrides 4173; the
// control page and API listen on CONTROL_PORT (default PORT + 1) on 127.0.0.1 only. The database is
// DATABASE_FILE (default demo/data/lobbykit.db, ':memory:' for none), seeded the first time; POST
// /demo/api/reset on the control port seeds it again. Two servers started from one checkout (a test,
// a benchmark, a second demo) each name their own file, so none resets another's data.
// The operator's own configuration: SETTINGS_FILE (a JSON file of settings, e.g. {"allowedOrigins":
// ["https://www.example.com"]}) and ALLOWED_ORIGINS (comma-separated origins, over the file's list),
// laid over the seed at every start and reset (platform/operator-settings.ts; README "Operator set-up").
import { mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startServer } from './platform/app'
import { readOperatorSettings, type OperatorSettings } from './platform/operator-settings'
import { loadSettings } from './platform/settings'

const DEFAULT_PORT = 4173
const DEFAULT_DATABASE = fileURLToPath(new URL('../data/lobbykit.db', import.meta.url))

const port = Number(process.env.PORT ?? DEFAULT_PORT)
const controlPort = Number(process.env.CONTROL_PORT ?? port + 1)
const dbFile = process.env.DATABASE_FILE ? resolve(process.env.DATABASE_FILE) : DEFAULT_DATABASE
if (process.env.DATABASE_FILE !== ':memory:') mkdirSync(dirname(dbFile), { recursive: true })
let operatorSettings: OperatorSettings
try {
  operatorSettings = readOperatorSettings(process.env)
} catch (error) {
  console.error(`[lobbykit] ${(error as Error).message}`)
  process.exit(1)
}
const server = await startServer({
  operatorSettings,
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
const origins = loadSettings(server.db).allowedOrigins
console.log(
  origins.length
    ? `API answers CORS for: ${origins.join(', ')}`
    : 'API answers CORS for loopback origins only (set ALLOWED_ORIGINS or SETTINGS_FILE for your site)',
)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close().then(() => process.exit(0))
  })
}
