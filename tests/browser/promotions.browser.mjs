// Promotions in the real site as `demo` (MEMBER-33, MEMBER-34, VAL-55, API-60): an application with
// remarks and an image waits in "Applying" until the operator approves it on the control page, then
// its reward is claimed once and the header balance rises; a 6 MB image and 141 characters of remarks
// are refused before anything is sent; a won raffle is claimed through the raffle call.
import assert from 'node:assert/strict'
import { waitUntil } from './harness.mjs'
import { openAsDemo, textOf } from './member-centre-helpers.mjs'

const SITE = 'lobbykit-site'
const amountOf = (text) => Number(text.replace(/[^\d.]/g, ''))
/** A real 1×1 png, and a "png" of 6 MB (its bytes start as a png's: the size is what is wrong). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)
const HUGE = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)])

export const tests = [
  {
    name: 'VAL-55/MEMBER-33 promotions: an application refuses 141 characters and a 6 MB image before sending, waits in Applying, is approved on the control page, and its reward is claimed once',
    fn: async (t) => {
      const { page } = t
      const token = await openAsDemo(t, '/promotions')
      const card = page.locator(`${SITE} [data-promotion="10"]`)
      await card.locator('[part=join]').click()
      const form = card.locator('[part=application]')
      const remarks = form.locator('textarea[name=remarks]')
      await remarks.waitFor()
      assert.equal(await remarks.evaluate((el) => el.getRootNode().activeElement === el), true, 'focus')
      await remarks.fill('y'.repeat(141))
      assert.equal(await textOf(form.locator('[part=remarks-counter]')), '141 of 140 characters')
      await form.locator('[part=application-send]').click()
      await waitUntil(
        async () =>
          (await textOf(form.locator('.lk-error'))) === 'Please keep your remarks to 140 characters',
        'the remarks message',
      )
      await remarks.fill('Bank slip of my reload on Monday.')
      await form
        .locator('input[type=file]')
        .setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: HUGE })
      await form.locator('[part=application-send]').click()
      await waitUntil(
        async () => (await textOf(form.locator('.lk-error'))) === 'Each image may be at most 5 MB',
        'the size message',
      )
      assert.equal(await remarks.inputValue(), 'Bank slip of my reload on Monday.', 'what was typed stays')
      const none = await t.demo('GET', '/demo/api/promotions/applications')
      assert.equal(none.applications.filter((a) => a.promotion === 10).length, 0, 'nothing was sent')
      await form
        .locator('input[type=file]')
        .setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: PNG })
      await form.locator('[part=application-send]').click()
      await waitUntil(async () => (await card.getAttribute('data-status')) === 'applying', 'applying')
      assert.equal(await textOf(card.locator('[part=status]')), 'Status: Applying')

      // The operator approves it on the control page.
      const control = await page.context().newPage()
      await control.goto(`${t.control}/demo/control`)
      await control.locator('button:has-text("Approve demo for #10")').click()
      await waitUntil(async () => /done/.test(await textOf(control.locator('#points-status'))), 'approved')
      await control.close()

      await page.reload()
      await card.locator('[part=claim]').waitFor()
      const balance = page.locator(`${SITE} [part=balance-amount]`)
      const before = amountOf(await textOf(balance))
      await card.locator('[part=claim]').click()
      await waitUntil(
        async () => Math.abs(amountOf(await textOf(balance)) - (before + 300)) < 0.005,
        'the header balance rose by the reward',
      )
      assert.equal(await textOf(card.locator('[role=status]')), 'Rs 300.00 was added to your balance')
      const again = await t.api('/wps/relay/MCSFE_claimPromotion', {
        token,
        body: { id: 10 },
        modId: 'REWCEN3',
      })
      assert.equal(again.errorCode, 'PROMOTION_CLAIMED', 'paid once')
    },
  },
  {
    name: 'MEMBER-34/API-60 promotions: a won raffle shows its prize; Claim goes through the raffle call and pays once',
    fn: async (t) => {
      const { page } = t
      const calls = []
      page.on('request', (r) => r.url().includes('/wps/relay/') && calls.push(new URL(r.url()).pathname))
      const token = await openAsDemo(t, '/promotions')
      const card = page.locator(`${SITE} [data-promotion="8"]`)
      await card.locator('[part=claim]').waitFor()
      assert.equal(await textOf(card.locator('[part=reward]')), 'Prize: Rs 888.00')
      await card.locator('[part=claim]').click()
      await waitUntil(async () => (await card.getAttribute('data-status')) === 'claimed', 'claimed')
      assert.ok(calls.includes('/wps/relay/MCS2_claimRafflePromotion'), 'the raffle call')
      const again = await t.api('/wps/relay/MCS2_claimRafflePromotion', {
        token,
        body: { id: 8 },
        modId: 'REWCEN3',
      })
      assert.equal(again.errorCode, 'PROMOTION_CLAIMED')
    },
  },
]
