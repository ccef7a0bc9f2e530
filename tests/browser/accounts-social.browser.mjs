// Accounts in Chromium against the reference server: Google sign-in through the built-in
// demo identity provider (LOGIN-33, API-69; its pages on the control port) asks a new member for the
// terms and 18+, then logs it in and shows the welcome once (LOGIN-22, POP-11); with an existing
// member's e-mail it asks for that member's password before any session exists; closing the provider's window says "popup closed" and keeps what was typed (ERR-27); the
// registration phone route shows each §8 error the demo provider is set to produce (REG-19, REG-23,
// REG-24, ERR-17…27); axe finds nothing on the new popups, light EN and dark UR.
import assert from 'node:assert/strict'
import { waitUntil } from './harness.mjs'
import { describe, widgetViolations } from './axe-helpers.mjs'
import { lobbykitState, waitLoggedIn } from './login-helpers.mjs'

const AFFILIATE = '/demo/affiliate.html'
const LOGIN_DIALOG = 'member-login[mode=popup] [part=login-dialog]'
const AFTER_LOGIN = 'member-login[mode=popup] [part=after-login-dialog]'
const INLINE = 'member-register'
/** The steps before any session for an identity not linked yet (widgets/kit/accounts/social-step.tsx). */
const LINK_STEP = 'lobbykit-check [part=social-link]'
const SIGNUP_STEP = 'lobbykit-check [part=social-signup]'

/** Whether `element` is, or holds, the focused element (through shadow roots; runs in the page). */
function holdsFocus(element) {
  let active = document.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return element === active || element.contains(active)
}

/** Opens the login popup on the affiliate page and types a username and a password. */
async function openLoginAndType(t, username) {
  const { page } = t
  await page.goto(`${t.base}${AFFILIATE}`)
  await page.locator(`${INLINE} button[type=submit]`).waitFor()
  await page.evaluate(() => /** @type {any} */ (window).lobbykit('openLogin'))
  await page.locator(`${LOGIN_DIALOG} input[name=username]`).fill(username)
  await page.locator(`${LOGIN_DIALOG} input[name=password]`).fill('Typed1234!')
}

/** Clicks a social button and answers the provider's window. */
async function openProvider(page, scope, provider) {
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.locator(`${scope} [part=social-${provider}]`).click(),
  ])
  await popup.waitForLoadState()
  return popup
}

/** Axe on the page, nothing inside a lobbykit element. */
async function expectNoViolations(page, state) {
  await page.waitForTimeout(300) // the speed tester keeps pinging: not network idle
  const violations = await widgetViolations(page, state)
  assert.equal(violations.length, 0, `axe violations inside lobbykit elements:\n${describe(violations)}`)
}

/** Sets the demo phone provider's fault ('' = none). */
const fault = (t, phoneError) => t.demo('PUT', '/demo/api/provider', { phoneError })

export const tests = [
  {
    name: 'LOGIN-33, LOGIN-22, POP-11, C-17: Google sign-in through the demo provider logs a new member in (date of birth checked) and shows the welcome popup once (axe light EN and dark UR)',
    afterLogin: true,
    fn: async (t) => {
      const { page } = t
      await openLoginAndType(t, 'someone')
      const popup = await openProvider(page, LOGIN_DIALOG, 'google')
      assert.match(
        await popup.locator('main').innerText(),
        /This is a demo\.[\s\S]*not Google/,
        'plainly a demo',
      )
      await popup.locator('button[type=submit]').click()
      // A new account asks for the terms and 18+ first, before any session exists (FTR-5, VAL-33).
      const step = page.locator(SIGNUP_STEP)
      await step.waitFor()
      await waitUntil(async () => step.evaluate(holdsFocus), 'focus moved into the sign-up step (a11y)')
      assert.equal((await lobbykitState(page)).loggedIn, false, 'no session before the agreements')
      assert.match(await step.innerText(), /Create your account[\s\S]*terms and conditions[\s\S]*at least 18/)
      await step.locator('[part=social-signup-submit]').click()
      await step.locator('[part=terms] .lk-error').waitFor()
      assert.equal((await lobbykitState(page)).loggedIn, false, 'refused without the ticks')
      await step.locator('input[name=terms]').check()
      await step.locator('input[name=age]').check()
      // C-17, VAL-33: the date of birth, by the registration form's rule; an under-age one is refused
      // beside the field and the ticks stay.
      const birthday = step.locator('input[name=birthday]')
      await birthday.fill(`${new Date().getUTCFullYear() - 17}-01-01`)
      await step.locator('[part=social-signup-submit]').click()
      await waitUntil(
        async () => (await birthday.getAttribute('aria-invalid')) === 'true',
        'the under-age date is refused beside the field',
      )
      assert.match(await step.innerText(), /You must be at least 18 years old/)
      assert.equal(await step.locator('input[name=age]').isChecked(), true, 'the ticks are kept')
      await birthday.fill('1990-05-01')
      await step.locator('[part=social-signup-submit]').click()
      await waitLoggedIn(page)
      const state = await lobbykitState(page)
      assert.equal(state.member.account, 'demogoogleuser', "a readable name: the provider's display name")
      const welcome = page.locator(AFTER_LOGIN)
      await welcome.waitFor()
      assert.equal(await page.locator(LOGIN_DIALOG).count(), 0, 'the login modal closed')
      assert.match(await welcome.locator('h2').innerText(), /Welcome!/)
      // C-13: the bonus the server is configured with, not a hard-coded claim.
      await welcome.locator('[part=welcome-bonus]').waitFor()
      assert.match(await welcome.locator('[part=welcome-bonus]').innerText(), /Registration bonus: Rs\s?100/)
      // The brand's announcements for new members (audience F), as the server has them.
      assert.match(
        await welcome.locator('[part=welcome-announcements]').innerText(),
        /Your first login: start here/,
      )
      assert.match(await welcome.locator('[part=after-login-counts]').innerText(), /Unread messages: \d/)
      await expectNoViolations(page, 'after-login-welcome-light-en')
      await page.evaluate(() => /** @type {any} */ (window).lobbykit('setTheme', 'dark'))
      await page.evaluate(() => /** @type {any} */ (window).lobbykit('setLanguage', 'UR'))
      await waitUntil(
        async () => (await welcome.locator('h2').innerText()).includes('خوش آمدید'),
        'the welcome speaks Urdu',
      )
      await expectNoViolations(page, 'after-login-welcome-dark-ur')
      await page.keyboard.press('Escape') // the kit Modal: Escape closes
      await welcome.waitFor({ state: 'detached' })
      await page.reload()
      await waitLoggedIn(page)
      await page.waitForTimeout(500)
      assert.equal(await page.locator(AFTER_LOGIN).count(), 0, 'once per session: not again after a reload')
    },
  },
  {
    name: "LOGIN-33: Google sign-in with an existing member's e-mail asks for that member's password before any session exists (takeover by e-mail; axe light EN and dark UR)",
    fn: async (t) => {
      const { page } = t
      await openLoginAndType(t, 'someone')
      const popup = await openProvider(page, LOGIN_DIALOG, 'google')
      await popup.locator('input[name=email]').fill('demo@lobbykit.example')
      await popup.locator('button[type=submit]').click()
      const step = page.locator(LINK_STEP)
      await step.waitFor()
      const password = step.locator('input[name=linkPassword]')
      await waitUntil(
        async () => password.evaluate(holdsFocus),
        "focus moved into the link step's password field (a11y)",
      )
      assert.match(await step.innerText(), /This e-mail already has an account[\s\S]*demo/)
      const state = await lobbykitState(page)
      assert.equal(state.loggedIn, false, 'no session before the password')
      assert.equal(
        await page.evaluate(() => Object.keys(localStorage).filter((k) => /token/i.test(k)).length),
        0,
        'no token stored',
      )
      await expectNoViolations(page, 'social-link-light-en')
      await page.evaluate(() => /** @type {any} */ (window).lobbykit('setTheme', 'dark'))
      await page.evaluate(() => /** @type {any} */ (window).lobbykit('setLanguage', 'UR'))
      await waitUntil(
        async () => (await step.innerText()).includes('اس ای میل کا پہلے سے اکاؤنٹ ہے'),
        'the link step speaks Urdu',
      )
      await expectNoViolations(page, 'social-link-dark-ur')
      await page.evaluate(() => /** @type {any} */ (window).lobbykit('setLanguage', 'EN'))
      await password.fill('Wrong1234!')
      await step.locator('[part=social-link-submit]').click()
      await waitUntil(
        async () => /Invalid username or password/.test(await step.innerText()),
        'a wrong password is refused in the step',
      )
      assert.equal((await lobbykitState(page)).loggedIn, false)
      await password.fill('Demo1234!')
      await step.locator('[part=social-link-submit]').click()
      await waitLoggedIn(page)
      assert.equal((await lobbykitState(page)).member.account, 'demo')
      await step.waitFor({ state: 'detached' })
    },
  },
  {
    name: 'ERR-27: closing the provider window shows "popup closed" and keeps what was typed (axe dark UR)',
    fn: async (t) => {
      const { page } = t
      await openLoginAndType(t, 'typed-name')
      const popup = await openProvider(page, LOGIN_DIALOG, 'google')
      await popup.close()
      const error = page.locator(`${LOGIN_DIALOG} [part=social-error]`)
      await error.waitFor()
      assert.equal(await error.innerText(), 'Login failed: the window was closed, please try again')
      assert.equal(await page.locator(`${LOGIN_DIALOG} input[name=username]`).inputValue(), 'typed-name')
      assert.equal(await page.locator(`${LOGIN_DIALOG} input[name=password]`).inputValue(), 'Typed1234!')
      assert.equal((await lobbykitState(page)).loggedIn, false)
      await page.evaluate(() => /** @type {any} */ (window).lobbykit('setTheme', 'dark'))
      await page.evaluate(() => /** @type {any} */ (window).lobbykit('setLanguage', 'UR'))
      await waitUntil(
        async () =>
          (await page.locator(`${LOGIN_DIALOG} [part=social-google]`).getAttribute('aria-label')) ===
          'Google کے ساتھ لاگ ان کریں',
        'the social buttons speak Urdu',
      )
      await expectNoViolations(page, 'social-error-dark-ur')
    },
  },
  {
    name: "ERR-25, API-69: the control page sets the demo sign-in provider's answer; Google sign-in then shows its message",
    fn: async (t) => {
      const { page } = t
      const control = await page.context().newPage()
      await control.goto(`${t.control}/demo/control`)
      await control
        .locator('#provider-social-error option[value=OPERATION_NOT_ENABLED]')
        .waitFor({ state: 'attached' })
      await control.locator('#provider-social-error').selectOption('OPERATION_NOT_ENABLED')
      await control.locator('#providers-form button[type=submit]').click()
      await control.locator('#providers-status:has-text("Saved")').waitFor()
      await control.close()
      t.allowErrors(/social\/authorize/) // the provider refuses on purpose; Chromium logs the 400
      await openLoginAndType(t, 'kept')
      const popup = await openProvider(page, LOGIN_DIALOG, 'google')
      await popup.locator('button[type=submit]').click()
      const error = page.locator(`${LOGIN_DIALOG} [part=social-error]`)
      await error.waitFor()
      assert.equal(await error.innerText(), 'This operation is not enabled, please contact customer service')
      assert.equal(await page.locator(`${LOGIN_DIALOG} input[name=username]`).inputValue(), 'kept')
    },
  },
  {
    name: 'POP-11, LOGIN-25: a username login shows the after-login popup with the counts and links (axe dark UR)',
    afterLogin: true,
    fn: async (t) => {
      const { page } = t
      await page.goto(`${t.base}${AFFILIATE}`)
      await page.locator(`${INLINE} button[type=submit]`).waitFor()
      await page.evaluate(() => /** @type {any} */ (window).lobbykit('setTheme', 'dark'))
      await page.evaluate(() => /** @type {any} */ (window).lobbykit('setLanguage', 'UR'))
      await page.evaluate(() => /** @type {any} */ (window).lobbykit('openLogin'))
      await page.locator(`${LOGIN_DIALOG} input[name=username]`).fill('demo')
      await page.locator(`${LOGIN_DIALOG} input[name=password]`).fill('Demo1234!')
      await page.locator(`${LOGIN_DIALOG} button[type=submit]`).click()
      const dialog = page.locator(AFTER_LOGIN)
      await dialog.waitFor()
      assert.equal(await dialog.locator('[part=welcome-bonus]').count(), 0, 'no welcome: not a first login')
      const links = await dialog
        .locator('[part=after-login-counts] a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')))
      assert.deepEqual(links, ['/member?tab=messages', '/promotions'])
      await expectNoViolations(page, 'after-login-dark-ur')
      await dialog.locator('[part=after-login-continue]').click()
      await dialog.waitFor({ state: 'detached' })
    },
  },
  {
    name: 'REG-19, REG-23, REG-24, ERR-17…27: registration on the phone route shows each §8 error the demo provider is set to produce',
    fn: async (t) => {
      const { page } = t
      t.allowErrors(/phone-auth\/(send|verify)/) // the provider refuses on purpose; Chromium logs each 4xx
      // The platform's captcha is another check; this test is about the provider's answers.
      await t.demo('PUT', '/demo/api/settings', { register: { regExp: { captcha: { enabled: false } } } })
      await page.goto(`${t.base}${AFFILIATE}?phoneAuth=1`)
      await page.locator(`${INLINE} input[name=mobileNum]`).fill('3123456781')
      const send = page.locator(`${INLINE} [part=send-code]`)
      const warning = page.locator(`${INLINE} [role=alertdialog]`)
      const SEND_FAULTS = {
        PHONE_INVALID: 'Invalid phone number', // ERR-17
        PHONE_MISSING: 'Please enter a valid phone number', // ERR-18
        TOO_MANY_REQUESTS: 'Too many requests, please retry after 5 minutes', // ERR-19
        PHONE_UNKNOWN_ERROR: 'Phone verification failed for an unknown reason, please try again', // ERR-20
        CAPTCHA_FAILED: 'Captcha check failed', // ERR-23
        QUOTA_EXCEEDED: 'Quota exceeded, please contact customer service', // ERR-24
        OPERATION_NOT_ENABLED: 'This operation is not enabled, please contact customer service', // ERR-25
        POPUP_CLOSED: 'Login failed: the window was closed, please try again', // ERR-27
      }
      for (const [code, text] of Object.entries(SEND_FAULTS)) {
        await fault(t, code)
        await page.waitForTimeout(1100) // sending is throttled to once a second (§9)
        await send.click()
        await warning.waitFor()
        const shown = await warning.innerText()
        assert.ok(shown.includes(text), `${code}: "${text}" in "${shown}"`)
        await warning.locator('[part=confirm]').click()
        await warning.waitFor({ state: 'detached' })
      }
      // The code errors come from verify, after a send that worked (countdown one minute, REG-11).
      await fault(t, '')
      await page.waitForTimeout(1100)
      await send.click()
      await waitUntil(async () => /\d/.test((await send.textContent()) ?? ''), 'the send button counts down')
      await page.locator(`${INLINE} input[name=verificationCode]`).fill('123456')
      await page.locator(`${INLINE} input[name=password]`).fill('Secret123!')
      await page.locator(`${INLINE} input[name=confirmPassword]`).fill('Secret123!')
      await page.locator(`${INLINE} input[name=terms]`).check()
      await page.locator(`${INLINE} input[name=birthday]`).fill('1990-01-01') // C-17
      await page.locator(`${INLINE} input[name=age]`).check()
      const VERIFY_FAULTS = {
        CODE_INVALID: 'Invalid verification code', // ERR-21
        CODE_MISSING: 'Please enter the verification code', // ERR-22
        CODE_EXPIRED: 'The code has expired, please send it again', // ERR-26
      }
      const code = page.locator(`${INLINE} input[name=verificationCode]`)
      for (const [name, text] of Object.entries(VERIFY_FAULTS)) {
        await fault(t, name)
        await page.locator(`${INLINE} button[type=submit]`).click()
        await waitUntil(
          async () =>
            (
              await code.evaluate((input) => {
                const root = /** @type {ShadowRoot} */ (input.getRootNode())
                return (input.getAttribute('aria-describedby') ?? '')
                  .split(/\s+/)
                  .map((id) => root.getElementById(id)?.textContent ?? '')
                  .join(' | ')
              })
            ).includes(text),
          `${name}: "${text}" beside the code field`,
        )
        assert.equal(await code.inputValue(), '123456', 'what was typed stays')
        assert.equal((await lobbykitState(page)).loggedIn, false)
      }
    },
  },
]
