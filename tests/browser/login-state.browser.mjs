// STORE-1 through the public API on an operator's page: a `lobbykit('on', 'login-state', fn)` listener
// hears the state change when the member logs in with <member-login>, and
// `lobbykit('loginState')` answers the whole state (its chunk fetched on first use).
import assert from 'node:assert/strict'
import { DEMO } from './harness.mjs'
import { submitLogin } from './login-helpers.mjs'

export const tests = [
  {
    name: "STORE-1: lobbykit('loginState') and the login-state event follow a login on the operator's page",
    fn: async (t) => {
      const { page } = t
      await page.goto(`${t.fixtures}/late-tag.html?with=1`)
      await page.locator('#early input[name=username]').waitFor()
      await page.evaluate(() => {
        const w = /** @type {any} */ (window)
        w.__states = []
        return w.lobbykit('on', 'login-state', (/** @type {any} */ state) => w.__states.push(state))
      })
      const before = await page.evaluate(() => /** @type {any} */ (window).lobbykit('loginState'))
      assert.equal(before.isLogin, false)
      assert.equal(before.systemStatus, 0)
      assert.match(before.location.ip, /\d|:/)
      assert.match(before.imgUrl, /\/demo\/games\/icons$/)
      assert.equal(before.validate.username.required, true)

      await submitLogin(page, '#early', DEMO.username, DEMO.password)
      await page.waitForFunction(() =>
        /** @type {any} */ (window).__states.some((/** @type {any} */ s) => s.isLogin),
      )
      const heard = await page.evaluate(() =>
        /** @type {any} */ (window).__states.find((/** @type {any} */ s) => s.isLogin),
      )
      assert.equal(heard.memberInfo.account, DEMO.username)
      assert.equal(heard.userInfo.loginType, 'username')

      const after = await page.evaluate(() => /** @type {any} */ (window).lobbykit('loginState'))
      assert.deepEqual(
        {
          isLogin: after.isLogin,
          isAgent: after.isAgent,
          isTrial: after.isTrial,
          account: after.memberInfo.account,
          isSingle: after.merchantWallet.isSingle,
        },
        { isLogin: true, isAgent: false, isTrial: false, account: DEMO.username, isSingle: false },
      )
    },
  },
]
