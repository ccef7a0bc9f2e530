// One reference server in a process of its own, for the browser runner: each lane's server then has
// a core's event loop to itself instead of sharing the runner's with Chromium's drivers. The parent
// passes the start options as JSON in argv[2]; this process answers `{ url, controlUrl }` once it
// listens, and closes when the parent says "close" or goes away.
import { startServer } from './server.mjs'

const server = await startServer(JSON.parse(process.argv[2] ?? '{}'))
process.send?.({ url: server.url, controlUrl: server.controlUrl })
const stop = async () => {
  await server.close()
  process.exit(0)
}
process.on('message', (message) => message === 'close' && void stop())
process.on('disconnect', () => void stop())
