// The member's benefits in the real site: the side menu's VIP, Rebate and Rewards links open
// their sections (MEMBER-17, MEMBER-15, MEMBER-11); VIP shows the level member info names and the
// progress to the next level in words and as a bar; a rebate or reward claim raises the header balance
// and a second claim has nothing; a failed claim shows an alert with Try again.
import assert from 'node:assert/strict'
import { waitUntil } from './harness.mjs'
import { textOf, amountOf, openAsDemo } from './member-centre-helpers.mjs'

const SITE = 'lobbykit-site'
const CENTRE = `${SITE} [part=member-centre]`

/** Opens the side menu and follows its link named `name`. */
async function followSideMenu(page, name) {
  const menu = page.locator(`${SITE} [part=side-menu]`)
  if (!(await menu.isVisible())) await page.locator(`${SITE} [part=menu-toggle]`).click()
  await menu.getByRole('link', { name, exact: true }).click()
}

export const tests = [
  {
    name: 'MEMBER-17/MEMBER-26 VIP: the side menu opens the VIP section; it shows the level member info names and the progress to the next in words and a bar',
    fn: async (t) => {
      const { page } = t
      const token = await openAsDemo(t)
      await followSideMenu(page, 'VIP')
      const level = page.locator(`${CENTRE}[data-section=vip] [part=vip-level]`)
      await level.waitFor()
      assert.equal(new URL(page.url()).search, '?tab=vip')
      const info = await t.api('/wps/member/info', { token })
      assert.equal(await textOf(level), info.value.vipLabelName, 'the level is member info’s')
      const deposits = page.locator(`${CENTRE} [part=vip-deposits]`)
      const bar = deposits.locator('[role=progressbar]')
      const now = Number(await bar.getAttribute('aria-valuenow'))
      assert.ok(now > 0 && now < 100, `deposits ${now}% of the way`)
      assert.match(
        (await deposits.innerText()).replace(/\s+/g, ' ').trim(),
        /^Deposits Rs [\d,]+\.\d{2} of Rs 20,000\.00 \(\d+%\) Rs [\d,]+\.\d{2} to go$/,
      )
      assert.equal(
        await bar.getAttribute('aria-valuetext'),
        await textOf(deposits.locator('.benefits-meter-head span').nth(1)),
      )
      assert.match(await textOf(page.locator(`${CENTRE} [part=vip-standing] h2`)), /^Progress to VIP 3$/)
      const current = page.locator(`${CENTRE} [part=vip-levels] tr[aria-current=true]`)
      assert.equal(await current.getAttribute('data-level'), String(info.value.vipRankLevel))
      assert.match(
        (await current.innerText()).replace(/\s+/g, ' ').trim(),
        /^VIP 2 Your level Rs 5,000\.00 Rs 40,000\.00 0\.6% Rs 100,000\.00$/,
      )
    },
  },
  {
    name: 'MEMBER-15 rebate: the side menu opens the rebate; Claim raises the header balance at once, the second time there is nothing, the history shows the claim',
    fn: async (t) => {
      const { page } = t
      const token = await openAsDemo(t)
      await followSideMenu(page, 'Rebate')
      const claim = page.locator(`${CENTRE}[data-section=rebate] [part=rebate-claim]`)
      await claim.waitFor()
      assert.equal(new URL(page.url()).search, '?tab=rebate')
      const balance = page.locator(`${SITE} [part=balance-amount]`)
      const before = amountOf(await textOf(balance))
      const total = amountOf(await textOf(page.locator(`${CENTRE} [part=rebate-total]`)))
      assert.ok(total > 0, 'a rebate to claim')
      assert.ok((await page.locator(`${CENTRE} [part=rebate-items] tbody tr`).count()) > 1, 'per game type')
      assert.match(await textOf(claim), /^Claim Rs [\d,]+\.\d{2}$/)
      await claim.click()
      await waitUntil(
        async () => Math.abs(amountOf(await textOf(balance)) - (before + total)) < 0.005,
        'the header balance rose by the rebate',
      )
      assert.match(
        await textOf(page.locator(`${CENTRE} [part=rebate-credited]`)),
        /^Rs [\d,]+\.\d{2} has been added to your balance\.$/,
      )
      assert.equal(await claim.count(), 0, 'nothing left to claim')
      await page.locator(`${CENTRE} [part=rebate-nothing]`).waitFor()
      assert.equal(await page.locator(`${CENTRE} [part=rebate-history] tbody tr`).count(), 1)
      // Claiming again (another tab, a replayed call) pays nothing: the server says so.
      const again = await t.api('/wps/relay/REBATE_claim', { token, body: {} })
      assert.equal(again.errorCode, 'REBATE_NOTHING')
      await page.reload()
      await page.locator(`${CENTRE} [part=rebate-nothing]`).waitFor()
      await waitUntil(
        async () => Math.abs(amountOf(await textOf(balance)) - (before + total)) < 0.005,
        'still credited once',
      )
    },
  },
  {
    name: 'MEMBER-15 rebate: a failed claim shows an alert with Try again, which claims',
    fn: async (t) => {
      const { page } = t
      t.allowErrors(/ERR_FAILED|net::|Failed to fetch|Failed to load/)
      await openAsDemo(t, '/member?tab=rebate')
      await page.route('**/wps/relay/REBATE_claim', (route) => route.abort())
      await page.locator(`${CENTRE} [part=rebate-claim]`).click()
      const failure = page.locator(`${CENTRE} [part=action-error]`)
      await failure.locator('[role=alert]').waitFor()
      await page.unroute('**/wps/relay/REBATE_claim')
      await failure.getByRole('button', { name: 'Try again' }).click()
      await page
        .locator(`${CENTRE} [part=rebate-credited]`)
        .filter({ hasText: 'added to your balance' })
        .waitFor()
      assert.equal(await failure.count(), 0)
    },
  },
  {
    name: 'MEMBER-11 rewards: the side menu opens the reward centre; statuses in words; Claim raises the header balance once and the reward shows as claimed',
    fn: async (t) => {
      const { page } = t
      const token = await openAsDemo(t)
      await followSideMenu(page, 'Rewards')
      const items = page.locator(`${CENTRE}[data-section=rewards] [part=reward]`)
      await items.first().waitFor()
      assert.equal(new URL(page.url()).search, '?tab=rewards')
      const statuses = await items.evaluateAll((els) =>
        els.map((el) => el.querySelector('.benefits-badge')?.textContent),
      )
      assert.deepEqual(statuses, ['Ready to claim', 'Ready to claim', 'Expired', 'Claimed'])
      assert.equal(
        await items.nth(2).locator('[part=reward-claim]').count(),
        0,
        'no Claim on an expired reward',
      )
      const balance = page.locator(`${SITE} [part=balance-amount]`)
      const before = amountOf(await textOf(balance))
      await page.getByRole('button', { name: 'Claim Birthday bonus' }).click()
      await waitUntil(
        async () => Math.abs(amountOf(await textOf(balance)) - (before + 100)) < 0.005,
        'the header balance rose by Rs 100',
      )
      assert.equal(
        await textOf(page.locator(`${CENTRE} [part=reward-status]`)),
        'Rs 100.00 has been added to your balance.',
      )
      assert.equal(await items.first().getAttribute('data-status'), 'claimed')
      assert.match(await textOf(items.first()), /Claimed/)
      const id = Number(await items.first().getAttribute('data-id'))
      assert.equal(
        (await t.api('/wps/relay/REWARD_claim', { token, body: { id } })).errorCode,
        'REWARD_CLAIMED',
      )
      assert.equal(amountOf(await textOf(balance)), before + 100)
    },
  },
]
