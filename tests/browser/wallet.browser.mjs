// The wallet sections of the member centre in the real site: deposit (MEMBER-3), withdraw (MEMBER-4),
// and the confirmation of a paid withdrawal (MEMBER-36..38, C-12), against the reference server and
// its demo control API (the operator's side).
import assert from 'node:assert/strict'
import { gotoLoggedIn, DEMO, waitUntil } from './harness.mjs'

const SITE = 'lobbykit-site'
/** The side menu's speed tester pings the demo's dead mirror on purpose (speed.browser.mjs). */
const DEAD_MIRROR = /dead\.localhost.*ping\.txt|ERR_EMPTY_RESPONSE/
const textOf = async (locator) => ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim()

/** Logs the demo member in through the platform and opens the site with `?token=` (SYS-17). */
export async function loginToSite(t) {
  const answer = await t.api('/wps/session/login', {
    body: { type: 'username', username: DEMO.username, password: DEMO.password },
  })
  assert.equal(answer.success, true, 'login call')
  t.allowErrors(DEAD_MIRROR)
  const token = await gotoLoggedIn(t.page, t.base, `${t.base}/`, answer.value.token)
  await t.page.locator(`${SITE} [part=member]`).waitFor()
  return token
}

/** The header's balance as shown. */
const headerBalance = (page) => textOf(page.locator(`${SITE} [part=balance-amount]`))

export const tests = [
  {
    name: 'MEMBER-3 wallet: header Deposit → the deposit section; bad amounts keep what was typed; an order placed, approved by the operator, shows in the header balance after refresh',
    fn: async (t) => {
      const { page } = t
      await loginToSite(t)
      await page.locator(`${SITE} [part=deposit]`).click()
      const section = page.locator(`${SITE} [data-section=deposit]`)
      const form = section.locator('[part=deposit-form]')
      await form.waitFor()
      assert.match(new URL(page.url()).search, /tab=deposit/)
      // The channels with their limits; bank transfer is the first.
      assert.equal(await form.locator('input[type=radio]').count(), 3)
      assert.match(
        await textOf(form.locator('.wal-choice').first()),
        /^Bank transfer ?Rs 500\.00 to Rs 100,000\.00$/,
      )

      const amount = form.locator('[part=deposit-amount] input')
      const error = form.locator('[part=deposit-amount] .lk-error')
      await form.locator('[part=deposit-submit]').click()
      assert.equal(await textOf(error), 'Input cannot be empty')
      await amount.fill('750.555')
      await form.locator('[part=deposit-submit]').click()
      assert.equal(await textOf(error), 'Please enter at most 2 decimal places')
      assert.equal(await amount.inputValue(), '750.555', 'the typed amount is kept')
      await amount.fill('120')
      await form.locator('[part=deposit-submit]').click()
      assert.equal(await textOf(error), 'Please enter an amount from Rs 500.00 to Rs 100,000.00')
      assert.equal(await amount.getAttribute('aria-invalid'), 'true')

      // A quick amount, then the order: reference, amount, account to pay to, deadline.
      await form.getByRole('button', { name: 'Rs 1,000.00' }).click()
      assert.equal(await amount.inputValue(), '1000')
      await form.locator('[part=deposit-submit]').click()
      const created = section.locator('[part=deposit-created]')
      await created.waitFor()
      const reference = await textOf(created.locator('[part=deposit-reference]'))
      assert.match(reference, /^D\d{8}[A-Z0-9]{6}$/)
      assert.equal(await textOf(created.locator('[part=deposit-amount-due]')), 'Rs 1,000.00')
      assert.match(await textOf(created), /01020304050607/)
      assert.match(await textOf(created.locator('[part=deposit-deadline]')), /^Pay by .+\d{1,2}:\d\d/)
      const row = section.locator(`[part=deposit-orders] [data-reference=${reference}]`)
      assert.match(await textOf(row), /Waiting for payment/)

      // The operator approves on the control API; the header balance shows it after a refresh (HDR-9).
      assert.equal(await headerBalance(page), 'Rs 1,250.50')
      const approved = await t.demo('POST', `/demo/api/wallet/deposits/${reference}/approve`)
      assert.equal(approved.status, 'approved')
      await page.locator(`${SITE} [part=balance-refresh]`).click()
      await waitUntil(
        async () => (await headerBalance(page)) === 'Rs 2,250.50',
        'the header shows the credited balance',
      )
      await t.screenshot('wallet-deposit-created')
    },
  },
  {
    name: 'MEMBER-3 wallet: the pending cap and a failed call are shown (role=alert) with Try again, and nothing typed is lost',
    fn: async (t) => {
      const { page } = t
      await loginToSite(t)
      await page.goto(`${t.base}/member?tab=deposit`)
      const form = page.locator(`${SITE} [data-section=deposit] [part=deposit-form]`)
      await form.waitFor()
      const amount = form.locator('[part=deposit-amount] input')
      // The network fails once: the alert offers Try again, the amount stays.
      await page.route('**/wps/relay/PAY_createDeposit', (route) => route.abort('connectionfailed'), {
        times: 1,
      })
      t.allowErrors(/PAY_createDeposit|net::ERR_CONNECTION_FAILED|Failed to load resource/)
      await amount.fill('600')
      await form.locator('[part=deposit-submit]').click()
      const alert = form.locator('[role=alert]')
      assert.equal(await textOf(alert), 'Network link is abnormal, please try again')
      assert.equal(await amount.inputValue(), '600')
      await form.getByRole('button', { name: 'Try again' }).click()
      await page.locator(`${SITE} [part=deposit-created]`).waitFor()
      // Two more, then the server's cap of 3 pending orders.
      for (let i = 0; i < 2; i++) {
        await amount.fill('600')
        await form.locator('[part=deposit-submit]').click()
        await waitUntil(
          async () =>
            (await page.locator(`${SITE} [part=deposit-orders] [data-status=pending]`).count()) === i + 2,
          `order ${i + 2}`,
        )
      }
      await amount.fill('650')
      await form.locator('[part=deposit-submit]').click()
      await waitUntil(
        async () => /already have 3 deposits waiting/.test(await textOf(form.locator('[role=alert]'))),
        'the cap message',
      )
      assert.equal(
        await form.getByRole('button', { name: 'Try again' }).count(),
        0,
        'a refusal is not retried',
      )
      assert.equal(await amount.inputValue(), '650')
    },
  },
  {
    name: 'MEMBER-4 wallet: a wrong password shows the message and keeps the amount; the right one holds the amount and lists the withdrawal',
    fn: async (t) => {
      const { page } = t
      await loginToSite(t)
      await page.locator(`${SITE} [part=withdraw]`).click()
      const form = page.locator(`${SITE} [data-section=withdraw] [part=withdraw-form]`)
      await form.waitFor()
      const amount = form.locator('[part=withdraw-amount] input')
      const password = form.locator('[part=withdraw-password] input')
      assert.equal(await password.getAttribute('autocomplete'), 'current-password')
      await amount.fill('2000')
      await password.fill('Demo1234!')
      await form.locator('[part=withdraw-submit]').click()
      assert.equal(
        await textOf(form.locator('[part=withdraw-amount] .lk-error')),
        'The amount is more than your balance (Rs 1,250.50)',
      )
      await amount.fill('200')
      await password.fill('not-my-password')
      await form.locator('[part=withdraw-submit]').click()
      const passwordError = form.locator('[part=withdraw-password] .lk-error')
      await passwordError.waitFor()
      assert.equal(await textOf(passwordError), 'The password is incorrect')
      assert.equal(await amount.inputValue(), '200', 'the amount is kept')
      assert.equal(await headerBalance(page), 'Rs 1,250.50')

      await password.fill(DEMO.password)
      await form.locator('[part=withdraw-submit]').click()
      await waitUntil(
        async () =>
          /Withdrawal requested: Rs 200\.00 is held/.test(await textOf(form.locator('[role=status]'))),
        'the request is confirmed',
      )
      assert.equal(await password.inputValue(), '', 'the password is not kept in the form')
      assert.equal(await headerBalance(page), 'Rs 1,050.50', 'the header balance shows the hold at once')
      const first = page.locator(`${SITE} [part=withdrawals] > li`).first()
      assert.equal(await first.getAttribute('data-status'), 'pending')
      assert.match(await textOf(first), /Rs 200\.00.*Requested: waiting for payment/)
      const stored = await page.evaluate(
        () => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }) + document.cookie,
      )
      assert.doesNotMatch(stored, /Demo1234!/, 'C-2/C-4: no password in storage')
    },
  },
  {
    name: 'MEMBER-36..38/C-12 wallet: a paid withdrawal shows received, remaining, the proof and the deadline, and asks for an explicit answer; past the deadline it is a dispute',
    fn: async (t) => {
      const { page } = t
      const token = await loginToSite(t)
      await page.goto(`${t.base}/member?tab=withdraw`)
      const paid = page.locator(`${SITE} [part=withdrawals] [data-status=paid]`)
      await paid.waitFor()
      const info = await t.api('/wps/relay/PAY_withdrawInfo', { token, modId: 'WITHDRAW3' })
      const seeded = info.value.list.find((w) => w.status === 'paid')
      assert.equal(await textOf(paid.locator('[part=received-amount]')), 'Rs 1,000.00')
      assert.equal(await textOf(paid.locator('[part=remaining-amount]')), 'Rs 500.00')
      assert.equal(
        await paid.locator('img').getAttribute('alt'),
        `Payment receipt for withdrawal ${seeded.id}`,
      )
      assert.ok(
        await paid.locator('img').evaluate((img) => img.complete && img.naturalWidth > 0),
        'the proof image loads',
      )
      const expected = await page.evaluate(
        (ms) => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(ms),
        seeded.confirmBy,
      )
      assert.equal(await textOf(paid.locator('[part=confirm-deadline]')), `Please confirm by ${expected}`)
      assert.match(await textOf(paid.locator('[part=status]')), /^Paid: please confirm$/)
      const reminder = page.locator(`${SITE} [part=confirm-reminder]`)
      assert.equal(
        await textOf(reminder),
        `Withdrawals waiting for your answer: 1. Please confirm by ${expected}.`,
      )
      await t.screenshot('wallet-withdraw-paid')

      // "Not received" needs a note or a proof image; the note sent, it is under review.
      await paid.locator('[part=confirm-not-received]').click()
      const report = paid.locator('[part=report-form]')
      await report.locator('[part=report-send]').click()
      assert.equal(await textOf(report.locator('.lk-error')), 'Please add a proof image or a note')
      await report.locator('textarea').fill('Only Rs 900 arrived in my account')
      await report.locator('[part=report-send]').click()
      const reviewed = page.locator(`${SITE} [part=withdrawals] [data-withdrawal="${seeded.id}"]`)
      await waitUntil(
        async () => (await reviewed.getAttribute('data-status')) === 'notReceived',
        'not received',
      )
      assert.match(await textOf(reviewed), /Not received: under review.*Your note: Only Rs 900 arrived/)
      assert.equal(await reminder.count(), 0, 'nothing waits for an answer any more')

      // A second payment left unanswered past its deadline becomes a dispute, never "received".
      const request = await t.api('/wps/relay/PAY_withdraw', {
        token,
        modId: 'WITHDRAW3',
        body: { amount: 300, password: DEMO.password, requestId: 'browser-withdraw-dispute' },
      })
      const id = request.value.list[0].id
      await t.demo('POST', `/demo/api/wallet/withdrawals/${id}/pay`)
      await t.demo('POST', `/demo/api/wallet/withdrawals/${id}/expire`)
      await page.locator(`${SITE} [data-section=withdraw] [part=refresh]`).click()
      const late = page.locator(`${SITE} [part=withdrawals] [data-withdrawal="${id}"]`)
      await late.waitFor()
      assert.equal(await late.getAttribute('data-status'), 'dispute')
      assert.match(await textOf(late.locator('[part=status]')), /^Not confirmed in time: under review$/)
      assert.equal(await late.locator('[part=confirm-received]').count(), 0)
    },
  },
]
