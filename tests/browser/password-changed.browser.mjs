// PWD-5: a voluntary password change from the member block is confirmed, not closed in
// silence: the change popup closes (PWD-5) and a success dialog says so (role=status) until the
// member acknowledges it; in Urdu too. The new password is then the password.
import assert from 'node:assert/strict'
import { DEMO, waitUntil } from './harness.mjs'
import { expectMember, openWithLogin, submitLogin } from './login-helpers.mjs'

const CMS = '/demo/cms.html'
const SIDEBAR = '#sidebar-login'
const CHANGE = 'member-login[mode=popup] [part=change-password-dialog]'
const DONE = 'member-login[mode=popup] [part=dialog]'
const NEW_PASSWORD = 'Changed1234!'

/** Logs demo in from the sidebar and changes the password through the member block's button. */
async function changeFromMemberBlock(page) {
  await submitLogin(page, SIDEBAR, DEMO.username, DEMO.password)
  await expectMember(page, SIDEBAR)
  await page.locator(`${SIDEBAR} [part=change-password]`).click()
  const change = page.locator(CHANGE)
  await change.waitFor()
  await change.locator('input[name=oldPassword]').fill(DEMO.password)
  await change.locator('input[name=newPassword]').fill(NEW_PASSWORD)
  await change.locator('input[name=confirmNewPassword]').fill(NEW_PASSWORD)
  await change.locator('button[type=submit]').click()
  await change.waitFor({ state: 'detached' })
}

export const tests = [
  {
    name: 'PWD-5 password changed: after a voluntary change the popup closes and a success dialog (role=status) says so until OK',
    fn: async (t) => {
      const { page } = t
      await openWithLogin(page, t.base + CMS)
      await changeFromMemberBlock(page)
      const done = page.locator(DONE)
      await done.waitFor()
      const status = done.locator('[role=status][part=password-changed]')
      assert.equal(
        (await status.textContent())?.trim(),
        'Your password has been changed. Use the new password the next time you log in.',
      )
      assert.equal(await done.getAttribute('role'), 'dialog', 'a notice, not an alert')
      assert.equal(
        await page.evaluate(() => document.activeElement?.tagName.toLowerCase()),
        'member-login',
        'the focus is in the dialog',
      )
      await expectMember(page, SIDEBAR) // still logged in
      await done.locator('[part=confirm]').click()
      await done.waitFor({ state: 'detached' })
      const again = await t.api('/wps/session/login', {
        body: { type: 'username', username: DEMO.username, password: NEW_PASSWORD },
      })
      assert.equal(again.success, true, 'the new password logs in')
    },
  },
  {
    name: 'PWD-5 password changed: the confirmation is in Urdu when the page is, and Esc dismisses it',
    fn: async (t) => {
      const { page } = t
      await openWithLogin(page, t.base + CMS)
      await page.evaluate(() => /** @type {any} */ (window).lobbykit('setLanguage', 'UR'))
      await changeFromMemberBlock(page)
      const done = page.locator(DONE)
      await done.waitFor()
      await waitUntil(
        async () => /پاس ورڈ تبدیل ہو گیا/.test((await done.locator('[role=status]').textContent()) ?? ''),
        'the Urdu wording',
      )
      await page.keyboard.press('Escape')
      await done.waitFor({ state: 'detached' })
    },
  },
]
