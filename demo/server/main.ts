// Runs the demo server: `node demo/server/main.mjs` (PORT overrides 4173; the control page and API
// listen on CONTROL_PORT, default PORT + 1, on 127.0.0.1 only). The database lives in
// demo/data/lobbykit.db and is seeded the first time; POST /demo/api/reset (control port) seeds it again.
import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { startServer } from './platform/app'

const DEFAULT_PORT = 4173
const dataDir = fileURLToPath(new URL('../data/', import.meta.url))
mkdirSync(dataDir, { recursive: true })

const port = Number(process.env.PORT ?? DEFAULT_PORT)
const controlPort = Number(process.env.CONTROL_PORT ?? port + 1)
const server = await startServer({
  port,
  controlPort,
  host: '127.0.0.1',
  dbFile: `${dataDir}lobbykit.db`,
}).catch((error) => {
  if (error?.code !== 'EADDRINUSE') throw error
  console.error(
    `[lobbykit] port ${port} or ${controlPort} is already in use: stop the other server or set PORT / CONTROL_PORT`,
  )
  process.exit(1)
})
console.log(`lobbykit demo on ${server.url}`)
console.log(`demo control (this machine only) on ${server.controlUrl}/demo/control`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close().then(() => process.exit(0))
  })
}
