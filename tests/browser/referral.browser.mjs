// The referral programme in the real site (MEMBER-12, FLAG-4, ROUTE-28, REG-6): /register?referralCode=X
// on the full site opens the register popup with X filled in (and ?affiliateCode= likewise); /referral
// shows the demo member's link; with the referral flag off the page asks nothing, its menu entries are
// gone and the server refuses the calls.
import assert from 'node:assert/strict'
import { waitUntil } from './harness.mjs'
import { openAsDemo, textOf } from './member-centre-helpers.mjs'

const SITE = 'lobbykit-site'
const POPUP = 'member-register[mode=popup] [role=dialog][aria-modal=true]'

export const tests = [
  {
    name: 'REG-6/REG-15/ROUTE-28 referral: /register?referralCode=X on the full site opens the register popup with X filled in',
    fn: async (t) => {
      const { page } = t
      t.allowErrors(/dead\.localhost.*ping\.txt|ERR_EMPTY_RESPONSE/)
      await page.goto(`${t.base}/register?referralCode=DEMO2025&affiliateCode=AGENT2025`)
      const dialog = page.locator(POPUP)
      await dialog.waitFor({ timeout: 30_000 })
      await waitUntil(
        async () => (await dialog.locator('input[name=referralCode]').inputValue()) === 'DEMO2025',
        'the invitation code is filled in',
      )
      assert.equal(await dialog.locator('input[name=affiliateCode]').inputValue(), 'AGENT2025')
      assert.equal(new URL(page.url()).pathname, '/')
    },
  },
  {
    name: 'MEMBER-12/FLAG-4/ROUTE-28 referral: /referral shows the member’s link; with the flag off the page and its calls are gone',
    fn: async (t) => {
      const { page } = t
      const token = await openAsDemo(t, '/referral')
      const link = page.locator(`${SITE} [part=referral-link]`)
      await link.waitFor()
      assert.match(await textOf(link), /\/register\?referralCode=DEMO2025$/)
      assert.match(
        await textOf(page.locator(`${SITE} [part=referral-section]`)),
        /Nobody has registered with your link yet\./,
      )
      await t.demo('PUT', '/demo/api/settings', { whitelabel: { REFERRAL: false } })
      const refused = await t.api('/wps/relay/REFERRAL_info', { token })
      assert.equal(refused.errorCode, 'OPERATION_NOT_ENABLED')
      const before = t.watch().count('/wps/relay/REFERRAL_info')
      await page.goto(`${t.base}/referral`)
      const section = page.locator(`${SITE} [part=referral-section]`)
      await section.waitFor()
      assert.equal(await textOf(section), 'This feature is not available on this site.')
      assert.equal(await page.locator(`${SITE} [part=referral-link]`).count(), 0)
      assert.equal(await page.locator(`${SITE} [part=member-nav] a[data-tab=referral]`).count(), 0)
      assert.equal(t.watch().count('/wps/relay/REFERRAL_info'), before, 'nothing asked')
      const menu = page.locator(`${SITE} [part=side-menu]`)
      if (!(await menu.isVisible())) await page.locator(`${SITE} [part=menu-toggle]`).click()
      assert.equal(await menu.getByRole('link', { name: 'Invite friends', exact: true }).count(), 0)
    },
  },
]
