// The npm package: `npm pack` yields a package a React application installs and imports
// (`import 'lobbykit/elements'`). The packed tarball is installed into a scratch app with no network
// (it has no dependencies: everything it ships is bundled in dist), the app — React 19 with
// `onlobbykit-*` bindings — is bundled by esbuild through the package's `exports`, its types are
// checked by tsc against the package's declarations, and it runs in Chromium on its own origin: the
// elements render from the app's own bundle (nothing from the bundle's server), a login through
// <member-login> is heard once by the React binding, and lobbykit('getState') answers.
import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { extname, join } from 'node:path'
import { promisify } from 'node:util'
import { DEMO, FIXTURES, ROOT, waitUntil } from './harness.mjs'
import { expectMember, submitLogin } from './login-helpers.mjs'

const run = promisify(execFile)
const TYPES = { '.html': 'text/html', '.js': 'text/javascript' }

/** Serves `dir` on a loopback port of its own (the app's origin). */
async function serve(dir) {
  const server = createServer(async (req, res) => {
    const name = new URL(req.url ?? '/', 'http://x').pathname.replace(/^\/+/, '') || 'index.html'
    if (!/^[\w-]+(\/[\w-]+)*\.(html|js)$/.test(name)) return res.writeHead(404).end()
    try {
      const body = await readFile(join(dir, name))
      res.writeHead(200, { 'Content-Type': TYPES[extname(name)] }).end(body)
    } catch {
      res.writeHead(404).end()
    }
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)))
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address())
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) }
}

export const tests = [
  {
    name: 'NPM package: the packed tarball installs offline into a React 19 app, which bundles `lobbykit/elements`, type-checks against its declarations, and logs in through <member-login> with the binding hearing lobbykit-login once',
    fn: async (t) => {
      const scratch = await mkdtemp(join(tmpdir(), 'lobbykit-npm-'))
      try {
        const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', scratch], { cwd: ROOT })
        const [{ filename, files }] = JSON.parse(stdout)
        assert.ok(
          files.every((/** @type {{ path: string }} */ f) =>
            /^(dist\/|package\.json$|README\.md$)/.test(f.path),
          ),
          'only dist, package.json and the README are packed',
        )
        await writeFile(join(scratch, 'package.json'), JSON.stringify({ name: 'scratch-app', private: true }))
        await run('npm', ['install', `./${filename}`, '--offline', '--no-audit', '--no-fund'], {
          cwd: scratch,
        })
        const installed = JSON.parse(
          await readFile(join(scratch, 'node_modules/lobbykit/package.json'), 'utf8'),
        )
        assert.equal(installed.dependencies, undefined, 'the package brings no dependencies')

        // The app: configuration first, then the package, then the React host of the framework test.
        await cp(join(FIXTURES, 'react-host.jsx'), join(scratch, 'react-host.jsx'))
        await cp(join(FIXTURES, 'host-events.js'), join(scratch, 'host-events.js'))
        await writeFile(
          join(scratch, 'config.js'),
          `window.lobbykitConfig = { api: ${JSON.stringify(t.base)}, merchant: 'lobbykit' }\n`,
        )
        await writeFile(
          join(scratch, 'app.jsx'),
          "import './config.js'\nimport 'lobbykit/elements'\nimport './react-host.jsx'\n",
        )
        const esbuild = await import('esbuild')
        await esbuild.build({
          absWorkingDir: scratch,
          entryPoints: ['app.jsx'],
          bundle: true,
          splitting: true,
          format: 'esm',
          outdir: join(scratch, 'out'),
          jsx: 'automatic',
          minify: true,
          // React comes from this repository's dev dependencies; lobbykit only from the installed package.
          nodePaths: [join(ROOT, 'node_modules')],
          define: { 'process.env.NODE_ENV': '"production"' },
          logLevel: 'silent',
        })
        // Types: the package's declarations type the elements and the commands for a TypeScript host.
        await writeFile(
          join(scratch, 'check.ts'),
          [
            "import type { LobbykitState, MemberLoginElement } from 'lobbykit'",
            "import 'lobbykit/elements'",
            "const login: MemberLoginElement = document.createElement('member-login')",
            "const state: Promise<LobbykitState> = window.lobbykit('getState')",
            'export { login, state }',
          ].join('\n'),
        )
        await run(
          process.execPath,
          [
            join(ROOT, 'node_modules/typescript/bin/tsc'),
            '--noEmit',
            '--strict',
            '--skipLibCheck',
            '--module',
            'esnext',
            '--moduleResolution',
            'bundler',
            '--target',
            'es2022',
            '--lib',
            'es2022,dom',
            'check.ts',
          ],
          { cwd: scratch },
        ).catch((error) => assert.fail(`tsc: ${error.stdout || error.message}`))

        await cp(join(scratch, 'host-events.js'), join(scratch, 'out/host-events.js'))
        await writeFile(
          join(scratch, 'out/index.html'),
          '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>npm host</title>' +
            '<link rel="icon" href="data:,"><script src="host-events.js"></script></head>' +
            '<body><div id="app"></div><script type="module" src="app.js"></script></body></html>',
        )
        assert.ok((await readdir(join(scratch, 'out'))).length > 2, 'split into chunks')
        const app = await serve(join(scratch, 'out'))
        try {
          const { page } = t
          /** @type {string[]} */
          const scripts = []
          page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()))
          await page.goto(`${app.url}/`, { timeout: 30_000 })
          await page.locator('#login input[name=username]').waitFor({ timeout: 20_000 })
          assert.deepEqual(
            scripts.filter((url) => !url.startsWith(app.url)),
            [],
            'every script comes from the app’s own bundle',
          )
          await submitLogin(page, '#login', DEMO.username, DEMO.password)
          await expectMember(page, '#login', 'demo')
          await waitUntil(
            async () => (await page.locator('#host-status').textContent())?.trim() === 'Hello demo',
            'React re-rendered from the event',
          )
          await page.waitForTimeout(200)
          const heard = await page.evaluate(() => /** @type {any} */ (window).__heard)
          assert.deepEqual(
            heard.framework.filter((/** @type {any} */ e) => e.name === 'login'),
            [{ name: 'login', from: 'member-login' }],
          )
          assert.equal(heard.on.filter((/** @type {any} */ e) => e.name === 'login').length, 1)
          const state = await page.evaluate(() => /** @type {any} */ (window).lobbykit('getState'))
          assert.equal(state.member.account, 'demo')
        } finally {
          await app.close()
        }
      } finally {
        await rm(scratch, { recursive: true, force: true })
      }
    },
  },
]
