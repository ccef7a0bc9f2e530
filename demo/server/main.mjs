// Runs the demo server: `node demo/server/main.mjs` (PORT overrides 4173). The database lives in
// demo/data/lobbykit.db and is seeded the first time; POST /demo/api/reset seeds it again.
import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { startServer } from './app.mjs'

const DEFAULT_PORT = 4173
const dataDir = fileURLToPath(new URL('../data/', import.meta.url))
mkdirSync(dataDir, { recursive: true })

const server = await startServer({
  port: Number(process.env.PORT ?? DEFAULT_PORT),
  host: '127.0.0.1',
  dbFile: `${dataDir}lobbykit.db`,
})
console.log(`lobbykit demo on ${server.url}`)

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => {
    server.close().then(() => process.exit(0))
  })
}
