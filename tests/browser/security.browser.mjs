// LOGIN-29 in Chromium: a forced password change cannot be skipped by reloading.
import assert from 'node:assert/strict'
import { EXPIRED, waitUntil } from './harness.mjs'
import { expectMember, openWithLogin, submitLogin } from './login-helpers.mjs'

const CMS = '/demo/cms.html'
const SIDEBAR = '#sidebar-login'
const DIALOG = '[role=dialog][aria-modal=true]'

export const tests = [
  {
    name: 'LOGIN-29: the expired-password member who reloads is not logged in, member info is refused, logging in again opens the change dialog again',
    fn: async (t) => {
      const { page } = t
      await openWithLogin(page, t.base + CMS)
      const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/session/login', {
        timeout: 30_000,
      })
      await submitLogin(page, SIDEBAR, EXPIRED.username, EXPIRED.password)
      const { value } = await (await answered).json()
      const token = value.token
      await page.locator(DIALOG).waitFor()
      const stored = await page.evaluate(() =>
        Object.keys(sessionStorage).map((key) => sessionStorage.getItem(key)),
      )
      assert.ok(!stored.includes(token), 'the held token is in memory only, not in sessionStorage')

      // The server refuses the held session everything but the change (and logout).
      const info = await t.api('/wps/member/info', { token })
      assert.equal(info.success, false, 'member info is refused')
      assert.equal(info.errorCode, 'PASSWORD_CHANGE_REQUIRED')

      await page.reload()
      await page.locator(`${SIDEBAR} input[name=username]`).waitFor()
      assert.equal(
        await page.locator(`${SIDEBAR} [part=member]`).count(),
        0,
        'not logged in after the reload',
      )
      assert.equal(await page.locator(DIALOG).count(), 0, 'no dialog until the member logs in again')

      await submitLogin(page, SIDEBAR, EXPIRED.username, EXPIRED.password)
      const dialog = page.locator(DIALOG)
      await dialog.waitFor()
      // The change form is a lazy part of the login dialog: wait for it, then count.
      await dialog.locator('input[name=newPassword]').waitFor({ timeout: 15_000 })
      assert.equal(
        await dialog.locator('input[name=newPassword]').count(),
        1,
        'the change-password dialog again',
      )
      await dialog.locator('input[name=oldPassword]').fill(EXPIRED.password)
      await dialog.locator('input[name=newPassword]').fill('NewPass1234!')
      await dialog.locator('input[name=confirmNewPassword]').fill('NewPass1234!')
      await dialog.locator('button[type=submit]').click()
      await dialog.waitFor({ state: 'detached' })
      await expectMember(page, SIDEBAR, 'expired')
      // Changed: the session is kept across a reload now, and the first held token was ended.
      await page.reload()
      await expectMember(page, SIDEBAR, 'expired')
      await waitUntil(
        async () => (await t.api('/wps/member/info', { token })).errorCode === 'SESSION_EXPIRED',
        'the first held session ended with the change',
      )
    },
  },
]
