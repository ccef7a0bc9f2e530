// The agent centre in Chromium: every page of /agentHome with real figures as `agent`
// (AGENT-1..15, ROLE-12), a lower-rate contract offered from the downline and accepted by the
// downline ending the old one (AGENT-17..20, POP-10), a settlement run paid into income and account
// details once (AGENT-16), a direct member frozen from the downline row and the overview's trend
// table (AGENT-4, AGENT-2), and `demo` (not an agent) sent to /agent and refused by every agent call
// (ROUTE-12, ROLE-15).
import assert from 'node:assert/strict'
import { DEMO, waitUntil } from './harness.mjs'
import { openAs, textOf } from './member-centre-helpers.mjs'

const CENTRE = 'lobbykit-site [part=agent-centre]'
const AGENT = { username: 'agent', password: 'Agent1234!' }
const SUBAGENT = { username: 'subagent', password: 'Team1234!' }

/** Opens an agent-centre page from the centre's navigation and waits for `ready`. */
async function openTab(page, tab, ready) {
  await page.locator(`${CENTRE} [part=agent-nav] a[data-tab=${tab}]`).click()
  await page.locator(`${CENTRE}[data-page=${tab}] ${ready}`).first().waitFor()
  assert.equal(
    await page.locator(`${CENTRE} [part=agent-nav] [aria-current=page]`).getAttribute('data-tab'),
    tab,
    `${tab} marked current`,
  )
}

/** Every page of the centre and what shows it has its data. */
export const AGENT_PAGES = [
  ['announcement', '.agent-notice p'],
  ['overview', '[part=overview-figures] [data-figure=validBets]'],
  ['register', '[part=invite-table] tbody tr'],
  ['downline', '[part=downline-table] tbody tr'],
  ['team-bets', '[part=report-table] tbody tr'],
  ['team-transfers', '[part=report-table] tbody tr'],
  ['user-loss', '[part=report-table] tbody tr'],
  ['income', '[part=income-table] tbody tr'],
  ['details', '[part=details-table] tbody tr'],
  ['dividend', '[part=salary-table] tbody tr'],
  ['daily', '[part=salary-table] tbody tr'],
  ['hourly', '[part=salary-table] tbody tr'],
  ['realtime', '[part=salary-table] tbody tr'],
  ['contracts', '[part=request-table] tbody tr'],
]

const money = (text) => Number(text.replace(/[^\d.-]/g, ''))

export const tests = [
  {
    name: 'AGENT-1..15 ROLE-12 HDR-17 agent centre as agent: the header menu leads in; every page shows real figures; the overview equals the server’s sums; the salary pages follow the contract flags',
    fn: async (t) => {
      const { page } = t
      await openAs(t, AGENT, '/')
      // Generous waits for the first page: the home page is heavy on a busy machine.
      await page.locator('lobbykit-site [part=member-menu-button]').click({ timeout: 20_000 })
      await page.locator('lobbykit-site [part=agent-link]').click()
      await page.locator(`${CENTRE} [part=overview-figures]`).waitFor({ timeout: 20_000 })
      // No normal header in the centre (ROUTE-11).
      assert.equal(await page.locator('lobbykit-site [part=member-menu-button]').count(), 0, 'no site header')
      assert.equal(await textOf(page.locator(`${CENTRE} [part=account]`)), 'agent')
      const tabs = await page
        .locator(`${CENTRE} [part=agent-nav] a`)
        .evaluateAll((a) => a.map((x) => x.dataset.tab))
      assert.deepEqual(
        tabs,
        AGENT_PAGES.map(([tab]) => tab),
        'every built page, salary pages by flag',
      )
      // The overview's figures are the server's, summed from the records (this month).
      const token = await page.evaluate(() => sessionStorage.getItem('lobbykit:lobbykit:token'))
      const now = new Date()
      const start = new Date(now.getFullYear(), now.getMonth(), 1).getTime()
      const end = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime() - 1
      const server = await t.api(`/wps/relay/agent/overview?startTime=${start}&endTime=${end}`, { token })
      assert.equal(server.success, true)
      const figure = (name) => textOf(page.locator(`${CENTRE} [data-figure=${name}]`))
      assert.ok(server.value.validBets > 0 && server.value.teamSize >= 25, 'seeded team with bets')
      assert.equal(money(await figure('validBets')), server.value.validBets)
      assert.match(await figure('teamSize'), new RegExp(`^${server.value.teamSize} `))
      assert.equal(money(await figure('myIncome')), server.value.myIncome)
      await t.screenshot('agent-overview')
      for (const [tab, ready] of AGENT_PAGES) {
        await openTab(page, tab, ready)
        assert.equal(new URL(page.url()).search, `?tab=${tab}`)
      }
      // Real rows: the downline drill-down (breadcrumb back up) and a salary page's contract.
      await openTab(page, 'downline', '[part=downline-table] tbody tr')
      await page.locator(`${CENTRE} tr[data-account=subagent] [part=drill-down]`).click()
      await page.locator(`${CENTRE} tr[data-account=subagent_north]`).waitFor()
      assert.equal(await textOf(page.locator(`${CENTRE} [part=breadcrumb] [aria-current=page]`)), 'subagent')
      await page.locator(`${CENTRE} [part=breadcrumb] button`, { hasText: 'agent' }).click()
      await page.locator(`${CENTRE} tr[data-account=direct_m1]`).waitFor()
      assert.equal(await page.locator(`${CENTRE} [part=breadcrumb]`).count(), 0, 'back at the top')
    },
  },
  {
    name: 'AGENT-17..22 POP-10 contracts: an upline offers a lower rate from the downline row; the downline accepts in the contract popup and the old contract ends',
    fn: async (t) => {
      const { page } = t
      await openAs(t, AGENT, '/agentHome?tab=downline')
      const row = page.locator(`${CENTRE} tr[data-account=subagent]`)
      await row.locator('[part=offer-contract]').click()
      const dialog = page.locator('lobbykit-site [part=offer-dialog]')
      await dialog.waitFor()
      assert.equal(await dialog.getAttribute('role'), 'dialog')
      // AGENT-21: the server's rule checked before sending: 2 decimals, the server's bounds.
      await dialog.locator('input[name=rate]').fill('0.123')
      await dialog.locator('[part=offer-submit]').click()
      await dialog.locator('[role=alert]').filter({ hasText: 'at most 2 decimal places' }).waitFor()
      await dialog.locator('input[name=rate]').fill('9')
      await dialog.locator('[part=offer-submit]').click()
      await dialog.locator('[role=alert]').filter({ hasText: 'Please enter a rate from 0.01 to 5' }).waitFor()
      // Above the upline's own real-time rate (0.5 %): refused by the server, next to the field.
      await dialog.locator('input[name=rate]').fill('0.6')
      await dialog.locator('[part=offer-submit]').click()
      await dialog.locator('[role=alert]').filter({ hasText: 'more than your own rate' }).waitFor()
      assert.equal(await dialog.locator('input[name=rate]').getAttribute('aria-invalid'), 'true')
      await dialog.locator('input[name=rate]').fill('0.2')
      await dialog.locator('[part=offer-submit]').click()
      await page.locator(`${CENTRE} [part=offer-sent]`).waitFor()
      assert.match(await textOf(page.locator(`${CENTRE} [part=offer-sent]`)), /subagent at 0\.2%/)

      await openAs(t, SUBAGENT, '/agentHome?tab=contracts')
      const request = page.locator(
        `${CENTRE} [part=request-table] tr[data-direction=incoming][data-status=pending][data-request=new]`,
      )
      await request.first().waitFor()
      const mine = page.locator(`${CENTRE} [part=my-contracts] tr[data-kind=realtime]`)
      assert.deepEqual(await mine.evaluateAll((r) => r.map((x) => x.dataset.status)), ['active'])
      await request.first().locator('[part=open-request]').click()
      const popup = page.locator('lobbykit-site [part=contract-popup]')
      await popup.waitFor()
      assert.match(
        await textOf(popup.locator('[part=contract-terms]')),
        /Real-time salary.*0\.2%.*agent.*subagent/,
      )
      // AGENT-20: the consent shows the rate it replaces.
      assert.match(
        await textOf(popup.locator('[part=contract-consent]')),
        /replaces your current rate of 0\.3% with 0\.2%/,
      )
      await t.screenshot('agent-contract-popup')
      await popup.locator('[part=accept]').click()
      await popup.waitFor({ state: 'detached' })
      await page.locator(`${CENTRE} [part=contract-done]:not(:empty)`).waitFor()
      await waitUntil(
        async () =>
          JSON.stringify(await mine.evaluateAll((r) => r.map((x) => x.dataset.status))) ===
          JSON.stringify(['active', 'ended']),
        'the new contract active, the old one ended',
      )
      assert.match(await textOf(mine.first()), /0\.2%/)
      assert.match(await textOf(mine.nth(1)), /0\.3%.*replaced/)
    },
  },
  {
    name: 'AGENT-4 AGENT-2 agent row actions: a direct member frozen from the downline row with a reason shows Frozen and is refused at login; the overview trend opens as a table',
    fn: async (t) => {
      const { page } = t
      await openAs(t, AGENT, '/agentHome?tab=downline')
      const row = page.locator(`${CENTRE} tr[data-account=direct_m1]`)
      await row.locator('[part=freeze-member]').click()
      const dialog = page.locator('lobbykit-site [part=status-dialog]')
      await dialog.waitFor()
      assert.equal(await dialog.getAttribute('role'), 'dialog')
      // A reason is required: the catalogue's message beside the field, nothing sent.
      await dialog.locator('[part=status-submit]').click()
      await dialog.locator('.lk-field[data-invalid=true]', { hasText: 'Input cannot be empty' }).waitFor()
      await dialog.locator('input[name=reason]').fill('Chargeback under review')
      await dialog.locator('[part=status-submit]').click()
      await page.locator(`${CENTRE} tr[data-account=direct_m1][data-status=frozen]`).waitFor()
      assert.equal(await textOf(row.locator('[part=status-reason]')), 'Reason: Chargeback under review')
      assert.equal(await textOf(page.locator(`${CENTRE} [part=downline-done]`)), 'direct_m1 is frozen.')
      const refused = await t.api('/wps/session/login', {
        body: { type: 'username', username: 'direct_m1', password: 'Team1234!' },
      })
      assert.equal(refused.errorCode, 'ACCOUNT_FROZEN')
      await t.screenshot('agent-downline-frozen')
      // The overview's trend: a drawing with its summary, and the same days as a table.
      await openTab(page, 'overview', '[part=trend-chart]')
      const chart = page.locator(`${CENTRE} [part=trend-chart]`)
      assert.equal(await chart.getAttribute('role'), 'img')
      assert.match(await chart.getAttribute('aria-label'), /^Valid bets per day over the last 30 days/)
      await page.locator(`${CENTRE} [part=trend-table-toggle]`).click()
      await page.locator(`${CENTRE} [part=trend-table] tbody tr`).nth(29).waitFor()
      assert.equal(await page.locator(`${CENTRE} [part=trend-table] tbody tr`).count(), 30)
    },
  },
  {
    name: 'AGENT-16 API-33 settlement: a run pays the real-time salary into the ledger once; it shows in my income, account details and the real-time salary page',
    fn: async (t) => {
      const { page } = t
      const before = await t.demo('POST', '/demo/api/agent/settle')
      const mine = before.payments.filter((p) => p.agentId === '10000002' && p.kind === 'realtime')
      assert.ok(mine.length > 0, 'salary paid to agent')
      assert.deepEqual((await t.demo('POST', '/demo/api/agent/settle')).payments, [], 'never twice')
      const paid = mine[0]
      await openAs(t, AGENT, '/agentHome?tab=income')
      await page.locator(`${CENTRE} [part=income-table] tbody tr`).first().waitFor()
      await page.locator(`${CENTRE} select[name=type]`).selectOption('realtime')
      const rows = page.locator(`${CENTRE} [part=income-table] tr[data-period="${paid.period}"]`)
      await rows.first().waitFor()
      assert.equal(await rows.count(), 1)
      assert.equal(money(await textOf(rows.locator('td').last())), paid.amount)
      await openTab(page, 'details', '[part=details-table] tbody tr')
      const line = page.locator(`${CENTRE} [part=details-table] tr`, {
        hasText: `Real-time salary ${paid.period}`,
      })
      assert.equal(await line.count(), 1, 'one ledger line')
      assert.equal(money(await textOf(line.locator('td').nth(3))), paid.amount)
      await openTab(page, 'realtime', `[part=salary-table] tr[data-period="${paid.period}"]`)
    },
  },
  {
    name: 'ROUTE-12 ROLE-15 a non-agent: /agentHome sends demo to /agent and every agent call answers the not-agent error',
    fn: async (t) => {
      const { page } = t
      const token = await openAs(t, { username: DEMO.username, password: DEMO.password }, '/agentHome')
      await waitUntil(() => new URL(page.url()).pathname === '/agent', 'sent to /agent')
      assert.equal(await page.locator(CENTRE).count(), 0)
      // Consolidated funds answer a member's own wallets too (MEMBER-2, API-27): not an agent call.
      for (const path of [
        '/wps/relay/agent/overview?startTime=0&endTime=1',
        '/wps/relay/agent/downline',
        '/wps/relay/agent/contracts',
        '/wps/relay/MCS2_processDividendReq',
      ]) {
        const answer = await t.api(path, { token })
        assert.equal(answer.errorCode, 'NOT_AGENT', path)
        assert.equal(answer.message, 'Non-agents cannot log in', path)
      }
      const settle = await t.api('/wps/relay/MCSFE_processRealTimeSalaryContract', { token, body: {} })
      assert.equal(settle.errorCode, 'NOT_AGENT')
    },
  },
]
