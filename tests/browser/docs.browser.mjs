// The operator docs page /docs: a section per element of dist/custom-elements.json with a
// live example an operator edits, the theming section whose tokens restyle live elements and whose
// CSS is copied, and nothing axe objects to, narrow or wide.
import assert from 'node:assert/strict'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pageViolations, describe } from './axe-helpers.mjs'
import { ROOT, waitUntil } from './harness.mjs'

/** The speed tester pings the demo's dead mirror on purpose (speed.browser.mjs). */
const DEAD_MIRROR = /dead\.localhost.*ping\.txt|ERR_EMPTY_RESPONSE/
/** Started by a button, not on load (it takes over the address bar). */
const ON_REQUEST = new Set(['lobbykit-site'])

async function openDocs(t, path = '/docs') {
  t.allowErrors(DEAD_MIRROR)
  await t.page.goto(t.base + path)
  await t.page.locator('body[data-ready]').waitFor()
}

const tags = async () =>
  JSON.parse(await readFile(join(ROOT, 'dist', 'custom-elements.json'), 'utf8')).modules.flatMap((m) =>
    m.declarations.filter((d) => d.customElement).map((d) => d.tagName),
  )

/** The value a live element's shadow root resolves for one of its own custom properties. */
const rootValue = (page, selector, property) =>
  page
    .locator(selector)
    .evaluate(
      (host, name) =>
        getComputedStyle(host.shadowRoot.querySelector('[part=root]')).getPropertyValue(name).trim(),
      property,
    )

export const tests = [
  {
    name: 'docs: every element of dist/custom-elements.json has a section, its tables and a running example',
    fn: async (t) => {
      const { page } = t
      await openDocs(t)
      for (const tag of await tags()) {
        const section = page.locator(`#el-${tag}`)
        assert.equal(await section.locator(`#el-${tag}-title`).textContent(), `<${tag}>`, `${tag}: a section`)
        const captions = await section.locator('caption').allTextContents()
        for (const caption of ['Parts (::part)']) assert.ok(captions.includes(caption), `${tag}: ${caption}`)
        assert.equal(await page.locator(`nav a[href="#el-${tag}"]`).count(), 1, `${tag}: in the contents`)
        if (ON_REQUEST.has(tag)) continue
        await waitUntil(
          () => page.locator(`#live-${tag}`).evaluate((el) => !!el.shadowRoot?.querySelector('[part=root]')),
          `${tag}: the live example runs`,
          { timeout: 10_000 },
        )
      }
      assert.ok((await page.locator('#commands tbody tr').count()) > 5, 'the commands')
      // POP-12: the generic modal tried from its row; the answer is the button chosen.
      await page.getByRole('button', { name: 'Run showModal' }).click()
      await page
        .locator('[data-lobbykit-modal] [part=message-modal]')
        .getByRole('button', { name: 'Claim' })
        .click()
      await page.locator('#command-result', { hasText: 'answered "claim"' }).waitFor()
      assert.ok((await page.locator('#events tbody tr').count()) > 5, 'the events')
    },
  },
  {
    name: "docs operator guide: the embed is this server's real snippet; origins, routes, reserving space, CSP and WordPress are there as the README and the bundle say",
    fn: async (t) => {
      const { page } = t
      await openDocs(t, '/docs/guide')
      assert.equal(await page.locator('nav a[href="#guide"]').count(), 1, 'the guide is in the contents')
      const text = (/** @type {string} */ id) => page.locator(`#${id}`).innerText()
      // The embed: the loader tag this page itself runs, with this server as the API, and reserve.css.
      const snippet = await text('guide-snippet')
      const own = await page.evaluate(() =>
        Array.from(document.querySelectorAll('script[src], link[rel=stylesheet]')).map(
          (e) =>
            /** @type {HTMLScriptElement | HTMLLinkElement} */ (e).src ||
            /** @type {HTMLLinkElement} */ (e).href,
        ),
      )
      const loader = `${t.base}/dist/loader.js`
      const reserve = `${t.base}/dist/reserve.css`
      assert.ok(own.includes(loader) && own.includes(reserve), `the page runs ${loader}: ${own.join(', ')}`)
      assert.equal(
        snippet,
        [
          `<link rel="stylesheet" href="${reserve}" />`,
          `<script src="${loader}"`,
          `        data-api="${t.base}" data-merchant="lobbykit"`,
          `        data-lang="EN" data-theme="auto" async></script>`,
        ].join('\n'),
      )
      for (const url of [loader, reserve]) assert.equal((await fetch(url)).status, 200, `${url} is served`)
      assert.match(await fetch(reserve).then((r) => r.text()), /:where\(game-lobby:not\(:defined/)
      const attributes = await page.locator('#guide table').first().locator('tbody code').allInnerTexts()
      for (const name of ['data-api', 'data-merchant', 'data-routes', 'data-site', 'data-prefix'])
        assert.ok(attributes.includes(name), `the attribute table has ${name}`)
      // Allowed origins: the lines the README gives.
      const readme = await readFile(join(ROOT, 'README.md'), 'utf8')
      const env = await text('guide-origins-env')
      assert.match(
        env,
        /^ALLOWED_ORIGINS="https:\/\/www\.your-site\.example,https:\/\/m\.your-site\.example" npm start$/,
      )
      assert.ok(readme.includes(env), 'the README says the same ALLOWED_ORIGINS line')
      for (const line of (await text('guide-origins-file')).split('\n'))
        assert.ok(readme.includes(line), `the README says the same settings-file line: ${line}`)
      // Routes: the attribute, the commands (both in the bundle's command table) and the order.
      assert.match(
        await text('guide-routes-attr'),
        /data-routes='\{"promotions": "\/offers", "member": "\/account"/,
      )
      const commands = await text('guide-routes-command')
      assert.match(commands, /lobbykit\('setRoutes', \{ promotions: '\/offers', member: '\/account'/)
      assert.match(commands, /lobbykit\('open', 'withdraw'\)/)
      const commandTable = await page.locator('#commands').innerText()
      for (const name of ['setRoutes', 'open'])
        assert.ok(commandTable.includes(`lobbykit('${name}',`), `the bundle has the command ${name}`)
      const routes = await text('guide-routes-order')
      assert.match(routes, /lobbykit-navigate/)
      assert.match(routes, /\?tab=<section>/)
      // Reserving space, CSP, WordPress.
      assert.match(await text('guide-reserve-css'), /--lk-member-login-min-height: 520px;/)
      const csp = await text('guide-csp-policy')
      for (const directive of ['script-src', 'style-src', 'connect-src', 'img-src', 'frame-src'])
        assert.match(csp, new RegExp(`^${directive} `, 'm'), `the policy has ${directive}`)
      const guide = await page.locator('#guide').innerText()
      assert.match(guide, /adoptedStyleSheets/)
      assert.match(guide, /Custom HTML/)
      assert.match(guide, /unfiltered_html/)
      assert.match(guide, /an author's or a contributor's Custom HTML block is filtered/i)
    },
  },
  {
    name: 'docs: an attribute changed in the editor changes the live element and the markup shown',
    fn: async (t) => {
      const { page } = t
      await openDocs(t)
      const tile = page.locator('#live-game-tile [part=tile]')
      await tile.waitFor()
      assert.equal(await tile.getAttribute('data-node-id'), '1001')
      await page.getByLabel('node-id (string)').fill('1002')
      await waitUntil(
        async () => (await tile.getAttribute('data-node-id')) === '1002',
        'the tile loads game 1002',
      )
      assert.equal(
        await page.locator('#markup-game-tile').textContent(),
        '<game-tile node-id="1002" game-type="RNG"></game-tile>',
      )
      // A select: member-login as a popup leaves no form in place.
      await page.locator('#ctl-member-login-mode').selectOption('popup')
      assert.equal(
        await page.locator('#markup-member-login').textContent(),
        '<member-login mode="popup"></member-login>',
      )
      await waitUntil(
        async () => (await page.locator('#live-member-login form').count()) === 0,
        'the popup login has no form in place',
      )
      await page.locator('#ctl-member-login-mode').selectOption('')
      assert.equal(await page.locator('#markup-member-login').textContent(), '<member-login></member-login>')
      await page.locator('#live-member-login form').waitFor()
    },
  },
  {
    name: 'docs theming: a picked token restyles a live element and is in the CSS copied',
    fn: async (t) => {
      const { page } = t
      await t.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: t.base })
      await openDocs(t, '/docs/theme')
      await page.locator('#theme-login [part=root]').waitFor()
      assert.equal(await rootValue(page, '#theme-login', '--accent'), '#0b57c4', 'the default accent')
      await page.getByLabel('Accent (buttons, links)').fill('#aa0011')
      await waitUntil(
        async () => (await rootValue(page, '#theme-login', '--accent')) === '#aa0011',
        'the preview login takes the accent',
      )
      await page.getByLabel(/Corner radius/).fill('16')
      assert.equal(
        await rootValue(page, '#theme-tile', '--radius'),
        '16px',
        'the preview tile takes the radius',
      )
      const css = await page.locator('#theme-css').textContent()
      assert.match(css, /--lk-accent: #aa0011;/)
      assert.match(css, /--lk-radius: 16px;/)
      await page.getByRole('button', { name: 'Copy the CSS' }).click()
      await page.locator('#theme-copy-status', { hasText: 'Copied' }).waitFor()
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), css)
      await page.getByRole('button', { name: 'Reset' }).click()
      await waitUntil(
        async () => (await rootValue(page, '#theme-login', '--accent')) === '#0b57c4',
        'reset brings the default back',
      )
    },
  },
  {
    name: 'docs: axe finds nothing on the page, wide and narrow',
    fn: async (t) => {
      const { page } = t
      for (const [state, width] of [
        ['docs-wide', 1440],
        ['docs-narrow', 390],
      ]) {
        await page.setViewportSize({ width, height: 900 })
        await openDocs(t)
        await page.locator('#live-game-tile [part=tile]').waitFor()
        // The carousel arrives last (swiper is its own chunk): axe measures its controls' targets, so
        // it runs once they are placed, not while the grid is being laid out around them.
        await page.locator('#live-banner-carousel .swiper-initialized').waitFor()
        await page.waitForLoadState('networkidle')
        const violations = await pageViolations(page, state)
        assert.deepEqual(violations, [], describe(violations))
      }
    },
  },
]
