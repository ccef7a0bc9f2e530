// Missions in the real site (MEMBER-13, MEMBER-35): the footer's Missions link opens the missions
// section (not the member's facts); each mission shows the progress the server computed, in words and as
// a bar, and its leaderboard with masked names and the member's own rank; claiming a complete mission
// raises the header balance once; a failed list shows an alert with Try again. On the spec's calls
// (API-53 summary, API-54 leaderboard per mission).
import assert from 'node:assert/strict'
import { waitUntil } from './harness.mjs'
import { textOf, amountOf, openAsDemo } from './member-centre-helpers.mjs'

const SITE = 'lobbykit-site'
const SECTION = `${SITE} [part=member-centre][data-section=missions]`

/** Two approved deposits: "Deposit twice this month" is then complete whatever the day of the month. */
async function depositTwice(t, token) {
  for (const amount of [500, 600]) {
    const order = await t.api('/wps/relay/PAY_createDeposit', {
      token,
      modId: 'DEPOSIT3',
      body: { channelId: 'BANK', amount: String(amount) },
    })
    assert.equal(
      (await t.demo('POST', `/demo/api/wallet/deposits/${order.value.reference}/approve`)).status,
      'approved',
    )
  }
}

export const tests = [
  {
    name: 'MEMBER-13/MEMBER-35 missions: the footer Missions link opens the section; progress in words and bars as the server computed it; leaderboards with masked names and the member’s rank; Claim raises the header balance once',
    fn: async (t) => {
      const { page } = t
      const token = await openAsDemo(t)
      await depositTwice(t, token)
      await page
        .locator(`${SITE} [part=footer-links]`)
        .getByRole('link', { name: 'Missions', exact: true })
        .click()
      const cards = page.locator(`${SECTION} [part=mission]`)
      await cards.first().waitFor()
      assert.equal(new URL(page.url()).search, '?tab=missions')
      const { list } = (await t.api('/wps/relay/MCSFE_getMissionSummaryDetails', { token })).value
      assert.equal(await cards.count(), list.length)
      for (const [i, mission] of list.entries()) {
        const card = cards.nth(i)
        assert.equal(await textOf(card.locator('h3')), mission.title)
        const bar = card.locator('[role=progressbar]')
        const share = Math.min(100, Math.floor((mission.progress / mission.target) * 100))
        assert.equal(Number(await bar.getAttribute('aria-valuenow')), share, `${mission.title}: bar`)
        assert.equal(
          await bar.getAttribute('aria-valuetext'),
          await textOf(card.locator('.benefits-meter-head span').nth(1)),
          'the bar says what the text says',
        )
      }
      const deposit = cards.filter({ hasText: 'Deposit twice this month' })
      assert.match(
        await textOf(deposit.locator('.benefits-meter-head span').nth(1)),
        /^\d+ of 2 deposits \(100%\)$/,
      )
      const slots = cards.filter({ hasText: 'Bet Rs 5,000 on slots this week' })
      assert.match(
        await textOf(slots.locator('.benefits-meter-head span').nth(1)),
        /^Rs [\d,]+\.\d{2} of Rs 5,000\.00 \(\d+%\)$/,
      )

      // Leaderboards: masked names, the member's own row and rank.
      const board = page.locator(`${SECTION} [part=mission-board][data-id="3"]`)
      const rows = board.locator('tbody tr')
      assert.ok((await rows.count()) >= 2, 'more than one member ranked')
      const names = await rows.locator('th').allTextContents()
      for (const name of names) assert.match(name, /^.{1,2}\*\*\*.?( \(you\))?$/)
      assert.ok(names.includes('de***o (you)'), 'the member’s row')
      assert.ok(!names.some((n) => /^(demo|agent)$/.test(n)), 'no name in full')
      assert.match(await textOf(board.locator('[part=mission-rank]')), /^Your rank: \d+ of \d+$/)
      assert.equal(await rows.filter({ hasText: '(you)' }).getAttribute('aria-current'), 'true')

      // Claim: the header balance rises by the reward, once.
      const balance = page.locator(`${SITE} [part=balance-amount]`)
      await page.locator(`${SITE} [part=balance-refresh]`).click()
      const before = (await t.api('/wps/member/info', { token })).value.balance
      await waitUntil(
        async () => Math.abs(amountOf(await textOf(balance)) - before) < 0.005,
        'the header shows the deposits',
      )
      await deposit.getByRole('button', { name: /^Claim Rs 100\.00: Deposit twice this month$/ }).click()
      await waitUntil(
        async () => Math.abs(amountOf(await textOf(balance)) - (before + 100)) < 0.005,
        'the header balance rose by Rs 100',
      )
      assert.equal(
        await textOf(page.locator(`${SECTION} [part=mission-status]`)),
        'Rs 100.00 has been added to your balance.',
      )
      assert.equal(await deposit.locator('[part=mission-claim]').count(), 0, 'no second Claim')
      assert.match(await textOf(deposit.locator('.benefits-badge')), /^Claimed$/)
      const id = Number(await deposit.getAttribute('data-id'))
      assert.equal(
        (await t.api('/wps/relay/MISSION_claim', { token, body: { id } })).errorCode,
        'MISSION_CLAIMED',
      )
      await page.reload()
      await cards.first().waitFor()
      await waitUntil(
        async () => Math.abs(amountOf(await textOf(balance)) - (before + 100)) < 0.005,
        'still credited once',
      )
    },
  },
  {
    name: 'MEMBER-13/API-53 missions: a failed list shows an alert with Try again, which loads the missions',
    fn: async (t) => {
      const { page } = t
      t.allowErrors(/ERR_FAILED|net::|Failed to fetch|Failed to load/)
      await page.route('**/wps/relay/MCSFE_getMissionSummaryDetails', (route) => route.abort())
      await openAsDemo(t, '/member?tab=missions')
      const alert = page.locator(`${SECTION} [role=alert]`)
      await alert.waitFor()
      await page.unroute('**/wps/relay/MCSFE_getMissionSummaryDetails')
      await page.locator(SECTION).getByRole('button', { name: 'Try again' }).click()
      await page.locator(`${SECTION} [part=mission]`).first().waitFor()
      assert.equal(await alert.count(), 0)
    },
  },
  {
    name: 'MEMBER-35/API-54 missions: a failed leaderboard shows an alert with Try again in its own board; the missions still show',
    fn: async (t) => {
      const { page } = t
      t.allowErrors(/ERR_FAILED|net::|Failed to fetch|Failed to load/)
      const LEADERBOARD = '**/wps/relay/MCSFE_getMissionLeaderboard?missionId=3'
      await page.route(LEADERBOARD, (route) => route.abort())
      await openAsDemo(t, '/member?tab=missions')
      const board = page.locator(`${SECTION} [part=mission-board][data-id="3"]`)
      await board.locator('[role=alert]').waitFor()
      assert.ok((await page.locator(`${SECTION} [part=mission]`).count()) > 0, 'the missions show')
      await page.locator(`${SECTION} [part=mission-board][data-id="1"] [part=mission-rank]`).waitFor()
      await page.unroute(LEADERBOARD)
      await board.getByRole('button', { name: 'Try again' }).click()
      await board.locator('[part=mission-rank]').waitFor()
      assert.equal(await board.locator('[role=alert]').count(), 0)
    },
  },
]
