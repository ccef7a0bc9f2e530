// Focus: every dialog that opens — by a click, a command, a store change or after a login —
// moves focus into itself, keeps Tab inside, closes on Escape and gives focus back to where it was (or,
// when that element is gone, to the nearest part of the page that replaced it). One test per way of
// opening on /demo/cms.html, and one walking the standalone site's dialogs (DESIGN widgets/ "modal",
// POP-13..19; COMMON "Dialogs").
import assert from 'node:assert/strict'
import { DEMO, waitUntil } from './harness.mjs'

/** Is the innermost focused element (through shadow roots) `el` or inside it? */
const HOLDS_FOCUS = (/** @type {Element} */ el) => {
  let active = document.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  for (
    let n = /** @type {Node | null} */ (active);
    n;
    n = n.parentNode ?? /** @type {any} */ (n).host ?? null
  )
    if (n === el) return true
  return false
}

/** Waits until `locator` holds the focus. */
async function expectFocusIn(locator, what) {
  await waitUntil(() => locator.evaluate(HOLDS_FOCUS), `focus is in ${what}`)
}

/**
 * The dialog `panel` is open: focus is inside, Tab and Shift+Tab keep it inside, Escape closes it.
 * Answers once it is closed.
 */
async function walkDialog(page, panel, what, { tabs = 10 } = {}) {
  const dialog = page.locator(panel)
  await dialog.waitFor()
  assert.equal(await dialog.getAttribute('aria-modal'), 'true', `${what} is aria-modal`)
  assert.match((await dialog.getAttribute('role')) ?? '', /^(alert)?dialog$/, `${what} has a dialog role`)
  await expectFocusIn(dialog, what)
  for (let i = 0; i < tabs; i++) {
    await page.keyboard.press('Tab')
    assert.ok(await dialog.evaluate(HOLDS_FOCUS), `Tab ${i + 1} keeps focus in ${what}`)
  }
  for (let i = 0; i < Math.min(tabs, 3); i++) {
    await page.keyboard.press('Shift+Tab')
    assert.ok(await dialog.evaluate(HOLDS_FOCUS), `Shift+Tab ${i + 1} keeps focus in ${what}`)
  }
  await page.keyboard.press('Escape')
  // Gone, or (a native <dialog>, kept in the page) closed and hidden.
  await dialog.waitFor({ state: 'hidden' })
}

/** /demo/cms.html with its widgets up. */
async function openCms(t) {
  await t.page.goto(`${t.base}/demo/cms.html`, { timeout: 30_000 })
  await t.page.locator('#sidebar-login input[name=username]').waitFor({ timeout: 20_000 })
}

export const tests = [
  {
    name: 'FOCUS by a click (POP-3): the cms Sign in button opens the login dialog with focus inside, Tab stays in, Escape closes, focus is back on Sign in',
    fn: async (t) => {
      const { page } = t
      await openCms(t)
      const opener = page.locator('#sign-in')
      await opener.click()
      await walkDialog(page, 'member-login[mode=popup] [part=login-dialog]', 'the login dialog')
      await expectFocusIn(opener, 'the Sign in button again')
    },
  },
  {
    name: "FOCUS by a command: lobbykit('openRegister') opens the registration dialog with focus inside; Escape closes it and focus goes back to the element focused before",
    fn: async (t) => {
      const { page } = t
      await openCms(t)
      const before = page.locator('#theme')
      await before.focus()
      await page.evaluate(() => /** @type {any} */ (window).lobbykit('openRegister'))
      await walkDialog(page, 'member-register[mode=popup] [part=register-dialog]', 'the registration dialog')
      await expectFocusIn(before, 'the element focused before the command')
    },
  },
  {
    name: 'FOCUS by a store change (ANN-10): the announcement popup opening by itself on a first visit takes the focus; Escape closes it',
    announcements: true,
    fn: async (t) => {
      const { page } = t
      await page.goto(`${t.base}/demo/cms.html`, { timeout: 30_000 })
      await walkDialog(page, '[part=announcement-dialog]', 'the announcement popup')
      assert.equal(await page.locator('[part=announcement-dialog]').count(), 0)
    },
  },
  {
    name: "FOCUS after a login (ANN-12): logging in on /demo/cms.html opens the members' announcements with focus inside; Tab stays inside; Escape closes it",
    announcements: true,
    fn: async (t) => {
      const { page } = t
      // Visitors' announcements (audience B) already closed this session: only the members' open.
      await page.addInitScript(() => sessionStorage.setItem('lobbykit:lobbykit:closed', 'B'))
      await openCms(t)
      await page.locator('#sidebar-login input[name=username]').fill(DEMO.username)
      await page.locator('#sidebar-login input[name=password]').fill(DEMO.password)
      await page.locator('#sidebar-login button[type=submit]').click()
      await walkDialog(page, '[part=announcement-dialog]', "the members' announcement popup")
    },
  },
  {
    name: "FOCUS after another dialog closes (ANN-12, POP-11): the after-login popup, then the members' announcements, each hold the focus; Escape closes each",
    announcements: true,
    afterLogin: true,
    fn: async (t) => {
      const { page } = t
      await page.addInitScript(() => sessionStorage.setItem('lobbykit:lobbykit:closed', 'B'))
      await openCms(t)
      await page.locator('#sidebar-login input[name=username]').fill(DEMO.username)
      await page.locator('#sidebar-login input[name=password]').fill(DEMO.password)
      await page.locator('#sidebar-login button[type=submit]').click()
      const afterLogin = page.locator('[part=after-login-dialog]')
      await afterLogin.waitFor()
      await expectFocusIn(afterLogin, 'the after-login popup')
      await afterLogin.locator('[part=after-login-continue]').click()
      // The announcements open as it closes: Escape must work at once, with no Tab first.
      await walkDialog(page, '[part=announcement-dialog]', "the members' announcement popup", { tabs: 0 })
    },
  },
  {
    name: "FOCUS the site's dialogs: login, help (POP-7, over the login), registration, notice (POP-2), game and sign-out dialogs each take the focus, keep Tab inside, close on Escape and give the focus back to their button",
    fn: async (t) => {
      const { page } = t
      await page.goto(`${t.base}/`, { timeout: 30_000 })
      const login = page.locator('lobbykit-site [part=login]')
      await login.waitFor({ timeout: 20_000 })

      await login.click()
      await walkDialog(page, '[part=login-dialog]', 'the login dialog')
      await expectFocusIn(login, 'the header login button')

      // POP-7: the help popup over the login dialog; Escape closes only the help.
      await login.click()
      const helpLink = page.locator('[part=login-dialog] [part=help-link]')
      await helpLink.click()
      await page.locator('[part=help-popup] details').first().waitFor()
      await walkDialog(page, '[part=help-popup]', 'the help popup')
      await expectFocusIn(helpLink, 'the Help link')
      await page.keyboard.press('Escape')
      await page.locator('[part=login-dialog]').waitFor({ state: 'detached' })

      // POP-2: the notice popup from home's notice line.
      const notices = page.locator('lobbykit-site [part=notices]')
      await notices.click()
      await walkDialog(page, '[part=notice-popup]', 'the notice popup', { tabs: 3 })
      await expectFocusIn(notices, 'the notice line')

      const register = page.locator('lobbykit-site [part=register]')
      await register.click()
      await walkDialog(page, '[part=register-dialog]', 'the registration dialog')
      await expectFocusIn(register, 'the header register button')

      await login.click()
      const form = page.locator('[part=login-dialog]')
      await form.locator('input[name=username]').fill(DEMO.username)
      await form.locator('input[name=password]').fill(DEMO.password)
      await form.locator('button[type=submit]').click()
      await form.waitFor({ state: 'detached' })
      const signOut = page.locator('lobbykit-site [part=member] [part=sign-out]').first()
      await page.locator('lobbykit-site [part=member-menu-button]').click()
      await signOut.click()
      await walkDialog(page, '[part=sign-out-dialog]', 'the sign-out confirmation')
      assert.equal(await page.locator('lobbykit-site [part=member]').count(), 1, 'Escape did not sign out')

      const play = page.locator('lobbykit-site [part=tile] [part=play]').first()
      await play.click()
      // The game is another document in a frame: Tab inside it is the game's, so only the dialog's
      // own focus, Escape and the way back are checked here.
      await walkDialog(page, '[part=game-dialog]', 'the game popup', { tabs: 0 })
      await expectFocusIn(play, 'the Play button')
    },
  },
]
