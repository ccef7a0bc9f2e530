// The site's files as one fastify plugin: the bundle under /dist (@fastify/static; CORS, since a
// module import() is a CORS fetch), the demo pages under /demo, the operator docs under /docs, the
// standalone site's shell for every other extension-less path.
// Paths are resolved inside their folder and nothing outside it is ever read. Every HTML
// page carries the Content-Security-Policy below. Text answers of 1 KB and more are compressed by
// @fastify/compress (registered in app.ts), as a CDN would serve the bundle.
import { readFile, stat } from 'node:fs/promises'
import { dirname, extname, join, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

const CONTENT_TYPES: Record<string, string> = {
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
 * Every HTML page (the site, the demo pages, the control page) gets a
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

/** Plain-text 404 (with `headers`, e.g. the bundle's CORS). */
export function notFoundText(reply: FastifyReply, headers: Record<string, string> = {}) {
  return reply
    .code(404)
    .headers({ 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache', ...headers })
    .send('Not found\n')
}

/** A file or generated body, never cached without revalidation, never sniffed. */
function sendBody(
  reply: FastifyReply,
  body: string | Buffer,
  type: string,
  headers: Record<string, string> = {},
) {
  return reply
    .code(200)
    .headers({
      'Content-Type': type,
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      ...headers,
    })
    .send(body)
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

/** Sends the file and answers true, or answers false when there is none. */
async function sendFile(
  reply: FastifyReply,
  folder: string,
  relative: string,
  headers: Record<string, string> = {},
  transform = (body: Buffer) => body,
) {
  const found = await readInside(folder, relative)
  if (!found) return false
  const type = CONTENT_TYPES[extname(found.file).toLowerCase()] ?? 'application/octet-stream'
  await sendBody(reply, transform(found.body), type, headers)
  return true
}

/** The standalone site's first look for a path: an extra <head> and a first view (home's banner). */
export type SiteParts = (path: string) => { head: string; boot: string }

/**
 * A bundle file named by its content (`<name>-<hash>.js`, build.mjs): it never changes under its
 * name, so a browser keeps it for a year without asking again. The loader, the manifest and the
 * CSS keep their names from build to build and are asked for every time (no-cache).
 */
const CONTENT_NAMED = /-[A-Z2-7]{8}\.js$/
const IMMUTABLE = 'public, max-age=31536000, immutable'

/** A demo page's script (no inline scripts under the CSP) or the page itself, by name. */
const DEMO_SCRIPT = /^([A-Za-z0-9][A-Za-z0-9_-]*)\.js$/
/** The control page and its scripts answer on the control port only. */
export const CONTROL_SCRIPT = /^control(-[a-z]+)?\.js$/

/**
 * The plugin: `root` holds dist/ and demo/pages/; `parts` adds the site's first look per route.
 */
export function sitePlugin(root: string, parts: SiteParts) {
  return async function site(app: FastifyInstance) {
    const pages = join(root, 'demo', 'pages')
    const bundleCors = { 'Access-Control-Allow-Origin': '*' }

    await app.register(fastifyStatic, {
      root: join(root, 'dist'),
      prefix: '/dist/',
      cacheControl: false,
      etag: false,
      lastModified: false,
      setHeaders: (res, path) => {
        res.header('Cache-Control', CONTENT_NAMED.test(path) ? IMMUTABLE : 'no-cache')
        res.header('X-Content-Type-Options', 'nosniff')
        res.header('Access-Control-Allow-Origin', '*')
        const type = CONTENT_TYPES[extname(path).toLowerCase()]
        if (type) res.header('Content-Type', type)
      },
    })
    app.options('/dist/*', async (_request, reply) =>
      reply
        .code(204)
        .headers({
          ...bundleCors,
          'Access-Control-Allow-Methods': 'GET,HEAD',
          'Access-Control-Max-Age': '600',
        })
        .send(),
    )

    // The operator docs: /docs/descriptions.json is the events and commands as described
    // (core/events.json, loader/commands.json); every other path below /docs is the docs page.
    app.get('/docs/descriptions.json', async (_request, reply) => {
      const read = async (file: string) =>
        JSON.parse(await readFile(join(SOURCE_ROOT, file), 'utf8')) as unknown
      const body = JSON.stringify({
        events: await read('core/events.json'),
        commands: await read('loader/commands.json'),
      })
      return sendBody(reply, body, CONTENT_TYPES['.json'] as string)
    })
    const docs = async (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?')[0] ?? ''
      if (extname(path) !== '' || !(await sendFile(reply, pages, 'docs.html', pageHeaders())))
        return notFoundText(reply)
      return reply
    }
    app.get('/docs', docs)
    app.get('/docs/*', docs)

    app.get('/demo/*', async (request, reply) => {
      const file = (request.params as { '*': string })['*']
      if (CONTROL_SCRIPT.test(file) || file === 'control' || file === 'control.html')
        return notFoundText(reply)
      const name = file.replace(/\.html$/, '')
      const served = DEMO_SCRIPT.test(file)
        ? await sendFile(reply, pages, file)
        : PAGE_NAME.test(name) && (await sendFile(reply, pages, `${name}.html`, pageHeaders()))
      return served ? reply : notFoundText(reply)
    })

    // Every route of the standalone site (spec §2) is the same page; its router takes over.
    // `/index.html` is a route of the site (ROUTE-1), not a file.
    app.get('/*', async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/'
      if (
        pathname === '/dist' ||
        pathname === '/demo' ||
        (extname(pathname) !== '' && pathname !== '/index.html')
      )
        return notFoundText(reply)
      // The page names the module graph of its route up front (dist/preload.json, written by the
      // build); the loader turns the list into <link rel=modulepreload> after the first paint.
      const preload = await readInside(join(root, 'dist', 'site'), 'preload.json')
      const lists = (preload ? JSON.parse(preload.body.toString('utf8')) : { site: [] }) as Record<
        string,
        string[]
      >
      const home = pathname === '/' || pathname === '/index.html'
      const files = [...(lists.site ?? []), ...(home ? (lists['/'] ?? []) : [])]
      const links = `<script type="application/json" id="lobbykit-preload">${JSON.stringify(files)}</script>`
      const first = parts(home ? '/' : pathname)
      const head = [links, first.head].filter(Boolean).join('\n    ')
      const withParts = (body: Buffer) =>
        Buffer.from(
          body
            .toString('utf8')
            .replace('</head>', `  ${head}\n  </head>`)
            .replace('<!-- lobbykit:boot -->', first.boot),
        )
      if (!(await sendFile(reply, pages, 'site.html', pageHeaders(true), withParts)))
        await sendBody(reply, FALLBACK_INDEX, 'text/html; charset=utf-8', pageHeaders(true))
      return reply
    })

    // A path @fastify/static refuses (a way out of dist/) is as unknown as a missing file.
    app.setErrorHandler(async (error: Error & { statusCode?: number }, request, reply) => {
      if (error.statusCode && error.statusCode < 500)
        return notFoundText(reply, request.url.startsWith('/dist/') ? bundleCors : {})
      console.error('[lobbykit] demo server:', request.method, request.url, error)
      return reply.code(500).header('Content-Type', 'text/plain; charset=utf-8').send('Server error\n')
    })
    app.setNotFoundHandler(async (request, reply) =>
      notFoundText(reply, request.url.startsWith('/dist/') ? bundleCors : {}),
    )
  }
}

/** A card of the control page: the line `<!-- card: name -->` stands for demo/pages/control/<name>.html. */
const CARD = /^[ \t]*<!-- card: ([a-z-]+) -->$/gm

/**
 * Sends `file` of demo/pages as an HTML page with its security headers (the control page), each of
 * its cards in place of its line (the page and its cards are files of their own, by what they hold).
 */
export async function sendPage(reply: FastifyReply, root: string, file: string) {
  const folder = join(root, 'demo', 'pages')
  const page = await readInside(folder, file)
  if (!page) return notFoundText(reply)
  let html = page.body.toString('utf8')
  for (const [line, name] of [...html.matchAll(CARD)]) {
    const card = await readInside(folder, `control/${name}.html`)
    if (!card) throw new Error(`the control page names a card that is not there: ${name}`)
    html = html.replace(line, () => card.body.toString('utf8').trimEnd())
  }
  return sendBody(reply, html, CONTENT_TYPES['.html'] as string, pageHeaders())
}

/** Sends a script or the stylesheet of demo/pages (the control page's). */
export async function sendScript(reply: FastifyReply, root: string, file: string) {
  return (await sendFile(reply, join(root, 'demo', 'pages'), file)) ? reply : notFoundText(reply)
}
