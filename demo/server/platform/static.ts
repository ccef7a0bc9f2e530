// Static files: the bundle under /dist (CORS: module import() is a CORS fetch), the demo pages
// under /demo, the standalone site for every other extension-less path, and /ping.txt for the
// speed tester. Paths are resolved inside their folder and nothing outside it is ever read.
import { readFile, stat } from 'node:fs/promises'
import { dirname, extname, join, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { IncomingMessage, ServerResponse } from 'node:http'

const CONTENT_TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
}

const PAGE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/

/** Where the descriptions the operator docs read live: this checkout's sources, not the served root. */
// (A path, not `new URL(…)`: under the widget tests' happy-dom, URL is the DOM's and not a file URL.)
const SOURCE_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..')

/**
 * Issue 11 item 15: every HTML page (the site, the demo pages, the control page) gets a
 * Content-Security-Policy without inline script (the demo pages' scripts are files), a
 * Referrer-Policy, and `frame-ancestors 'self'` (plus X-Frame-Options for the standalone site).
 * Styles may be inline (the widgets' shadow roots carry their own); games and mirrors frame or ping
 * other origins the operator configures, so frames, images and connections may be any https origin.
 */
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https: http://127.0.0.1:* http://localhost:*",
  "font-src 'self' data:",
  "connect-src 'self' https: http://127.0.0.1:* http://localhost:* http://*.localhost:*",
  "frame-src 'self' https: http://127.0.0.1:* http://localhost:*",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ')

/** SYS-9: the standalone site may load the brand's analytics script, once the visitor allows it. */
const ANALYTICS_ORIGIN = 'https://www.googletagmanager.com'

/** Security headers of an HTML page; `site`: the standalone site (not framed by other sites). */
export function pageHeaders(site = false) {
  const csp = site ? CSP.replace("script-src 'self'", `script-src 'self' ${ANALYTICS_ORIGIN}`) : CSP
  return {
    'Content-Security-Policy': `${csp}; frame-ancestors 'self'`,
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(site ? { 'X-Frame-Options': 'SAMEORIGIN' } : {}),
  }
}

const FALLBACK_INDEX = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>lobbykit demo</title></head>
<body>
<h1>lobbykit demo</h1>
<ul>
<li><a href="/demo/cms.html">An operator's CMS page with widgets</a></li>
<li><a href="/demo/affiliate.html?referralCode=AGENT2025">An affiliate's landing page with the registration widget</a></li>
</ul>
<p>Accounts: <code>demo</code> / <code>Demo1234!</code> (member), <code>agent</code> / <code>Agent1234!</code> (agent).</p>
</body>
</html>
`

/**
 * Writes a file or static body.
 */
function send(
  res: ServerResponse,
  status: number,
  body: string | Buffer,
  type: string,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, {
    'Content-Type': type,
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  })
  res.end(res.req.method === 'HEAD' ? undefined : body)
}

/**
 * Plain-text 404.
 */
export function sendNotFound(res: ServerResponse, headers: Record<string, string>) {
  send(res, 404, 'Not found\n', 'text/plain; charset=utf-8', headers)
}

/**
 * The file `relative` inside `folder`, or null when it is missing, a folder, or outside.
 *
 * @param relative  URL path below the folder, still percent-encoded
 */
async function readInside(folder: string, relative: string) {
  let decoded
  try {
    decoded = decodeURIComponent(relative)
  } catch {
    return null
  }
  if (decoded.includes('\0')) return null
  const base = resolve(folder)
  const file = resolve(join(base, decoded))
  if (!file.startsWith(base + sep)) return null
  try {
    if (!(await stat(file)).isFile()) return null
    return { file, body: await readFile(file) }
  } catch {
    return null
  }
}

/**
 * Serves the file and answers true, or answers false when there is none.
 */
async function serveFile(
  res: ServerResponse,
  folder: string,
  relative: string,
  headers: Record<string, string>,
  transform = (b: Buffer) => b,
) {
  const found = await readInside(folder, relative)
  if (!found) return false
  const type = CONTENT_TYPES[extname(found.file).toLowerCase() as keyof typeof CONTENT_TYPES]
  found.body = transform(found.body)
  const compressed = compress(res.req, found.body, type)
  if (compressed) {
    send(res, 200, compressed.body, type ?? 'application/octet-stream', {
      ...headers,
      'Content-Encoding': compressed.encoding,
      Vary: 'Accept-Encoding',
    })
  } else {
    send(res, 200, found.body, type ?? 'application/octet-stream', headers)
  }
  return true
}

/**
 * Text files compressed as the browser accepts (brotli, else gzip), as a CDN would serve the bundle.
 */
export function compress(req: IncomingMessage, body: Buffer, type: string | undefined) {
  if (!type || !/^(text\/|application\/json|image\/svg)/.test(type) || body.length < 1024) return null
  const accepted = String(req.headers['accept-encoding'] ?? '')
  if (/\bbr\b/.test(accepted))
    return {
      encoding: 'br',
      body: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    }
  if (/\bgzip\b/.test(accepted)) return { encoding: 'gzip', body: gzipSync(body) }
  return null
}

/**
 * Handles the static paths; answers false when `pathname` is not one of them.
 *
 *
 *
 * @param root  the repository root
 * @param [partsFor]  the site page's extra <head> and
 *   its first view (in <lobbykit-site>, until the element renders) for a route, from the server's data
 */
export async function serveStatic(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  root: string,
  partsFor: (path: string) => { head: string; boot: string } = () => ({ head: '', boot: '' }),
) {
  if (pathname === '/ping.txt') {
    send(res, 200, 'pong', 'text/plain; charset=utf-8', { 'Access-Control-Allow-Origin': '*' })
    return true
  }
  if (pathname.startsWith('/dist/')) {
    const cors = { 'Access-Control-Allow-Origin': '*' }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...cors,
        'Access-Control-Allow-Methods': 'GET,HEAD',
        'Access-Control-Max-Age': '600',
      })
      res.end()
      return true
    }
    if (!(await serveFile(res, join(root, 'dist'), pathname.slice('/dist/'.length), cors)))
      sendNotFound(res, cors)
    return true
  }
  if (pathname === '/docs' || pathname.startsWith('/docs/')) {
    await serveDocs(res, pathname, root)
    return true
  }
  if (pathname === '/dist' || pathname === '/demo') {
    sendNotFound(res)
    return true
  }
  if (pathname.startsWith('/demo/')) {
    const file = pathname.slice('/demo/'.length)
    // A demo page's script (CSP: no inline scripts, issue 11 item 15) or the page itself.
    const script = /^([A-Za-z0-9][A-Za-z0-9_-]*)\.js$/.exec(file)
    const name = file.replace(/\.html$/, '')
    const served = script
      ? await serveFile(res, join(root, 'demo', 'pages'), file)
      : PAGE_NAME.test(name) &&
        (await serveFile(res, join(root, 'demo', 'pages'), `${name}.html`, pageHeaders()))
    if (!served) sendNotFound(res)
    return true
  }
  // `/index.html` is a route of the site (spec §2 ROUTE-1), not a file.
  if (/^\/(wps|lgw)(\/|$)/.test(pathname) || (extname(pathname) !== '' && pathname !== '/index.html'))
    return false
  // Every route of the standalone site (spec §2) is the same page; its router takes over. The page
  // names the module graph of its route up front (issue 18: dist/preload.json, written by the build).
  const preload = await readInside(join(root, 'dist'), 'preload.json')
  const lists = preload ? JSON.parse(preload.body.toString('utf8')) : { site: [] }
  const files = [...lists.site, ...(pathname === '/' || pathname === '/index.html' ? (lists['/'] ?? []) : [])]
  // The loader turns this list into <link rel=modulepreload> once it runs, after the first paint: the
  // page's first paint waits for no script request (issue 18), the graph still loads in one round.
  const links = `<script type="application/json" id="lobbykit-preload">${JSON.stringify(files)}</script>`
  const parts = partsFor(pathname === '/index.html' ? '/' : pathname)
  const head = [links, parts.head].filter(Boolean).join('\n    ')
  const withLinks = (body: Buffer) =>
    Buffer.from(
      body
        .toString('utf8')
        .replace('</head>', `  ${head}\n  </head>`)
        .replace('<!-- lobbykit:boot -->', parts.boot),
    )
  if (!(await serveFile(res, join(root, 'demo', 'pages'), 'site.html', pageHeaders(true), withLinks))) {
    send(res, 200, FALLBACK_INDEX, 'text/html; charset=utf-8', pageHeaders(true))
  }
  return true
}

/**
 * Issue 17: the operator docs. `/docs/descriptions.json` is the events and commands as described
 * (core/events.json, loader/commands.json; the elements come from dist/custom-elements.json); every
 * other path below /docs (the theming section `/docs/theme`, the live site example's routes) is the
 * docs page, demo/pages/docs.html, whose script docs.js builds it from those descriptions.
 */
async function serveDocs(res: ServerResponse, pathname: string, root: string) {
  if (pathname === '/docs/descriptions.json') {
    const read = async (file: string) => JSON.parse(await readFile(join(SOURCE_ROOT, file), 'utf8'))
    const body = JSON.stringify({
      events: await read('core/events.json'),
      commands: await read('loader/commands.json'),
    })
    send(res, 200, body, CONTENT_TYPES['.json'])
    return
  }
  if (
    extname(pathname) !== '' ||
    !(await serveFile(res, join(root, 'demo', 'pages'), 'docs.html', pageHeaders()))
  )
    sendNotFound(res)
}
