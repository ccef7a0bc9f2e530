// Red envelopes in the real site as `demo` (MEMBER-18): an unopened envelope hides its amount; Open reveals
// it and the header balance rises by it; the same envelope opened again from a second tab pays nothing.
import assert from 'node:assert/strict'
import { linkCode, waitUntil } from './harness.mjs'
import { amountOf, openAsDemo, textOf } from './member-centre-helpers.mjs'

const SITE = 'lobbykit-site'
const SECTION = `${SITE} [part=red-envelope-section]`
const BALANCE = `${SITE} [part=balance-amount]`

export const tests = [
  {
    name: 'MEMBER-18 red envelope: opening reveals the amount and pays it; opening the same envelope twice pays once',
    fn: async (t) => {
      const { page } = t
      const token = await openAsDemo(t, '/member?tab=red-envelope')
      const ready = page.locator(`${SECTION} [part=envelopes-ready] [part=envelope]`)
      await ready.first().waitFor()
      const count = await ready.count()
      const id = await ready.first().getAttribute('data-id')
      // The amount is not in the page before opening.
      assert.equal(await ready.first().locator('.benefits-reward-amount').count(), 0)
      // A second tab with the same envelope still unopened.
      const other = await t.newPage()
      const again = await other.goto(
        `${t.base}/member?tab=red-envelope&token=${await linkCode(t.base, token)}`,
      )
      assert.ok(again?.ok())
      await other.locator(`${SECTION} [part=envelope][data-id="${id}"] [part=envelope-open]`).waitFor()
      const before = amountOf(await textOf(page.locator(BALANCE)))
      await page.locator(`${SECTION} [part=envelope][data-id="${id}"] [part=envelope-open]`).click()
      const got = page.locator(`${SECTION} [part=envelope-got]`)
      await waitUntil(async () => (await textOf(got)) !== '', 'the amount is revealed')
      const info = await t.api('/wps/member/info', { token })
      const paid = Math.round((info.value.balance - before) * 100) / 100
      assert.ok(paid > 0, `paid ${paid}`)
      assert.match(await textOf(got), new RegExp(`Rs ${paid.toFixed(2)} has been added`))
      await waitUntil(
        async () => amountOf(await textOf(page.locator(BALANCE))) === info.value.balance,
        'header balance',
      )
      assert.equal(await ready.count(), count - 1)
      const opened = page.locator(`${SECTION} [part=envelopes-history] [part=envelope][data-id="${id}"]`)
      assert.match(await textOf(opened), new RegExp(`Rs ${paid.toFixed(2)}.*Opened`))
      // The stale tab tries the same envelope: refused, nothing paid, the list follows.
      await other.locator(`${SECTION} [part=envelope][data-id="${id}"] [part=envelope-open]`).click()
      await waitUntil(
        async () =>
          (await textOf(other.locator(`${SECTION} [role=alert]`))) ===
          'This red envelope has already been opened.',
        'second open refused',
      )
      const after = await t.api('/wps/member/info', { token })
      assert.equal(after.value.balance, info.value.balance, 'paid once')
      await other.locator(`${SECTION} [part=envelopes-history] [part=envelope][data-id="${id}"]`).waitFor()
      await t.screenshot('red-envelope', page, { fullPage: true })
    },
  },
]
