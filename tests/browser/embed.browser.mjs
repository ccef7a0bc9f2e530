// Embedding on pages lobbykit does not control (DESIGN loader/, "Styling"): the snippet pasted
// twice, and a hostile host page on another origin with aggressive CSS, clashing globals and the
// widget inside the host's own <form>. Both fixtures are served from a second loopback origin;
// the bundle and the API come from the reference server (cross-origin, as in production).
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DEMO, ROOT } from './harness.mjs'
import { computed, expectMember, submitLogin } from './login-helpers.mjs'

/** Counts customElements.define calls per name, installed before any page script runs. */
async function countDefinitions(page) {
  await page.addInitScript(() => {
    const w = /** @type {any} */ (window)
    w.__defines = {}
    const original = customElements.define.bind(customElements)
    customElements.define = (name, ctor, options) => {
      w.__defines[name] = (w.__defines[name] ?? 0) + 1
      return original(name, ctor, options)
    }
  })
}

/** Records main-frame navigations after the first load. */
function recordNavigations(page) {
  /** @type {string[]} */
  const navigations = []
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url())
  })
  return navigations
}

const HOST = '#hostile-login'

export const tests = [
  {
    name: 'LOADER: the loader included twice defines <member-login> once, logs no error, and login works',
    fn: async (t) => {
      const { page } = t
      const watch = t.watch()
      await countDefinitions(page)
      await page.goto(`${t.fixtures}/loader-twice.html`)
      await page.locator('#login input[name=username]').waitFor()
      await page.waitForLoadState('networkidle')
      const defines = await page.evaluate(() => /** @type {any} */ (window).__defines)
      assert.equal(
        defines['member-login'],
        1,
        `customElements.define('member-login') calls: ${JSON.stringify(defines)}`,
      )
      assert.equal(await page.evaluate(() => typeof customElements.get('member-login')), 'function')
      assert.equal(await page.locator('member-login').count(), 1)
      const chunks = [...watch.requests.keys()].filter((path) => /^\/dist\/member-login-.*\.js$/.test(path))
      assert.equal(chunks.length, 1, `one member-login chunk URL: ${chunks.join(', ')}`)
      assert.equal(watch.count(chunks[0]), 1, 'the member-login chunk is fetched once')
      assert.equal(watch.count('/wps/system/status'), 1, 'one system status request')
      await submitLogin(page, '#login', DEMO.username, DEMO.password)
      await expectMember(page, '#login', 'demo')
    },
  },
  {
    name: 'LOADER: a second loader from another base URL is ignored with a [lobbykit] warning; one runtime, one session',
    fn: async (t) => {
      const { page } = t
      const watch = t.watch()
      await countDefinitions(page)
      await page.goto(`${t.fixtures}/loader-two-bases.html`)
      await page.locator('#login input[name=username]').waitFor()
      await page.waitForLoadState('networkidle')
      const defines = await page.evaluate(() => /** @type {any} */ (window).__defines)
      assert.equal(
        defines['member-login'],
        1,
        `customElements.define('member-login') calls: ${JSON.stringify(defines)}`,
      )
      // The runtime is the chunk the manifest names (build.mjs drops esbuild's facade for it).
      const { runtime } = JSON.parse(readFileSync(join(ROOT, 'dist', 'manifest.json'), 'utf8'))
      const runtimes = watch.urls.filter((u) => u.split('?')[0].endsWith(`/dist/${runtime}`))
      assert.equal(runtimes.length, 1, `one runtime fetched: ${runtimes.join(', ')}`)
      assert.ok(runtimes[0].startsWith(t.base), `the first copy (${t.base}) won: ${runtimes[0]}`)
      const ignored = watch.warnings.filter((w) => /^\[lobbykit\].*ignored/.test(w))
      assert.equal(ignored.length, 1, `one "[lobbykit] … ignored" warning: ${JSON.stringify(watch.warnings)}`)
      await submitLogin(page, '#login', DEMO.username, DEMO.password)
      await expectMember(page, '#login', 'demo')
    },
  },
  {
    name: 'HOST/C-STYLE: on a hostile cross-origin host page the widget keeps its look, never submits the host form, and logs in',
    fn: async (t) => {
      const { page } = t
      const navigations = recordNavigations(page)
      const url = `${t.fixtures}/hostile.html`
      await page.goto(url)
      const username = page.locator(`${HOST} input[name=username]`)
      await username.waitFor()
      await page.waitForLoadState('networkidle')
      const loaded = navigations.length

      // The host's `button { display: none !important }` stays outside the shadow root.
      const submit = page.locator(`${HOST} button[type=submit]`)
      assert.notEqual(
        await computed(page, `${HOST} button[type=submit]`, 'display'),
        'none',
        'submit button display',
      )
      assert.equal(await submit.isVisible(), true, 'the submit button is visible')

      // Inherited properties from the host element stop at the widget's root.
      const label = `${HOST} label`
      assert.equal(await computed(page, label, 'text-transform'), 'none', 'label text-transform')
      const font = await computed(page, label, 'font-family')
      assert.doesNotMatch(font, /comic|cursive/i, `label font-family: ${font}`)
      assert.equal(await computed(page, label, 'letter-spacing'), 'normal', 'label letter-spacing')
      assert.notEqual(
        await computed(page, label, 'color'),
        'rgb(255, 0, 255)',
        'label colour is not the host magenta',
      )
      // rem follows the host's 5px html font size: sizes must not.
      const fontSize = parseFloat(await computed(page, `${HOST} input[name=username]`, 'font-size'))
      assert.ok(fontSize >= 14, `input font-size ${fontSize}px is readable`)
      assert.notEqual(
        await computed(page, `${HOST} input[name=username]`, 'border-top-style'),
        'dotted',
        'input border',
      )

      // Enter in the widget's field submits the widget's form only, never the host's.
      await username.fill(DEMO.username)
      await username.press('Enter')
      await page.waitForTimeout(500)
      assert.equal(page.url(), url, 'the address did not change')
      assert.equal(navigations.length, loaded, `no navigation: ${navigations.slice(loaded).join(', ')}`)
      assert.equal(
        await page.evaluate(() => /** @type {any} */ (window).__hostSubmits),
        0,
        'the host form got no submit event',
      )
      assert.ok(
        !t.fixtureHits.some((hit) => hit.includes('/should-not-submit')),
        'nothing reached /should-not-submit',
      )
      assert.equal(await username.inputValue(), DEMO.username, 'the username is kept')

      // Log in there, cross-origin, by Enter in the password field.
      await page.locator(`${HOST} input[name=password]`).fill(DEMO.password)
      await page.locator(`${HOST} input[name=password]`).press('Enter')
      await expectMember(page, HOST, 'demo')
      assert.equal(page.url(), url, 'still on the host page')
      assert.equal(navigations.length, loaded, 'no navigation after login')
      assert.equal(
        await page.evaluate(() => /** @type {any} */ (window).__hostSubmits),
        0,
        'the host form got no submit event',
      )

      // The clashing globals are neither used nor replaced.
      const globals = await page.evaluate(() => {
        const w = /** @type {any} */ (window)
        return { amd: w.__amdCalls, react: w.React, preact: w.preact, last: typeof Array.prototype.last }
      })
      assert.deepEqual(globals, { amd: [], react: 'not react', preact: 1, last: 'function' })
      await t.screenshot('hostile', page, { fullPage: true })
    },
  },
  {
    name: 'HOST/C-STYLE: the logged-out form on the hostile page, for the record (screenshot)',
    fn: async (t) => {
      const { page } = t
      await page.goto(`${t.fixtures}/hostile.html`)
      await page.locator(`${HOST} input[name=username]`).waitFor()
      await page.waitForLoadState('networkidle')
      await submitLogin(page, HOST, DEMO.username, 'Wrong1234!')
      await page.locator(`${HOST} [role=alert]`).waitFor()
      await t.screenshot('hostile-logged-out', page, { fullPage: true })
    },
  },
  {
    name: 'POP-3/HOST: openLogin on the hostile page mounts a popup host at the end of <body> whose dialog covers the viewport',
    fn: async (t) => {
      const { page } = t
      await page.goto(`${t.fixtures}/hostile.html`)
      await page.locator(`${HOST} input[name=username]`).waitFor()
      assert.equal(
        await page.locator('member-login[mode=popup]').count(),
        0,
        'the page has no popup element of its own',
      )
      await page.evaluate(() => /** @type {any} */ (window).lobbykit('openLogin'))
      const dialog = page.locator('member-login[mode=popup] [role=dialog][aria-modal=true]')
      await dialog.waitFor()
      assert.equal(
        await page.evaluate(() => document.body.lastElementChild?.matches('member-login[mode=popup]')),
        true,
        'mounted at the end of <body>',
      )
      const box = await page.locator('member-login[mode=popup] [part=cover]').boundingBox()
      const viewport = page.viewportSize()
      assert.ok(
        box && viewport && box.width >= viewport.width && box.height >= viewport.height,
        `the cover fills the viewport: ${JSON.stringify(box)}`,
      )
      assert.equal(
        await dialog.locator('button[type=submit]').isVisible(),
        true,
        'the popup submit button is visible',
      )
      await submitLogin(page, 'member-login[mode=popup]', DEMO.username, DEMO.password)
      await dialog.waitFor({ state: 'detached' })
      await expectMember(page, HOST, 'demo')
      assert.equal(page.url(), `${t.fixtures}/hostile.html`, 'no navigation')
    },
  },
]
