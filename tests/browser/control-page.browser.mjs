// The demo control page's own buttons (its API takes JSON bodies only, an empty one
// included): each section says in its status line how the call went, and the server holds what it set.
// The other control-page tests drive its settings, promotions, provider and points sections.
import assert from 'node:assert/strict'
import { DEMO, waitUntil } from './harness.mjs'
import { textOf } from './member-centre-helpers.mjs'

/** A status line's text once it says something new (the text before the click is `before`). */
async function answerOf(line, before = '') {
  let text = ''
  await waitUntil(
    async () => {
      text = await textOf(line)
      return text !== '' && text !== before
    },
    `the status line ${await line.getAttribute('id')} answered`,
  )
  return text
}

export const tests = [
  {
    name: 'demo control page: the wallet, agent, protection and game-wallet buttons each say what they did, and the server holds it',
    fn: async (t) => {
      const { page } = t
      // A pending deposit for the wallet section to approve.
      const login = await t.api('/wps/session/login', {
        body: { type: 'username', username: DEMO.username, password: DEMO.password },
      })
      const order = await t.api('/wps/relay/PAY_createDeposit', {
        token: login.value.token,
        modId: 'DEPOSIT3',
        body: { channelId: 'BANK', amount: '700' },
      })
      const reference = order.value.reference
      await page.goto(`${t.control}/demo/control`)

      const wallet = page.locator('#wallet-status')
      await page.getByRole('button', { name: `Approve ${reference}`, exact: true }).click()
      assert.equal(await answerOf(wallet), `Approve ${reference}: done.`)
      assert.equal(await wallet.getAttribute('class'), 'ok')
      const { deposits } = await t.demo('GET', '/demo/api/wallet')
      assert.equal(deposits.find((d) => d.reference === reference)?.status, 'approved')

      const agent = page.locator('#agent-status')
      const { clock: agentBefore } = await t.demo('GET', '/demo/api/agent/clock')
      await page.locator('button[data-advance=day]').click()
      assert.match(await answerOf(agent), /^Settlement clock now /)
      const { clock: agentAfter } = await t.demo('GET', '/demo/api/agent/clock')
      assert.ok(agentAfter - agentBefore >= 86_400_000, 'the settlement clock moved a day')
      const moved = await textOf(agent)
      await page.locator('#agent-settle').click()
      assert.match(await answerOf(agent, moved), /^Settled at .+: \d+ payment\(s\), Rs [\d.]+\.$/)

      const protection = page.locator('#rg-status')
      await page.locator('button[data-rg-reality="10"]').click()
      assert.equal(
        await answerOf(protection),
        'The reality check now comes every 10 seconds (for sessions that start or change from now).',
      )
      const reality = await textOf(protection)
      await page.locator('button[data-rg-advance=day]').click()
      assert.match(await answerOf(protection, reality), /^Protection clock now /)

      const wallets = page.locator('#wallets-status')
      await page.locator('#wallets-single').check()
      await page.locator('#wallets-form button[type=submit]').click()
      assert.equal(await answerOf(wallets), 'Saved.')
      const { merchantWallet } = await t.demo('GET', '/demo/api/settings')
      assert.equal(merchantWallet.isSingle, true)
    },
  },
]
