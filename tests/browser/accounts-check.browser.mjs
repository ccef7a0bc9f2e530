// The account checks in Chromium: the slider human check the server verifies (LOGIN-15,
// LOGIN-16, API-70, C-8) on a demo page, and the new-device code step (LOGIN-28, C-16, NS-23) on the
// full site with the remembered device in the security centre. axe finds nothing inside either
// dialog, light in English and dark in Urdu.
import assert from 'node:assert/strict'
import { DEMO, waitUntil } from './harness.mjs'

/** The name attribute of the focused element, through shadow roots. */
function focusedName(page) {
  return page.evaluate(() => {
    let active = document.activeElement
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
    return active?.getAttribute('name') ?? null
  })
}
import { describe, widgetViolations } from './axe-helpers.mjs'
import { CHECK, solveSlider } from './account-check-helpers.mjs'
import { lobbykitState, openWithLogin, submitLogin, waitLoggedIn } from './login-helpers.mjs'

const CMS = '/demo/cms.html'
const SIDEBAR = '#sidebar-login'
const SITE = 'lobbykit-site'

/** Asserts axe finds nothing inside lobbykit's elements (and the check's own host). */
async function expectNoViolations(page, state) {
  await page.waitForTimeout(300) // the opening transition settles before colours are read
  const violations = await widgetViolations(page, state)
  assert.equal(violations.length, 0, `axe violations (${state}):\n${describe(violations)}`)
}

/** Switches the page to the dark theme and Urdu, and waits until the open check speaks Urdu. */
async function darkUrdu(page) {
  await page.evaluate(() => {
    const lobbykit = /** @type {any} */ (window).lobbykit
    lobbykit('setTheme', 'dark')
    lobbykit('setLanguage', 'UR')
  })
  await page.locator(`${CHECK} .lk-root[lang=ur][data-theme=dark]`).waitFor({ state: 'attached' })
}

/** The slider's answer replaced by a made-up token before it reaches the page (a forged slider result). */
async function forgeSliderResult(page) {
  await page.route('**/wps/relay/HUMAN_verify', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: JSON.stringify({
        success: true,
        value: { humanToken: 'forged-slider-token-0123456789' },
        message: 'Success',
        errorCode: null,
      }),
    }),
  )
}

export const tests = [
  {
    name: 'LOGIN-15, LOGIN-16, API-70, C-8: a login whose slider result was forged is refused by the server; the slider moved by keyboard logs in; axe finds nothing on the slider, light EN and dark UR',
    fn: async (t) => {
      const { page } = t
      await t.demo('PUT', '/demo/api/settings', { humanCheck: true })
      await openWithLogin(page, t.base + CMS, SIDEBAR)

      // Esc closes the slider: the login stops with ERR-10 and nothing is sent.
      await submitLogin(page, SIDEBAR, DEMO.username, DEMO.password)
      await page.locator(`${CHECK} input[type=range]`).waitFor()
      await expectNoViolations(page, 'slider-light-en')
      await page.keyboard.press('Escape')
      await page.locator(`${SIDEBAR} [role=alert]`).waitFor()
      assert.equal(
        (await page.locator(`${SIDEBAR} [role=alert]`).textContent())?.trim(),
        'Please complete verification first',
      )
      assert.equal(await page.locator(CHECK).count(), 0, 'the slider closed')

      await forgeSliderResult(page)
      await page.locator(`${SIDEBAR} button[type=submit]`).click()
      await page.locator(`${CHECK} input[type=range]`).waitFor()
      // The slider takes up to a hundred key presses: a busy machine needs more than the default 8 s.
      const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/session/login', {
        timeout: 30_000,
      })
      await solveSlider(page)
      const response = await answered
      assert.equal(response.request().postDataJSON().humanToken, 'forged-slider-token-0123456789')
      // C-8: the server, not the page, decides: the forged token is refused with ERR-10.
      assert.equal((await response.json()).errorCode, 'CAPTCHA_INVALID')
      await page.locator(`${SIDEBAR} button[type=submit]:not([aria-busy])`).waitFor()
      assert.equal(
        (await page.locator(`${SIDEBAR} [role=alert]`).textContent())?.trim(),
        'Please complete verification first',
      )
      assert.equal((await lobbykitState(page)).loggedIn, false)
      assert.equal(await page.locator(`${SIDEBAR} input[name=username]`).inputValue(), DEMO.username)
      assert.equal(await page.locator(`${SIDEBAR} input[name=password]`).inputValue(), DEMO.password)

      // The real answer, moved by keyboard, in the dark theme and Urdu.
      await page.unroute('**/wps/relay/HUMAN_verify')
      await page.locator(`${SIDEBAR} button[type=submit]`).click()
      await page.locator(`${CHECK} input[type=range]`).waitFor()
      await darkUrdu(page)
      await expectNoViolations(page, 'slider-dark-ur')
      await solveSlider(page)
      await waitLoggedIn(page)
    },
  },
  {
    name: 'LOGIN-28, C-16: a login from a new IP asks for the code from the outbox and is refused with a wrong one; the right code logs in and the device is listed in the security centre; axe finds nothing on the code step, light EN and dark UR',
    fn: async (t) => {
      const { page } = t
      // The member has no remembered device: this browser (a new device id) and its IP are new to it.
      await t.demo('PUT', '/demo/api/settings', { newDeviceCheck: true })
      await page.goto(`${t.base}/login?page`)
      const form = page.locator(`${SITE} [part=login-page] member-login`)
      await form.locator('input[name=username]').fill(DEMO.username)
      await form.locator('input[name=password]').fill(DEMO.password)
      await form.locator('button[type=submit]').click()

      const sms = page.locator(`${CHECK} [data-channel=sms]`)
      await sms.waitFor()
      assert.match((await sms.textContent()) ?? '', /^Send a code by SMS to \u2066\+92 300\*\*\*\*567\u2069$/)
      assert.equal((await lobbykitState(page)).loggedIn, false, 'no session before the code')
      await expectNoViolations(page, 'device-step-light-en')
      await sms.click()
      const codeInput = page.locator(`${CHECK} input[name=deviceCode]`)
      await codeInput.waitFor()
      // The send button is gone: focus goes to the code field, never out of the dialog.
      await waitUntil(async () => (await focusedName(page)) === 'deviceCode', 'focus is on the code field')
      const { messages } = await t.demo('GET', `/demo/api/outbox?to=${DEMO.mobile}`)
      assert.equal(messages[0]?.purpose, 'new-device')
      const code = messages[0].code
      const wrong = code === '000000' ? '111111' : '000000'
      await codeInput.fill(wrong)
      await page.locator(`${CHECK} button[type=submit]`).click()
      await waitUntil(
        async () =>
          ((await page.locator(`${CHECK} .lk-field`).textContent()) ?? '').includes(
            'Invalid verification code',
          ),
        'the wrong code is refused beside its field',
      )
      assert.equal(await codeInput.inputValue(), wrong, 'what was typed stays')
      assert.equal((await lobbykitState(page)).loggedIn, false)

      await darkUrdu(page)
      await expectNoViolations(page, 'device-step-dark-ur')
      await codeInput.fill(code)
      await page.locator(`${CHECK} button[type=submit]`).click()
      await waitLoggedIn(page)
      assert.equal(await page.locator(CHECK).count(), 0, 'the step closed')

      // LOGIN-28: the device is remembered, listed in the security centre (in Urdu now).
      await page.goto(`${t.base}/member?tab=security`)
      const rows = page.locator(`${SITE} [part=devices] tbody tr`)
      await rows.first().waitFor()
      assert.equal(await rows.count(), 1)
      const cells = await rows.first().locator('td').allTextContents()
      assert.match(cells[0] ?? '', /^Chrome on /)
      assert.equal(cells[1], '127.0.0.1')
    },
  },
]
