// @vitest-environment node
// Static files: the bundle under /dist (CORS), demo pages, the site fallback, /ping.txt.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { controlUrl, useServer } from './helpers'

const root = mkdtempSync(join(tmpdir(), 'lobbykit-static-'))
mkdirSync(join(root, 'dist', 'chunks'), { recursive: true })
mkdirSync(join(root, 'demo', 'pages'), { recursive: true })
writeFileSync(join(root, 'dist', 'loader.js'), 'window.lobbykit = 1\n')
writeFileSync(join(root, 'dist', 'chunks', 'game-lobby.js'), 'export const x = 1\n')
writeFileSync(join(root, 'dist', 'custom-elements.json'), '{}')
writeFileSync(join(root, 'dist', 'theme.css'), ':root{}')
writeFileSync(join(root, 'dist', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
writeFileSync(join(root, 'demo', 'pages', 'cms.html'), '<!doctype html><title>cms</title>')
// A second root with the site's page and the preload lists of the site's own build (dist/site).
const siteRoot = mkdtempSync(join(tmpdir(), 'lobbykit-site-'))
mkdirSync(join(siteRoot, 'dist', 'site'), { recursive: true })
mkdirSync(join(siteRoot, 'demo', 'pages'), { recursive: true })
writeFileSync(
  join(siteRoot, 'demo', 'pages', 'site.html'),
  '<!doctype html><html><head><title>site</title></head><body><lobbykit-site><!-- lobbykit:boot --></lobbykit-site></body></html>',
)
writeFileSync(
  join(siteRoot, 'dist', 'site', 'preload.json'),
  JSON.stringify({ site: ['runtime-A.js', 'chunks/chunk-B.js'], '/': ['chunks/home-C.js'] }),
)
writeFileSync(join(root, 'secret.txt'), 'not for the web')
afterAll(() => rmSync(root, { recursive: true, force: true }))
afterAll(() => rmSync(siteRoot, { recursive: true, force: true }))

const server = useServer({ root })
const site = useServer({ root: siteRoot })

/** A GET with the path sent exactly as written (fetch would normalise `..`). */
function rawGet(path: string): Promise<number> {
  const { hostname, port } = new URL(server.url)
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method: 'GET' }, (res) => {
      res.resume()
      resolve(res.statusCode ?? 0)
    })
    req.on('error', reject)
    req.end()
  })
}

describe('/dist (the bundle)', () => {
  it.each([
    ['/dist/loader.js', 'text/javascript'],
    ['/dist/chunks/game-lobby.js', 'text/javascript'],
    ['/dist/custom-elements.json', 'application/json'],
    ['/dist/theme.css', 'text/css'],
    ['/dist/logo.svg', 'image/svg+xml'],
  ])(
    'serves %s as %s with Access-Control-Allow-Origin * and no-cache (a name kept from build to build)',
    async (path, type) => {
      const response = await fetch(server.url + path, { headers: { Origin: 'http://localhost:1234' } })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toContain(type)
      expect(response.headers.get('access-control-allow-origin')).toBe('*')
      expect(response.headers.get('cache-control')).toBe('no-cache')
    },
  )

  it('lets a browser keep a content-named chunk for a year, and asks again for the loader', async () => {
    writeFileSync(join(root, 'dist', 'chunks', 'chunk-FBKYA3FN.js'), 'export {}\n')
    writeFileSync(join(root, 'dist', 'game-lobby-CIC36K2X.js'), 'export {}\n')
    for (const path of ['/dist/chunks/chunk-FBKYA3FN.js', '/dist/game-lobby-CIC36K2X.js']) {
      const response = await fetch(server.url + path)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    }
    expect((await fetch(`${server.url}/dist/loader.js`)).headers.get('cache-control')).toBe('no-cache')
  })

  it('answers 404 for a missing file', async () => {
    const response = await fetch(`${server.url}/dist/missing.js`)
    expect(response.status).toBe(404)
  })

  it('never serves a file outside dist', async () => {
    expect(await rawGet('/dist/../secret.txt')).toBe(404)
    expect(await rawGet('/dist/%2e%2e/secret.txt')).toBe(404)
    expect(await rawGet('/dist/..%2fsecret.txt')).toBe(404)
    expect(await rawGet('/dist/chunks/%2e%2e/%2e%2e/secret.txt')).toBe(404)
  })
})

describe('demo pages and the site', () => {
  it('serves /demo/<name> and /demo/<name>.html from demo/pages', async () => {
    for (const path of ['/demo/cms', '/demo/cms.html']) {
      const response = await fetch(server.url + path)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toContain('text/html')
      expect(await response.text()).toContain('<title>cms</title>')
    }
    expect((await fetch(`${server.url}/demo/nope`)).status).toBe(404)
  })

  it('answers an extension-less path with a small index linking the demo pages when there is no site.html', async () => {
    const response = await fetch(`${server.url}/promotions`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('href="/demo/cms.html"')
    expect(html).not.toContain('/demo/control') // the control page lives on the control port only
  })

  it('answers every extension-less site route with site.html once it exists', async () => {
    writeFileSync(join(root, 'demo', 'pages', 'site.html'), '<!doctype html><title>site</title>')
    try {
      for (const path of ['/', '/home', '/member', '/lottery']) {
        expect(await (await fetch(server.url + path)).text()).toContain('<title>site</title>')
      }
    } finally {
      rmSync(join(root, 'demo', 'pages', 'site.html'))
    }
  })

  it('answers 404 for an unknown file with an extension', async () => {
    expect((await fetch(`${server.url}/favicon.ico`)).status).toBe(404)
  })

  it('answers /ping.txt with pong for the speed tester (SPEED-6)', async () => {
    const response = await fetch(`${server.url}/ping.txt?r=0.123`)
    expect(await response.text()).toBe('pong')
    expect(response.headers.get('content-type')).toContain('text/plain')
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('cache-control')).toBe('no-cache')
  })
})

describe('the control page', () => {
  const real = useServer()

  it('serves /demo/control on the control port, titled and with a label for every input', async () => {
    const response = await fetch(`${controlUrl(real.url)}/demo/control`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<title>lobbykit demo control</title>')
    const ids = [...html.matchAll(/<input [^>]*id="([^"]+)"/g)].map((m) => m[1])
    for (const id of ids) {
      const labelled =
        html.includes(`for="${id}"`) || new RegExp(`<label[^>]*><input [^>]*id="${id}"`).test(html)
      expect(labelled, id).toBe(true)
    }
  })

  it('is assembled from its cards and stylesheet on the control port, which the platform port never serves', async () => {
    const html = await (await fetch(`${controlUrl(real.url)}/demo/control`)).text()
    for (const card of ['outbox-title', 'wallet-title', 'agent-title', 'providers-title', 'texts-title'])
      expect(html).toContain(`aria-labelledby="${card}"`)
    expect(html).not.toContain('<!-- card:')
    const css = await fetch(`${controlUrl(real.url)}/demo/control.css`)
    expect(css.headers.get('content-type')).toMatch(/^text\/css/)
    expect(await css.text()).toContain('.card')
    for (const path of ['/demo/control/players.html', '/demo/control/control.css', '/demo/control.css'])
      expect((await fetch(real.url + path)).status, path).toBe(404)
  })
})

describe('the standalone site page names its module graph up front', () => {
  const listOf = async (path: string) => {
    const html = await (await fetch(site.url + path)).text()
    const data = /<script type="application\/json" id="lobbykit-preload">([^<]*)<\/script>/.exec(html)
    return { files: JSON.parse(data?.[1] ?? 'null'), html }
  }
  it("lists the runtime and the site on every route, and home's chunks on / only, for the loader to preload", async () => {
    const home = await listOf('/')
    expect(home.files).toEqual(['runtime-A.js', 'chunks/chunk-B.js', 'chunks/home-C.js'])
    expect((await listOf('/member')).files).toEqual(['runtime-A.js', 'chunks/chunk-B.js'])
    // No script request before the first paint: the list is data, not <link rel=modulepreload>.
    expect(home.html).not.toContain('modulepreload')
  })

  it("names home's first banner (the page's largest paint) as a high-priority image on / only", async () => {
    expect((await listOf('/')).html).toMatch(
      /<link rel="preload" as="image" href="\/content\/banner-\d+\.svg" fetchpriority="high" \/>/,
    )
    expect((await listOf('/member')).html).not.toContain('as="image"')
    // …and shows it in the first view, inside <lobbykit-site> until the element renders.
    expect((await listOf('/')).html).toMatch(
      /<lobbykit-site[^]*<div class="boot-hero" aria-hidden="true"><img src="\/content\/banner-\d+\.svg" width="1200" height="400"[^]*<\/lobbykit-site/,
    )
    expect((await listOf('/member')).html).not.toContain('boot-hero"')
  })
})

describe('the operator docs', () => {
  it('answers /docs and every path below it with docs.html and the pages CSP', async () => {
    writeFileSync(join(root, 'demo', 'pages', 'docs.html'), '<!doctype html><title>docs</title>')
    try {
      for (const path of ['/docs', '/docs/theme', '/docs/site/rng']) {
        const response = await fetch(server.url + path)
        expect(response.status, path).toBe(200)
        expect(await response.text()).toContain('<title>docs</title>')
        expect(response.headers.get('content-security-policy')).toContain("script-src 'self';")
      }
      expect((await fetch(`${server.url}/docs/x.js`)).status).toBe(404)
    } finally {
      rmSync(join(root, 'demo', 'pages', 'docs.html'))
    }
  })

  it('answers /docs/descriptions.json with the events and the commands as described', async () => {
    const { events, commands } = await (await fetch(`${server.url}/docs/descriptions.json`)).json()
    expect(events.events.map((e: { name: string }) => e.name)).toContain('login')
    expect(commands.commands.map((c: { name: string }) => c.name)).toContain('openLogin')
  })
})
