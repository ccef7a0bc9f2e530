// Named helpers for driving <member-login> in a page. Playwright's CSS locators pierce open
// shadow roots, so `#sidebar-login input[name=username]` reaches into the widget.
import assert from 'node:assert/strict'
import { waitUntil } from './harness.mjs'

/** Opens `url` and waits until `host`'s login form (or member block) has rendered. */
export async function openWithLogin(page, url, host = '#sidebar-login') {
  // The announcement popup opens on a first visit (ANN-10) and would cover the page: these tests are
  // about logging in, so the session starts with it closed (announcements.browser.mjs tests the popup).
  await page.addInitScript(() => sessionStorage.setItem('lobbykit:lobbykit:closed', 'A,B,F'))
  await page.goto(url)
  await page.locator(`${host} input[name=username], ${host} [part=member]`).first().waitFor()
}

/** Types credentials into `host`'s username tab and submits with the submit button. */
export async function submitLogin(page, host, username, password) {
  await page.locator(`${host} input[name=username]`).fill(username)
  await page.locator(`${host} input[name=password]`).fill(password)
  await page.locator(`${host} button[type=submit]`).click()
}

/** Waits until `host` shows the logged-in member block and answers its account text. */
export async function expectMember(page, host, account = 'demo') {
  const shown = page.locator(`${host} [part=member] [part=account]`)
  await shown.waitFor()
  assert.equal((await shown.textContent())?.trim(), account, `${host} shows account ${account}`)
}

/** Waits until `host` shows the login form again (logged out). */
export async function expectLoginForm(page, host) {
  await page.locator(`${host} input[name=username]`).waitFor()
  assert.equal(await page.locator(`${host} [part=member]`).count(), 0, `${host} shows no member block`)
}

/** The page's lobbykit state (`lobbykit('getState')`), once the runtime is up. */
export async function lobbykitState(page) {
  return page.evaluate(() => /** @type {any} */ (window).lobbykit('getState'))
}

/** Waits until the runtime answers `getState` with `loggedIn === want`. */
export async function waitLoggedIn(page, want = true, timeout = 5000) {
  return waitUntil(
    async () => (await lobbykitState(page)).loggedIn === want,
    `lobbykit state loggedIn=${want}`,
    { timeout },
  )
}

/** Computed style `property` of the first element matching `selector` (shadow-piercing). */
export async function computed(page, selector, property) {
  return page
    .locator(selector)
    .first()
    .evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property)
}
