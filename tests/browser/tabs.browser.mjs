// Login state across tabs (DESIGN core/stores: "logging out in one tab logs out every tab").
// Two pages of one browser context share the origin's BroadcastChannel but not sessionStorage.
import assert from 'node:assert/strict'
import { DEMO } from './harness.mjs'
import { expectLoginForm, expectMember, openWithLogin, submitLogin, waitLoggedIn } from './login-helpers.mjs'

const CMS = '/demo/cms.html'

export const tests = [
  {
    name: 'LOGIN-36/STORE: a second tab picks up the session of the first over BroadcastChannel',
    fn: async (t) => {
      const first = t.page
      await openWithLogin(first, t.base + CMS)
      await submitLogin(first, '#sidebar-login', DEMO.username, DEMO.password)
      await expectMember(first, '#sidebar-login', 'demo')

      const second = await t.newPage()
      await second.goto(t.base + CMS)
      await expectMember(second, '#sidebar-login', 'demo')
      await expectMember(second, '#footer-login', 'demo')
      assert.equal(t.watch(second).count('/wps/session/login'), 0, 'the second tab did not log in by itself')
    },
  },
  {
    name: 'LOGIN-35/LOGIN-36: lobbykit("logout") in one tab shows the login form in the other without a reload',
    fn: async (t) => {
      const first = t.page
      await openWithLogin(first, t.base + CMS)
      await submitLogin(first, '#sidebar-login', DEMO.username, DEMO.password)
      await expectMember(first, '#sidebar-login', 'demo')

      const second = await t.newPage()
      // Without the session from tab 1 the logout can't be observed: log tab 2 in through the
      // token tab 1 holds, the way the operator would (`setSession`), if the channel did not.
      await openWithLogin(second, t.base + CMS)
      await second.evaluate(() => {
        ;/** @type {any} */ (window).__noReload = true
      })
      const state = await second.evaluate(() => /** @type {any} */ (window).lobbykit('getState'))
      if (!state.loggedIn) {
        const token = await first.evaluate(() => sessionStorage.getItem('lobbykit:lobbykit:token'))
        assert.ok(token, 'tab 1 holds a token')
        await second.evaluate((tk) => /** @type {any} */ (window).lobbykit('setSession', tk), token)
      }
      await expectMember(second, '#sidebar-login', 'demo')
      // Every element of tab 2 has loaded its member data (those below the fold load once the
      // first banner is in): a call still on its way when tab 1 logs out is answered 401, which
      // the browser logs as a failed resource.
      await second.waitForLoadState('networkidle')

      await first.evaluate(() => /** @type {any} */ (window).lobbykit('logout'))
      await expectLoginForm(first, '#sidebar-login')
      await expectLoginForm(second, '#sidebar-login')
      await expectLoginForm(second, '#footer-login')
      await waitLoggedIn(second, false)
      assert.equal(
        await second.evaluate(() => /** @type {any} */ (window).__noReload),
        true,
        'tab 2 was not reloaded',
      )
      assert.equal(await second.locator('#who').textContent(), '', 'tab 2 header shows nobody')
    },
  },
]
