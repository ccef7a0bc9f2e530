// Shared pieces of the browser tests (DESIGN tests/browser): the reference server on port 0, a
// second loopback origin serving tests/browser/fixtures (the "operator's page" on another origin),
// one Chromium, and per-page watchers for console errors, page errors and requests by path.
import { existsSync } from 'node:fs'
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { dirname, extname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { fork } from 'node:child_process'

export const ROOT = fileURLToPath(new URL('../..', import.meta.url))
export const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url))
export const RESULTS = join(ROOT, 'test-results')

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** The headers every platform call carries (api.md). */
export const API_HEADERS = { Merchant: 'lobbykit', Device: 'web', Language: 'EN' }

/** Demo accounts (DESIGN demo/: a contract). */
export const DEMO = { username: 'demo', password: 'Demo1234!', mobile: '3001234567' }
export const EXPIRED = { username: 'expired', password: 'Expired1234!' }

/** Launches Debian's Chromium headless, loopback only. */
export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  })
}

/**
 * Copies what the server serves statically (dist/, demo/pages/) to a temporary root, so a rebuild
 * running beside the tests cannot pull files from under a page. Retries while dist/ is mid-build
 * (a manifest entry missing). Answers the root and a function removing it.
 */
export async function snapshotRoot() {
  const root = await mkdtemp(join(tmpdir(), 'lobbykit-browser-'))
  for (let attempt = 0; ; attempt++) {
    await rm(join(root, 'dist'), { recursive: true, force: true })
    await cp(join(ROOT, 'demo', 'pages'), join(root, 'demo', 'pages'), { recursive: true })
    try {
      await cp(join(ROOT, 'dist'), join(root, 'dist'), { recursive: true })
      const manifest = JSON.parse(await readFile(join(root, 'dist', 'manifest.json'), 'utf8'))
      const files = [manifest.runtime, ...Object.values(manifest.tags)]
      // The loader inlines the manifest: it must name the same files the copy holds (a tag's entry
      // by its hash: build.mjs loaderManifest).
      const loader = await readFile(join(root, 'dist', 'loader.js'), 'utf8')
      const named = (/** @type {string} */ f) => loader.includes(f.replace(/^.*-([A-Z0-9]+)\.js$/, '$1'))
      if (
        files.every((f) => named(f) && existsSync(join(root, 'dist', f))) &&
        (await importsResolve(join(root, 'dist')))
      )
        break
    } catch {
      // dist/ changed while it was copied
    }
    if (attempt === 20)
      throw new Error('dist/ is incomplete (a build running?): could not take a consistent copy')
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return { root, remove: () => rm(root, { recursive: true, force: true }) }
}

/** Whether every relative `./x.js` a bundle file imports exists in the copy. */
async function importsResolve(dist) {
  const files = (await readdir(dist, { recursive: true })).filter((f) => f.endsWith('.js'))
  for (const file of files) {
    const text = await readFile(join(dist, file), 'utf8')
    for (const [, spec] of text.matchAll(/["'`](\.\.?\/[^"'`]+\.js)["'`]/g)) {
      if (!existsSync(join(dist, dirname(file), spec))) return false
    }
  }
  return true
}

/** The reference server (in-memory database) on a free loopback port, serving files from `root`. */
export async function startDemoServer(root = ROOT) {
  // scrypt at 2^14 instead of 2^17 (demo/server/passwords.mjs): the browser suite stays fast.
  const child = fork(
    join(ROOT, 'scripts', 'server-process.mjs'),
    [JSON.stringify({ port: 0, dbFile: ':memory:', root })],
    {
      env: { ...process.env, LOBBYKIT_SCRYPT_LOG2N: process.env.LOBBYKIT_SCRYPT_LOG2N ?? '14' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  )
  /** @type {{ url: string, controlUrl: string }} */
  const started = await new Promise((resolve, reject) => {
    child.once('message', resolve)
    child.once('exit', (code) =>
      reject(new Error(`the reference server exited (${code}) before it listened`)),
    )
  })
  CONTROL_URLS.set(started.url, started.controlUrl)
  return {
    ...started,
    close: () =>
      new Promise((resolve) => {
        child.once('exit', resolve)
        child.send('close')
      }),
  }
}

/** The control port's URL of each platform URL started here. */
const CONTROL_URLS = new Map()

/** The demo control API's base URL for a platform URL. @param {string} base */
export function controlUrlOf(base) {
  return CONTROL_URLS.get(base) ?? base
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
}

let reactHost
/**
 * The host frameworks' code the fixture pages load (host-frameworks.browser.mjs): the React 19 app
 * bundled once with React itself (not the bundle's preact alias), and Vue's ESM browser build.
 */
const HOST_APPS = {
  'react-host.js': () =>
    (reactHost ??= import('esbuild')
      .then((esbuild) =>
        esbuild.build({
          entryPoints: [join(FIXTURES, 'react-host.jsx')],
          bundle: true,
          write: false,
          format: 'esm',
          jsx: 'automatic',
          minify: true,
          define: { 'process.env.NODE_ENV': '"production"' },
          logLevel: 'silent',
        }),
      )
      .then((result) => result.outputFiles[0].text)),
  'vue.js': () => readFile(join(ROOT, 'node_modules/vue/dist/vue.esm-browser.prod.js'), 'utf8'),
}

/**
 * A tiny static server for tests/browser/fixtures on its own loopback port (another origin than
 * the API). `{{API}}` in a fixture is replaced by `apiUrl`, `{{API_ALT}}` by the same server named
 * `localhost` (another base URL for the same files); every request's path is recorded. A page asked
 * with `?csp=no-inline-style` comes with a Content-Security-Policy that allows no inline style.
 * @param {string} apiUrl
 */
export async function startFixtureServer(apiUrl) {
  /** @type {string[]} */
  const hits = []
  const server = createServer(async (req, res) => {
    const asked = new URL(req.url ?? '/', 'http://x')
    const path = asked.pathname
    const policy =
      asked.searchParams.get('csp') === 'no-inline-style'
        ? { 'Content-Security-Policy': `style-src 'self' ${apiUrl}` }
        : {}
    hits.push(`${req.method} ${path}`)
    const name = path.replace(/^\/+/, '')
    if (Object.hasOwn(HOST_APPS, name)) {
      res.writeHead(200, { 'Content-Type': TYPES['.js'], 'Cache-Control': 'no-store' })
      return res.end(await HOST_APPS[name]())
    }
    if (!/^[A-Za-z0-9][A-Za-z0-9_-]*\.(html|js|css)$/.test(name)) {
      res.writeHead(404, { 'Content-Type': 'text/plain' })
      return res.end('Not found\n')
    }
    try {
      const text = (await readFile(join(FIXTURES, name), 'utf8'))
        .replaceAll('{{API}}', apiUrl)
        .replaceAll('{{API_ALT}}', apiUrl.replace('127.0.0.1', 'localhost'))
      res.writeHead(200, { 'Content-Type': TYPES[extname(name)], 'Cache-Control': 'no-store', ...policy })
      res.end(text)
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain' })
      res.end('Not found\n')
    }
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)))
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address())
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve(undefined))
        server.closeAllConnections()
      }),
  }
}

/**
 * Watches a page: console errors and page errors (favicon 404s ignored), and every request by
 * URL path (preflights counted apart as `OPTIONS <path>`).
 * @param {import('playwright-core').Page} page
 */
export function watchPage(page) {
  /** @type {string[]} */
  const errors = []
  /** @type {Map<string, number>} */
  const requests = new Map()
  /** @type {string[]} */
  const urls = []
  /** @type {string[]} */
  const warnings = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
    if (message.type() !== 'error') return
    const where = message.location()?.url ?? ''
    if (/\/favicon\.ico(\?|$)/.test(where)) return
    errors.push(`console.error: ${message.text()}${where ? ` (${where})` : ''}`)
  })
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.stack || error.message}`))
  page.on('request', (request) => {
    const url = new URL(request.url())
    urls.push(request.url())
    const key = request.method() === 'OPTIONS' ? `OPTIONS ${url.pathname}` : url.pathname
    requests.set(key, (requests.get(key) ?? 0) + 1)
  })
  return {
    errors,
    warnings,
    requests,
    urls,
    /** How many (non-preflight) requests went to `path`. */
    count: (path) => requests.get(path) ?? 0,
  }
}

/** Calls the demo control API of `base` (on its own port); answers the parsed JSON. */
export async function demoApi(base, method, path, body) {
  const response = await fetch(controlUrlOf(base) + path, {
    method,
    headers: method === 'GET' ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = await response.json()
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`)
  return json
}

/** Calls a platform API path from Node with the api.md headers; answers the envelope. */
export async function platformApi(base, path, { body, modId = 'COMM3', token } = {}) {
  const headers = { ...API_HEADERS, modID: modId }
  if (token) headers.Authorization = token
  if (body !== undefined) headers['Content-Type'] = 'application/json;charset=UTF-8'
  const response = await fetch(base + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return response.json()
}

/** The name lobbykit stores `key` under on the demo pages (merchant `lobbykit`; C-6). */
export const stored = (/** @type {string} */ key) => `lobbykit:lobbykit:${key}`

/**
 * A one-time exchange code for a member's session: what a link's `?token=` carries (C-5). Works once, within 60 s.
 * @param {string} base @param {string} token
 */
export async function linkCode(base, token) {
  const answer = await platformApi(base, '/wps/session/exchange', { token, body: {} })
  if (!answer.success) throw new Error(`no exchange code: ${answer.errorCode}`)
  return answer.value.code
}

/**
 * Opens `url` + `?token=<one-time code>` for the session `token` (SYS-17, C-5) and, once the page
 * holds a session of its own, ends `token`'s, so the member has one session as before the codes;
 * answers the page's token.
 * @param {import('playwright-core').Page} page @param {string} base @param {string} url @param {string} token
 */
export async function gotoLoggedIn(page, base, url, token) {
  // The session the page holds already (a login earlier in the test): the code's own must replace it
  // before the minting session ends, since the code dies with it (MENU-20).
  const before = await page
    .evaluate(() => sessionStorage.getItem('lobbykit:lobbykit:token'))
    .catch(() => null)
  await page.goto(`${url}${url.includes('?') ? '&' : '?'}token=${await linkCode(base, token)}`)
  const own = await page.waitForFunction(
    (previous) => {
      const now = sessionStorage.getItem('lobbykit:lobbykit:token')
      return now && now !== previous ? now : null
    },
    before,
    { timeout: 8000 },
  )
  await fetch(`${base}/wps/session/logout`, {
    method: 'DELETE',
    headers: { ...API_HEADERS, modID: 'COMM3', Authorization: token },
  })
  return /** @type {string} */ (await own.jsonValue())
}

/** Polls `fn` until it answers truthy; throws `message` after `timeout` ms. */
export async function waitUntil(fn, message, { timeout = 5000, interval = 50 } = {}) {
  const end = Date.now() + timeout
  let last
  for (;;) {
    try {
      last = await fn()
      if (last) return last
    } catch (error) {
      last = error
    }
    if (Date.now() > end)
      throw new Error(
        `timed out after ${timeout} ms: ${message}${last instanceof Error ? ` (${last.message})` : ''}`,
      )
    await new Promise((resolve) => setTimeout(resolve, interval))
  }
}

/** The tag name of the focused element, however deep in nested shadow roots it sits ('' for none). */
export function focusedTag(page) {
  return page.evaluate(() => {
    let active = document.activeElement
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
    return active && active !== document.body ? active.tagName : ''
  })
}
