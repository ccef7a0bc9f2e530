// The security centre, wallet transfer and transfer to downline in the real site as `demo` (MEMBER-1,
// MEMBER-2, MEMBER-6, API-27..29, STORE-3, HDR-6, HDR-12): a transaction password is set, a new mobile
// number is bound with the code from the demo outbox, a second session is signed out from the recent
// logins, money goes to a vendor wallet and back with the header balance following without a reload,
// and a wrong transaction password moves nothing and says why.
import assert from 'node:assert/strict'
import { DEMO, waitUntil } from './harness.mjs'
import { describe, widgetViolations } from './axe-helpers.mjs'
import { openAsDemo, textOf } from './member-centre-helpers.mjs'

const SITE = 'lobbykit-site'
const headerBalance = (page) => textOf(page.locator(`${SITE} [part=balance-amount]`))

export const tests = [
  {
    name: 'MEMBER-1/2/6 HDR-12: set a transaction password, bind a mobile number with the outbox code, sign a second session out; a vendor transfer and back moves the header balance; a wrong transaction password changes nothing',
    fn: async (t) => {
      const { page } = t
      // A second session (another device) before the page opens: it shows in the recent logins.
      const other = await t.api('/wps/session/login', {
        body: { type: 'username', username: DEMO.username, password: DEMO.password },
      })
      await openAsDemo(t, '/member?tab=security')
      const section = page.locator(`${SITE} [data-section=security]`)

      // HDR-12: the header shows the avatar the server has (the seed's preset).
      assert.match(
        (await page.locator(`${SITE} [part=avatar] img`).getAttribute('src')) ?? '',
        /\/media\/avatar\/preset-star\.svg$/,
      )

      // MEMBER-1: the transaction password, first with a bad confirmation, then set.
      const tx = section.locator('[part=tx-password-form]')
      await tx.waitFor()
      assert.match(await textOf(tx.locator('[part=tx-state]')), /not set a transaction password/)
      await tx.locator('input[name=password]').fill(DEMO.password)
      await tx.locator('input[name=paymentPassword]').fill('135790')
      await tx.locator('input[name=confirmPaymentPassword]').fill('135791')
      await tx.locator('[part=save-tx-password]').click()
      assert.equal(
        await textOf(tx.locator('.lk-field:has(input[name=confirmPaymentPassword]) .lk-error')),
        'The two passwords are inconsistent',
      )
      await tx.locator('input[name=confirmPaymentPassword]').fill('135790')
      await tx.locator('[part=save-tx-password]').click()
      await waitUntil(
        async () => /saved/.test(await textOf(tx.locator('[part=done]'))),
        'the password is saved',
      )
      assert.match(await textOf(tx.locator('[part=tx-state]')), /is set/)
      assert.equal(await tx.locator('input[name=paymentPassword]').inputValue(), '', 'nothing typed is kept')

      // A new mobile number needs the code sent to it (the demo outbox), a wrong code is refused.
      const mobileForm = section.locator('[part=mobile-form]')
      await mobileForm.locator('input[name=mobileNum]').fill('3119876543')
      await mobileForm.locator('[part=send-code]').click()
      await waitUntil(
        async () => /Resend in/.test(await textOf(mobileForm.locator('[part=send-code]'))),
        'countdown',
      )
      const { messages } = await t.demo('GET', '/demo/api/outbox?to=3119876543')
      assert.equal(messages[0].purpose, 'bind-mobile')
      await mobileForm
        .locator('input[name=verificationCode]')
        .fill(messages[0].code === '000000' ? '111111' : '000000')
      await mobileForm.locator('[part=bind-mobile]').click()
      await waitUntil(
        async () =>
          (await mobileForm.locator('input[name=verificationCode]').getAttribute('aria-invalid')) === 'true',
        'a wrong code is refused beside the field',
      )
      assert.equal(await textOf(section.locator('[part=bound-mobile]')), '\u2066+92 300****567\u2069')
      await mobileForm.locator('input[name=verificationCode]').fill(messages[0].code)
      await mobileForm.locator('[part=bind-mobile]').click()
      await waitUntil(
        async () => (await textOf(section.locator('[part=bound-mobile]'))) === '\u2066+92 311****543\u2069',
        'the new number is bound',
      )

      // Recent logins: the other session is listed as signed in; signing it out ends it on the server.
      const logins = section.locator('[part=logins]')
      await logins.locator('tbody tr').first().waitFor()
      const active = logins.locator('tr[data-active=true]')
      assert.equal(await active.count(), 2)
      assert.match(await textOf(logins.locator('tbody')), /This device/)
      assert.equal((await t.api('/wps/member/info', { token: other.value.token })).success, true)
      await logins.locator('[part=end-session]').click()
      await waitUntil(async () => (await active.count()) === 1, 'one session left')
      const ended = await t.api('/wps/member/info', { token: other.value.token })
      assert.equal(ended.errorCode, 'SESSION_EXPIRED')

      // MEMBER-2: 100 from the main wallet to PG Soft; the header balance follows without a reload.
      assert.equal(await headerBalance(page), 'Rs 1,250.50')
      await page.locator(`${SITE} [part=member-nav] a[data-tab=wallet-transfer]`).click()
      const transfer = page.locator(`${SITE} [data-section=wallet-transfer]`)
      const form = transfer.locator('[part=transfer-form]')
      await form.waitFor()
      await form.locator('select[name=to]').selectOption('PG')
      await form.locator('input[name=amount]').fill('100')
      await form.locator('[part=submit-transfer]').click()
      await waitUntil(async () => (await headerBalance(page)) === 'Rs 1,150.50', 'the header balance follows')
      assert.equal(await textOf(transfer.locator('[part=main-balance]')), 'Rs 1,150.50')
      const pg = transfer.locator('[data-vendor=PG] [part=vendor-balance]')
      assert.equal(await textOf(pg), 'Rs 250.00')
      assert.match(
        await textOf(form.locator('[part=transfer-done]')),
        /Rs 100\.00 moved from Main wallet to PG Soft/,
      )
      // … and all of it back.
      await transfer.locator('[data-vendor=PG] button').click()
      await waitUntil(async () => (await headerBalance(page)) === 'Rs 1,400.50', 'back to main')
      assert.equal(await textOf(pg), 'Rs 0.00')
      assert.equal(await textOf(transfer.locator('[part=total-balance]')), 'Rs 1,460.75')

      // MEMBER-6: a wrong transaction password sends nothing and says why.
      await page.locator(`${SITE} [part=member-nav] a[data-tab=transfer-downline]`).click()
      const team = page.locator(`${SITE} [part=team-form]`)
      await team.waitFor()
      await team.locator('select[name=targetId]').selectOption({ label: 'ayesha (Ayesha K)' })
      await team.locator('input[name=amount]').fill('20')
      await team.locator('input[name=transactionPassword]').fill('000000')
      await team.locator('[part=team-send]').click()
      const passwordError = team.locator('.lk-field:has(input[name=transactionPassword]) .lk-error')
      await waitUntil(
        async () => /incorrect/.test(await textOf(passwordError.first())),
        'the refusal is shown',
      )
      assert.equal(
        await textOf(passwordError.first()),
        'The transaction password is incorrect (4 tries left). Nothing was sent.',
      )
      assert.equal(await team.locator('input[name=amount]').inputValue(), '20', 'the amount is kept')
      assert.equal(
        await team.locator('input[name=transactionPassword]').inputValue(),
        '',
        'the password is not',
      )
      assert.equal(await headerBalance(page), 'Rs 1,400.50')
      assert.match(await textOf(page.locator(`${SITE} [part=team-history]`)), /No transfers in this period/)
      // The right one sends it: the balance follows, the history lists it.
      await team.locator('input[name=transactionPassword]').fill('135790')
      await team.locator('[part=team-send]').click()
      await waitUntil(async () => (await headerBalance(page)) === 'Rs 1,380.50', 'the transfer is sent')
      await waitUntil(
        async () =>
          /Sent to downline ?−Rs 20\.00.*With: ayesha/.test(
            await textOf(page.locator(`${SITE} [part=team-history]`)),
          ),
        'the history lists it',
      )
      await t.screenshot('member-security-transfers', page, { fullPage: true })
    },
  },
  {
    name: 'CONST-8 the profile offers the Zalo reward under the Zalo field with its amount and terms; a number saved is credited; axe finds nothing',
    fn: async (t) => {
      const { page } = t
      await t.demo('PUT', '/demo/api/settings', {
        zaloReward: { amount: 75, termsPath: '/promotions' },
        profile: { regExp: { zalo: { enabled: true } } },
      })
      await openAsDemo(t, '/member?tab=security')
      const form = page.locator(`${SITE} [data-section=security] [part=profile-form]`)
      const offer = form.locator('[part=zalo-reward-offer]')
      await offer.waitFor()
      assert.match(await textOf(offer), /Add your Zalo number and get .*75/)
      assert.equal(await offer.locator('a').getAttribute('href'), '/promotions')
      await form.locator('input[name=zalo]').fill('+84 912 345 678')
      await form.locator('button[type=submit]').click()
      const paid = form.locator('[part=zalo-reward]')
      await paid.waitFor()
      assert.match(await textOf(paid), /Zalo reward of .*75.* credited/)
      assert.equal(await offer.count(), 0, 'the offer is gone once paid')
      const violations = await widgetViolations(page, 'zalo-reward')
      assert.equal(violations.length, 0, `axe violations:\n${describe(violations)}`)
    },
  },
]
