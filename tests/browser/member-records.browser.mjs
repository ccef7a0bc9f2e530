// The member centre's record sections in the real site (MEMBER-CONTRACT.md, records): the header
// menu's links open their sections (MEMBER-7, MEMBER-9, MEMBER-14) and the centre's navigation the
// account record (MEMBER-8); reading a message lowers the header's unread count without a reload;
// a range over 31 days is refused and keeps what was typed; failures show an alert with Try again.
import assert from 'node:assert/strict'
import { focusedTag, waitUntil } from './harness.mjs'
import { textOf, openAsDemo } from './member-centre-helpers.mjs'

const SITE = 'lobbykit-site'
const CENTRE = `${SITE} [part=member-centre]`

/** Opens the header's member menu and follows its link named `name`. */
async function followMenu(page, name) {
  await page.locator(`${SITE} [part=member-menu-button]`).click()
  await page.locator(`${SITE} [part=member-menu]`).getByRole('link', { name }).click()
}

const unreadInMenu = async (page) => {
  await page.locator(`${SITE} [part=member-menu-button]`).click()
  await page.locator(`${SITE} [part=member-menu]`).waitFor()
  // HDR-20: no count at 0
  const badge = page.locator(`${SITE} [part=member-menu] [part=unread]`)
  const text = (await badge.count()) ? await textOf(badge) : ''
  await page.keyboard.press('Escape')
  return text
}

export const tests = [
  {
    name: 'MEMBER-7/MEMBER-8/MEMBER-9/MEMBER-14 member centre: the header menu opens betting record, income and messages; the centre’s navigation the account record',
    fn: async (t) => {
      const { page } = t
      await openAsDemo(t)
      const cases = [
        ['Betting record', 'betting-record', '[part=bet-table] tbody tr'],
        ['Income', 'profit-loss', '[part=day-table] tbody tr'],
        [/Platform messages/, 'messages', '[part=message-item]'],
      ]
      for (const [link, tab, rows] of cases) {
        await followMenu(page, link)
        await page.locator(`${CENTRE}[data-section=${tab}] ${rows}`).first().waitFor()
        assert.equal(new URL(page.url()).search, `?tab=${tab}`)
        assert.equal(
          await page.locator(`${CENTRE} [part=member-nav] [aria-current=page]`).getAttribute('data-tab'),
          tab,
          `${tab} marked current`,
        )
      }
      await page.locator(`${CENTRE} [part=member-nav] a[data-tab=account-record]`).click()
      const moves = page.locator(`${CENTRE}[data-section=account-record] [part=transaction-table] tbody tr`)
      await moves.first().waitFor()
      assert.equal(await moves.count(), 20, 'a page of 20 transactions')
      assert.match(
        await textOf(moves.first().locator('td').nth(2)),
        /^[+]?Rs -?[\d,]+\.\d{2}$/,
        'amount with the currency and two decimals',
      )
      await page.locator(`${CENTRE} select[name=type]`).selectOption('DEPOSIT')
      await waitUntil(
        async () =>
          (await moves.evaluateAll((rows) => rows.every((r) => r.getAttribute('data-type') === 'DEPOSIT'))) &&
          (await moves.count()) > 0,
        'only deposits',
      )
      // No tab: the member's facts, the account link current.
      await page.locator(`${CENTRE} [part=member-nav] a[data-tab=facts]`).click()
      await page.locator(`${CENTRE}[data-section=facts] .site-facts`).waitFor()
    },
  },
  {
    name: 'MEMBER-14 member centre: opening an unread message shows its body and lowers the header’s count at once; mark all read; delete',
    fn: async (t) => {
      const { page } = t
      await openAsDemo(t, '/member?tab=messages')
      const items = page.locator(`${CENTRE} [part=message-item]`)
      await items.first().waitFor()
      assert.equal(await page.locator(`${CENTRE} [part=unread-mark]`).count(), 3)
      assert.equal(await unreadInMenu(page), '3 unread')
      await page.locator(`${CENTRE} [part=message-item][data-read=false]`).first().click()
      const body = page.locator(`${CENTRE} [part=message] [part=message-body]`)
      await body.locator('p').first().waitFor()
      assert.match(await textOf(body), /Welcome, Demo Player!/)
      assert.equal(await focusedTag(page), 'H2', 'focus on the title')
      await waitUntil(async () => (await unreadInMenu(page)) === '2 unread', 'the header says 2 unread')
      assert.equal(await textOf(page.locator(`${SITE} .site-avatar-button .site-badge`)), '2')
      // Delete the opened message: back to the list, one fewer.
      await page.locator(`${CENTRE} [part=message-delete]`).click()
      await page.locator(`${CENTRE} [part=message-list]`).waitFor()
      await waitUntil(
        async () =>
          (await textOf(page.locator(`${CENTRE} [part=message-item]`).first())).startsWith(
            'Your deposit was credited',
          ),
        'the deleted message is gone',
      )
      await page.locator(`${CENTRE} [part=read-all]`).click()
      await waitUntil(
        async () => (await page.locator(`${CENTRE} [part=unread-mark]`).count()) === 0,
        'no unread marks',
      )
      await waitUntil(async () => (await unreadInMenu(page)) === '', 'the header shows no unread count')
      assert.equal(
        await page.locator(`${SITE} .site-avatar-button .site-badge`).count(),
        0,
        'no badge on the avatar',
      )
      assert.equal(
        await page.locator(`${CENTRE} [part=message-item]`).count(),
        10,
        'a page of 10 of the 13 left',
      )
    },
  },
  {
    name: 'MEMBER-7 member centre: a range over 31 days shows the message and keeps the dates typed; a valid one lists bets with totals',
    fn: async (t) => {
      const { page } = t
      await openAsDemo(t, '/member?tab=betting-record')
      const rows = page.locator(`${CENTRE} [part=bet-table] tbody tr`)
      await rows.first().waitFor()
      const form = page.locator(`${CENTRE} [part=record-filters]`)
      const caption = page.locator(`${CENTRE} [part=totals-range]`)
      const shown = await textOf(caption)
      assert.match(shown, /^Totals from \w{3} \d{1,2}, \d{4} to \w{3} \d{1,2}, \d{4}$/)
      const calls = []
      page.on('request', (r) => r.url().includes('ODSFE2_betRecord') && calls.push(r.url()))
      await form.locator('input[name=from]').fill('2026-01-01')
      await form.locator('input[name=to]').fill('2026-02-01')
      await form.locator('[part=record-search]').click()
      const error = form.locator('[part=range-error]')
      // The message is rendered after the click's event: read it once it is there.
      await waitUntil(
        async () => (await textOf(error)) === 'The date range can be at most 31 days',
        'the 31-day message',
      )
      assert.equal(await error.getAttribute('role'), 'alert')
      assert.equal(await form.locator('input[name=from]').inputValue(), '2026-01-01')
      assert.equal(await form.locator('input[name=to]').inputValue(), '2026-02-01')
      assert.equal(await form.locator('input[name=to]').getAttribute('aria-invalid'), 'true')
      assert.equal(await form.locator('select[name=preset]').inputValue(), 'custom')
      await form.locator('input[name=to]').fill('2025-12-31')
      await form.locator('[part=record-search]').click()
      await waitUntil(
        async () => (await textOf(error)) === 'The end date must not be before the start date',
        'the order message',
      )
      assert.equal(calls.length, 0, 'nothing asked of the server for a bad range')
      assert.equal(await textOf(caption), shown, 'the rows still say which range they are for')
      // Last 30 days: bets, the totals of the whole range from the server.
      const answered = page.waitForResponse((r) => r.url().includes('ODSFE2_betRecord'))
      await form.locator('select[name=preset]').selectOption('month')
      await answered
      await waitUntil(async () => calls.length === 1, 'asked once')
      await waitUntil(async () => (await textOf(error)) === '', 'the message is gone')
      // The totals are the answer's once the caption names the new range.
      await waitUntil(async () => (await textOf(caption)) !== shown, 'the caption of the last 30 days')
      const count = Number(await textOf(page.locator(`${CENTRE} [part=totals] [data-total=count]`)))
      assert.ok(count > 150, `${count} bets in 30 days`)
      await waitUntil(async () => (await rows.count()) === 20, 'a page of 20')
      assert.match(
        await textOf(page.locator(`${CENTRE} [part=totals] [data-total=stake]`)),
        /^Rs [\d,]+\.\d{2}$/,
      )
      await form.locator('select[name=gameType]').selectOption('LIVE')
      await waitUntil(
        async () =>
          (await rows.evaluateAll((r) => r.every((x) => x.getAttribute('data-game-type') === 'LIVE'))) &&
          (await rows.count()) > 0,
        'live bets only',
      )
    },
  },
  {
    name: 'MEMBER-7/MEMBER-8/MEMBER-9/MEMBER-14 member centre: a failed call, section or action shows an alert with Try again, which recovers',
    fn: async (t) => {
      const { page } = t
      t.allowErrors(/ERR_FAILED|net::|could not be loaded|Failed to fetch|Failed to load/)
      await page.route('**/wps/relay/ODSFE2_profitLoss**', (route) => route.abort())
      await openAsDemo(t, '/member?tab=profit-loss')
      const alert = page.locator(`${CENTRE} [role=alert]`).filter({ hasText: 'Network link is abnormal' })
      await alert.waitFor()
      await page.unroute('**/wps/relay/ODSFE2_profitLoss**')
      await page.locator(`${CENTRE} [part=page-error] button`).click()
      await page.locator(`${CENTRE} [part=day-table] tbody tr`).first().waitFor()
      assert.equal(await alert.count(), 0)

      // The section's own chunk fails: the centre says so, Try again loads it.
      await page.route('**/chunks/account-record-*.js', (route) => route.abort())
      await page.locator(`${CENTRE} [part=member-nav] a[data-tab=account-record]`).click()
      const failed = page.locator(`${CENTRE} [part=section-error]`)
      await failed.locator('[role=alert]').waitFor()
      await page.unroute('**/chunks/account-record-*.js')
      await failed.locator('button').click()
      await page.locator(`${CENTRE} [part=transaction-table] tbody tr`).first().waitFor()

      // MEMBER-14: opening a message fails: the list stays, the alert offers Try again, which opens it.
      await page.route('**/wps/relay/CSP_readMessage', (route) => route.abort())
      await page.locator(`${CENTRE} [part=member-nav] a[data-tab=messages]`).click()
      await page.locator(`${CENTRE} [part=message-item]`).first().click()
      const actionError = page.locator(`${CENTRE} [part=action-error]`)
      await actionError.locator('[role=alert]').waitFor()
      assert.equal(await page.locator(`${CENTRE} [part=message-item]`).count(), 10, 'the list is still there')
      await page.unroute('**/wps/relay/CSP_readMessage')
      await actionError.locator('button').click()
      await page.locator(`${CENTRE} [part=message-body] p`).first().waitFor()
    },
  },
]
