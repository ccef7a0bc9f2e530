// The points mall in the real site as `demo` (MEMBER-19, MEMBER-28..32, ROUTE-19, API-65, API-67):
// /pointMall shows the balance, the terms from the server, the points table by type with its ratios,
// the goods and the records; redeeming goods with the transaction password lowers the points at once and
// shows "In process" until the operator approves it on the control page.
import assert from 'node:assert/strict'
import { waitUntil } from './harness.mjs'
import { openAsDemo, textOf } from './member-centre-helpers.mjs'

const SITE = 'lobbykit-site'
const MALL = `${SITE} [part=points-section]`
const TX = '246810'
/** A row's visible text, cells separated by single spaces. */
const inner = async (locator) => (await locator.innerText()).replace(/\s+/g, ' ').trim()

export const tests = [
  {
    name: 'ROUTE-19/MEMBER-19/MEMBER-32/API-67 points mall: redeeming goods lowers the points and shows In process until approved on the control page',
    fn: async (t) => {
      const { page } = t
      const token = await openAsDemo(t, '/pointMall')
      const set = await t.api('/wps/relay/SEC_transactionPassword', {
        token,
        body: { loginPassword: 'Demo1234!', newPassword: TX, confirmPassword: TX },
      })
      assert.equal(set.success, true, 'transaction password set')
      const balanceText = page.locator(`${MALL} [part=points-balance] strong`)
      await balanceText.waitFor()
      const server = await t.api('/wps/relay/MCS2_getPointBalance', { token, modId: 'PTSYS3' })
      const before = server.value.balance
      assert.equal(await textOf(balanceText), `${before.toLocaleString('en-US')} points`)
      // The terms come from the server (C-13), the table lists every type with its ratio (MEMBER-29).
      const config = await t.api('/wps/relay/MCS2_getPointConfig', { token, modId: 'PTSYS3' })
      assert.equal(await page.locator(`${MALL} [part=points-terms] li`).count(), config.value.terms.length)
      const rows = page.locator(`${MALL} [part=points-table] tbody tr`)
      assert.deepEqual(await rows.evaluateAll((trs) => trs.map((tr) => tr.dataset.type)), [
        'LIVE',
        'LOTT',
        'PVP',
        'RNG',
        'SPORTS',
        'DEPOSIT',
        'REDEEM',
      ])
      assert.match(await inner(rows.first()), /^Live casino Rs 100\.00 = 1 point [\d,]+$/)
      // Goods: the sold-out one says so and offers no Redeem.
      const soldOut = page.locator(`${MALL} [part=points-good][data-status=SOLD_OUT]`)
      assert.match(await textOf(soldOut), /Sold out/)
      assert.equal(await soldOut.locator('[part=points-redeem]').count(), 0)
      // Redeem the first good: the dialog asks for the transaction password; empty is refused next to the field.
      const good = page.locator(`${MALL} [part=points-good][data-id="1"]`)
      await good.locator('[part=points-redeem]').click()
      const dialog = page.locator(`${SITE} [role=dialog][part=points-redeem-dialog]`)
      await dialog.waitFor()
      await dialog.locator('[part=points-redeem-confirm]').click()
      assert.match(await textOf(dialog.locator('.lk-field')), /Input cannot be empty/)
      await dialog.locator('input[name=paymentPassword]').fill('000000')
      await dialog.locator('[part=points-redeem-confirm]').click()
      await waitUntil(
        async () => /incorrect/.test(await textOf(dialog.locator('[role=alert]'))),
        'wrong password',
      )
      await dialog.locator('input[name=paymentPassword]').fill(TX)
      await dialog.locator('[part=points-redeem-confirm]').click()
      await dialog.waitFor({ state: 'detached' })
      await waitUntil(
        async () => (await textOf(balanceText)) === `${(before - 150).toLocaleString('en-US')} points`,
        'the balance lowers by the good’s 150 points',
      )
      const first = page.locator(`${MALL} [part=points-records] tbody tr`).first()
      assert.equal(await first.getAttribute('data-status'), 'PROCESS')
      assert.match(await inner(first), /Mobile top-up Rs 100 150 In process$/)
      assert.match(await textOf(page.locator(`${MALL} [part=points-done]`)), /in process/)
      // The operator approves it with the control page's button; the records say Approved.
      const { redemptions } = await t.demo('GET', '/demo/api/points')
      const open = redemptions.find((r) => r.status === 'PROCESS')
      const control = await t.newPage()
      await control.goto(`${t.control}/demo/control`)
      await control.getByRole('button', { name: `Approve redemption ${open.id}`, exact: true }).click()
      const said = control.locator('#points-status')
      await waitUntil(async () => (await textOf(said)) !== '', 'the control page answered')
      assert.equal(await textOf(said), `Approve redemption ${open.id}: done.`)
      assert.equal(await said.getAttribute('class'), 'ok')
      await control.close()
      await page.reload()
      await first.waitFor()
      assert.equal(await first.getAttribute('data-status'), 'APPROVED')
      assert.match(await inner(first), /Approved$/)
      assert.equal(await textOf(balanceText), `${(before - 150).toLocaleString('en-US')} points`)
      await t.screenshot('points-mall', page, { fullPage: true })
    },
  },
]
