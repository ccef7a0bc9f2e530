// Events from the element that caused them, heard by host frameworks' declarative bindings.
// A React 19 app (`onlobbykit-login` …) and a Vue 3 app (`@lobbykit-login` …) on another origin than
// the bundle and the API log in with <member-login>, launch a game from <game-lobby> (cancelled by the
// host, which would launch it itself) and sign out. Each of lobbykit-login, -launch and -logout reaches
// the framework's binding, a listener on document and lobbykit('on', …) exactly once, from the element
// that caused it; the framework re-renders on it (DESIGN "Events", STYLE "Custom elements").
import assert from 'node:assert/strict'
import { DEMO, waitUntil } from './harness.mjs'
import { expectLoginForm, expectMember, submitLogin } from './login-helpers.mjs'

const LOGIN = '#login'
const LOBBY = '#lobby'

/** What each kind of listener heard so far (fixtures/host-events.js). */
function heard(page) {
  return page.evaluate(() => /** @type {any} */ (window).__heard)
}

/** Waits until the framework's binding has heard `name` (at least once). */
async function frameworkHeard(page, name) {
  await waitUntil(
    async () => (await heard(page)).framework.some((/** @type {any} */ e) => e.name === name),
    `the framework's binding hears lobbykit-${name}`,
  )
}

/** Log in, launch, sign out on `page`; then each listener has heard each event once, from its element. */
async function walkHost(page, url, framework) {
  // The host app's own code (React bundled on first request) and the widgets' first load take a while.
  await page.goto(url, { timeout: 30_000 })
  await page.locator(`${LOGIN} input[name=username]`).waitFor({ timeout: 20_000 })
  assert.equal((await page.locator('#host-status').textContent())?.trim(), 'Hello visitor')

  await submitLogin(page, LOGIN, DEMO.username, DEMO.password)
  await expectMember(page, LOGIN, 'demo')
  await frameworkHeard(page, 'login')
  // The framework re-rendered on the event (its state came from event.detail), the element survived it.
  await waitUntil(
    async () => (await page.locator('#host-status').textContent())?.trim() === 'Hello demo',
    `${framework} shows the member from lobbykit-login's detail`,
  )

  const play = page.locator(`${LOBBY} [part=tile] [part=play]`).first()
  await play.click()
  await frameworkHeard(page, 'launch')
  // Cancelled by the host: no game popup opens.
  assert.equal(await page.locator('[part=game-dialog]').count(), 0, 'a cancelled launch opens no game popup')

  await page.locator(`${LOGIN} [part=sign-out]`).click()
  await page.locator(`${LOGIN} [part=dialog] [part=confirm]`).click()
  await expectLoginForm(page, LOGIN)
  await frameworkHeard(page, 'logout')
  await waitUntil(
    async () => (await page.locator('#host-status').textContent())?.trim() === 'Hello visitor',
    `${framework} shows the visitor again after lobbykit-logout`,
  )
  // Anything still on its way (a second dispatch would be) has arrived by now.
  await page.waitForTimeout(300)

  const all = await heard(page)
  const from = { login: 'member-login', launch: 'game-lobby', logout: 'member-login' }
  for (const [listener, events] of Object.entries(all)) {
    for (const name of ['login', 'launch', 'logout']) {
      const got = events.filter((/** @type {any} */ e) => e.name === name)
      assert.equal(
        got.length,
        1,
        `${framework}: ${listener} hears lobbykit-${name} once: ${JSON.stringify(got)}`,
      )
      if (listener !== 'on')
        assert.equal(got[0].from, from[name], `${framework}: lobbykit-${name} comes from <${from[name]}>`)
    }
  }
}

export const tests = [
  {
    name: 'EVENTS host frameworks: a React 19 app on another origin hears lobbykit-login, -launch and -logout once each through onlobbykit-* props, on document and lobbykit(on), from the element that caused them',
    fn: async (t) => walkHost(t.page, `${t.fixtures}/react-host.html`, 'React'),
  },
  {
    name: 'EVENTS host frameworks: a Vue 3 app on another origin hears lobbykit-login, -launch and -logout once each through @lobbykit-* bindings, on document and lobbykit(on), from the element that caused them',
    fn: async (t) => walkHost(t.page, `${t.fixtures}/vue-host.html`, 'Vue'),
  },
]
