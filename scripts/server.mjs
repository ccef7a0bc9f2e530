// The reference server for the project's node scripts (browser tests, benchmarks): its TypeScript
// sources run through tsx's loader, as `npm start` runs them.
import { register } from 'tsx/esm/api'

register()
/** @type {typeof import('../demo/server/platform/app.ts')} */
const server = await import('../demo/server/platform/app.ts')
export const startServer = server.startServer
