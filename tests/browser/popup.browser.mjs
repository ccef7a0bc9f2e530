// The login popup the host opens (`lobbykit('openLogin')` behind cms.html's "Sign in"), the
// session's edges (ended on the server, remembered username) and what is kept in storage.
import assert from 'node:assert/strict'
import { DEMO, waitUntil } from './harness.mjs'
import { expectLoginForm, expectMember, openWithLogin, submitLogin, waitLoggedIn } from './login-helpers.mjs'

const CMS = '/demo/cms.html'
const POPUP = 'member-login[mode=popup] [role=dialog][aria-modal=true]'

/** The element focus is in, through shadow roots: `{ host, inner }` descriptions. */
async function focused(page) {
  return page.evaluate(() => {
    let active = document.activeElement
    const host = active
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
    const describe = (/** @type {Element | null} */ el) =>
      el
        ? `${el.localName}${el.id ? `#${el.id}` : ''}${el.getAttribute('name') ? `[name=${el.getAttribute('name')}]` : ''}${el.getAttribute('mode') ? `[mode=${el.getAttribute('mode')}]` : ''}`
        : 'none'
    return { host: describe(host), inner: describe(active) }
  })
}

/** Every value in local and session storage, as `area:key=value` lines. */
async function storageDump(page) {
  return page.evaluate(() =>
    [localStorage, sessionStorage].flatMap((area, i) =>
      Object.keys(area).map((key) => `${i ? 'session' : 'local'}:${key}=${area.getItem(key)}`),
    ),
  )
}

export const tests = [
  {
    name: 'LOGIN-25, POP-11, LOGIN-36: the after-login popup shows once per login: not after a reload, again after a sign-out and a second login',
    afterLogin: true,
    fn: async (t) => {
      const { page } = t
      const AFTER = 'member-login [part=after-login-dialog]'
      const logIn = async () => {
        await page.locator('#sidebar-login input[name=username]').fill(DEMO.username)
        await page.locator('#sidebar-login input[name=password]').fill(DEMO.password)
        await page.locator('#sidebar-login button[type=submit]').click()
        await page.locator(AFTER).waitFor()
        await page.locator(`${AFTER} [part=after-login-continue]`).click()
        await page.locator(AFTER).waitFor({ state: 'detached' })
      }
      await openWithLogin(page, t.base + CMS)
      await logIn()
      await page.reload()
      await waitLoggedIn(page)
      await page.locator('#sidebar-login [part=sign-out]').waitFor()
      assert.equal(await page.locator(AFTER).count(), 0, 'a reload within the login shows nothing')
      await page.locator('#sidebar-login [part=sign-out]').click()
      await page.locator('#sidebar-login [role=alertdialog] button', { hasText: 'Confirm' }).click()
      await expectLoginForm(page, '#sidebar-login')
      // The sign-out cleared the closed announcements too (LOGIN-36): the visitors' ones open (ANN-10).
      await page.locator('[part=announcement-dialog]').waitFor()
      await page.keyboard.press('Escape')
      await page.locator('[part=announcement-dialog]').waitFor({ state: 'detached' })
      await logIn()
    },
  },
  {
    name: 'POP-3/POP-19: "Sign in" opens the login popup with focus inside; Escape closes it and gives focus back',
    fn: async (t) => {
      const { page } = t
      await openWithLogin(page, t.base + CMS)
      await page.locator('#sign-in').click()
      const dialog = page.locator(POPUP)
      await dialog.waitFor()
      assert.equal(
        await dialog.locator('input[name=username]').isVisible(),
        true,
        'the popup shows the login form',
      )
      await waitUntil(
        async () => (await focused(page)).host === 'member-login[mode=popup]',
        'focus moves into the popup',
      )
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })
      await waitUntil(
        async () => (await focused(page)).host === 'button#sign-in',
        'focus returns to "Sign in"',
      )
    },
  },
  {
    name: 'POP-3/LOGIN-22: logging in inside the popup closes it and every element shows the member',
    fn: async (t) => {
      const { page } = t
      await openWithLogin(page, t.base + CMS)
      await page.evaluate(() => /** @type {any} */ (window).lobbykit('openLogin'))
      const dialog = page.locator(POPUP)
      await dialog.waitFor()
      await submitLogin(page, POPUP, DEMO.username, DEMO.password)
      await dialog.waitFor({ state: 'detached' })
      await expectMember(page, '#sidebar-login', 'demo')
      await expectMember(page, '#footer-login', 'demo')
      await waitUntil(
        async () => (await page.locator('#who').textContent()) === 'Signed in as demo',
        '#who says "Signed in as demo"',
      )
    },
  },
  {
    name: 'LOGIN-20/C-2: "remember me" keeps the username for the next visit and no storage holds the password',
    fn: async (t) => {
      const { page } = t
      await openWithLogin(page, t.base + CMS)
      await page.locator('#sidebar-login input[name=username]').fill(DEMO.username)
      await page.locator('#sidebar-login input[name=password]').fill(DEMO.password)
      await page.locator('#sidebar-login input[name=remember]').check()
      await page.locator('#sidebar-login button[type=submit]').click()
      await expectMember(page, '#sidebar-login', 'demo')
      const stored = await storageDump(page)
      assert.ok(
        !stored.some((line) => line.includes(DEMO.password)),
        `no storage holds the password:\n${stored.join('\n')}`,
      )

      await page.evaluate(() => /** @type {any} */ (window).lobbykit('logout'))
      await expectLoginForm(page, '#sidebar-login')
      await page.reload()
      await page.locator('#sidebar-login input[name=username]').waitFor()
      assert.equal(
        await page.locator('#sidebar-login input[name=username]').inputValue(),
        DEMO.username,
        'the username is remembered',
      )
      assert.equal(
        await page.locator('#sidebar-login input[name=password]').inputValue(),
        '',
        'the password is not',
      )
    },
  },
  {
    name: 'LOGIN-36/ERR: a session ended on the server shows the login form after a reload, and clears the token',
    fn: async (t) => {
      const { page } = t
      // Chromium logs every HTTP error status; the 401 for the ended session is the point of this test.
      t.allowErrors(/status of 401/)
      await openWithLogin(page, t.base + CMS)
      await submitLogin(page, '#sidebar-login', DEMO.username, DEMO.password)
      await expectMember(page, '#sidebar-login', 'demo')
      await t.demo('POST', '/demo/api/sessions/expire')
      await page.reload()
      await expectLoginForm(page, '#sidebar-login')
      await expectLoginForm(page, '#footer-login')
      await waitLoggedIn(page, false)
      assert.equal(
        await page.evaluate(() => sessionStorage.getItem('lobbykit:lobbykit:token')),
        null,
        'the dead token is gone',
      )
      assert.equal(await page.locator('#who').textContent(), '', 'the header shows nobody')
    },
  },
  {
    name: 'POP-3/ERR-28: "Register now" opens the register popup, or, when the bundle has no member-register, asks the host to navigate without a broken fetch (and the site shows a register page that says so)',
    fn: async (t) => {
      const { page } = t
      // In this bundle: the register popup opens.
      const manifest = await (await fetch(`${t.base}/dist/manifest.json`)).json()
      assert.ok(manifest.tags['member-register'], 'the demo bundle has member-register')
      await openWithLogin(page, t.base + CMS)
      await page.locator('#sidebar-login [part=register-link]').click()
      await page.locator('member-register [role=dialog][aria-modal=true]').waitFor()

      // A bundle without member-register: the same loader with the tag taken out of its manifest.
      let cut = false
      // The operator page's loader and the standalone site's (dist/site) alike.
      const withoutRegister = async (/** @type {import('playwright-core').Route} */ route) => {
        const response = await route.fetch()
        const source = await response.text()
        const body = source.replace(/"member-register":"[^"]*",?/, '')
        cut = body !== source
        await route.fulfill({ response, body })
      }
      await page.route('**/dist/loader.js', withoutRegister)
      await page.route('**/dist/site/loader.js', withoutRegister)
      const watch = t.watch()
      watch.requests.clear() // the requests of the second load only
      await openWithLogin(page, t.base + CMS)
      assert.ok(cut, "member-register taken out of the loader's manifest")
      await page.evaluate(() => {
        const w = /** @type {any} */ (window)
        w.__navigations = []
        document.addEventListener('lobbykit-navigate', (event) =>
          w.__navigations.push(/** @type {CustomEvent} */ (event).detail),
        )
      })
      await page.locator('#sidebar-login [part=register-link]').click()
      // Not in this bundle: the host routes it (DESIGN "popup host"), and the page stays clean. The
      // runtime sends lobbykit-navigate only once the loader has settled the tag (refused it without a
      // fetch): nothing about member-register can happen after that event, so it is the signal.
      await waitUntil(
        async () =>
          (await page.evaluate(() => /** @type {any} */ (window).__navigations)).some(
            (d) => d?.path === '/register',
          ),
        'a lobbykit-navigate event to /register',
      )
      const fetched = [...watch.requests.keys()].filter((path) => /^\/dist\/member-register/.test(path))
      assert.deepEqual(fetched, [], 'no request for the member-register chunk the manifest does not name')
      const leftovers = await page.evaluate(() =>
        Array.from(document.body.children)
          .filter((el) => el.shadowRoot?.querySelector('[part=error]'))
          .map((el) => `<${el.localName}> ${el.shadowRoot?.textContent}`),
      )
      assert.deepEqual(leftovers, [], 'no error box is left in the host page')
      assert.equal(
        await page.locator('[data-lobbykit-popup-host]').count(),
        0,
        'the runtime mounted no popup host for a tag it cannot define',
      )
      // The page's own <member-register mode="popup"> (cms.html's markup) stays as the host wrote it:
      // not upgraded, nothing inside, no room taken (reserve.css leaves popup-mode elements out).
      const own = await page.locator('member-register').evaluateAll((els) =>
        els.map((el) => ({
          defined: el.matches(':defined'),
          shadow: !!el.shadowRoot,
          height: el.getBoundingClientRect().height,
          hostMade: el.hasAttribute('data-lobbykit-popup-host'),
        })),
      )
      assert.deepEqual(own, [{ defined: false, shadow: false, height: 0, hostMade: false }])

      // The standalone site with the same bundle: /register cannot open its popup, so it becomes a
      // page (NS-12) that says the form is not available, without an element nothing would upgrade.
      await page.goto(t.base + '/register')
      const missingForm = page.locator('lobbykit-site [part=register-page] [part=widget-missing]')
      await missingForm.waitFor()
      assert.match((await missingForm.textContent()) ?? '', /not available right now/)
      assert.equal(await missingForm.locator('[part=customer-service]').count(), 1, 'customer service')
      assert.equal(
        await page.evaluate(
          () =>
            document.querySelector('lobbykit-site')?.shadowRoot?.querySelectorAll('member-register').length,
        ),
        0,
        'no <member-register> in the site',
      )
      await page.unroute('**/dist/loader.js')
      await page.unroute('**/dist/site/loader.js')
    },
  },
]
