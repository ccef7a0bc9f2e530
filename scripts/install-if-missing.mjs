// `npm start` on a fresh clone: installs the locked dependencies when
// node_modules is missing or older than package-lock.json, then lets the start script build and serve.
// Node built-ins only: nothing else is installed yet when this runs.
import { execSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'

const marker = 'node_modules/.package-lock.json'
const stale = !existsSync(marker) || statSync(marker).mtimeMs < statSync('package-lock.json').mtimeMs
if (stale) {
  console.log('[lobbykit] installing dependencies (npm ci) …')
  execSync('npm ci --no-audit --no-fund', { stdio: 'inherit' })
}
