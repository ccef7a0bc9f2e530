// Player protection in the real site (C-14, C-17), against the reference server and its
// demo control API: a daily deposit limit refusing a deposit with the remaining amount, a raise that
// applies 24 hours later (the demo clock moves time on), the reality check after the demo-shortened
// interval, and self-exclusion signing every tab out with the next login refused until the end date.
import assert from 'node:assert/strict'
import { describe, widgetViolations } from './axe-helpers.mjs'
import { DEMO, waitUntil } from './harness.mjs'
import { openAsDemo, textOf } from './member-centre-helpers.mjs'

const SITE = 'lobbykit-site'
const SECTION = `${SITE} [data-section=responsible-gaming]`

/** The focused element's `part`, looking through the shadow roots. */
const focusedPart = (page) =>
  page.evaluate(() => {
    let active = document.activeElement
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
    return active?.getAttribute('part') ?? active?.tagName ?? null
  })

/** axe's findings inside the lobbykit elements, one readable line per node ('' when none). */
const violationsIn = async (page, state) => describe(await widgetViolations(page, state))

/** Sets the deposit card's limit for the period shown and answers the saved message. */
async function saveDepositLimit(page, amount) {
  const card = page.locator(`${SECTION} [part=limit-card][data-kind=deposit]`)
  await card.locator('[part=limit-amount-field] input').fill(amount)
  await card.locator('[part=limit-save]').click()
  const saved = card.locator('[part=limit-saved]')
  await saved.waitFor()
  return textOf(saved)
}

export const tests = [
  {
    name: 'player protection: daily deposit limit 100 refuses 150 with 100 remaining; a raise applies at its time, once the demo clock has moved a day; footer link beside the 18+ line (C-14, C-17)',
    fn: async (t) => {
      const { page } = t
      await openAsDemo(t, '/responsible-gaming')
      const footer = page.locator(`${SITE} [part=footer]`)
      assert.equal(
        await footer.locator('[part=responsible-gaming-link]').getAttribute('href'),
        '/responsible-gaming',
      )
      // C-14: the licence register's page (the demo's own, from brand config).
      assert.equal(
        new URL(String(await footer.locator('[part=licence-check]').getAttribute('href'))).pathname,
        '/demo/licence',
      )
      assert.equal(await textOf(footer.locator('[part=help-line]')), 'Gambling help line')

      await page.locator(`${SECTION} [part=limit-card][data-kind=deposit]`).waitFor()
      assert.equal(await saveDepositLimit(page, '100'), 'Saved: the new limit applies now.')
      const day = page.locator(`${SECTION} [part=limit-card][data-kind=deposit] tr[data-period=day]`)
      assert.equal(await textOf(day.locator('[part=limit-amount]')), 'Rs 100.00')

      // The deposit over what the limit leaves: refused by the server, the remainder named, the amount kept.
      await page.locator(`${SITE} [part=member-nav] a[data-tab=deposit]`).click()
      const form = page.locator(`${SITE} [data-section=deposit] [part=deposit-form]`)
      await form.locator('.wal-choice', { hasText: 'JazzCash' }).click()
      await form.locator('[part=deposit-amount] input').fill('150')
      await form.locator('[part=deposit-submit]').click()
      const refusal = page.locator(`${SITE} [data-section=deposit] [part=wallet-error] [role=alert]`)
      await refusal.waitFor()
      assert.equal(await textOf(refusal), 'Your daily deposit limit leaves 100.00 for now')
      assert.equal(
        await form.locator('[part=deposit-amount] input').inputValue(),
        '150',
        'the amount is kept',
      )

      // A raise waits 24 hours and says when it applies.
      await page.locator(`${SITE} [part=member-nav] a[data-tab=responsible-gaming]`).click()
      await page.locator(`${SECTION} [part=limit-card][data-kind=deposit]`).waitFor()
      assert.match(
        await saveDepositLimit(page, '500'),
        /^Saved: the new limit applies at .+\d{1,2}:\d\d.*\.$/,
      )
      assert.equal(await textOf(day.locator('[part=limit-amount]')), 'Rs 100.00')
      assert.match(await textOf(day.locator('[part=limit-pending]')), /^Changes to Rs 500\.00 at .+/)
      await t.screenshot('protection-pending-raise')

      // The operator moves the demo clock a day on: the raise is in force.
      await t.demo('POST', '/demo/api/protection/clock', { advance: 'day' })
      await page.reload()
      await day.locator('[part=limit-amount]').waitFor()
      assert.equal(await textOf(day.locator('[part=limit-amount]')), 'Rs 500.00')
      assert.equal(await day.locator('[part=limit-pending]').count(), 0)

      // C-14, C-17: links the brand does not configure (or that fail safeUrl) are not shown.
      await t.demo('PUT', '/demo/api/settings', {
        brand: { licenceUrl: '', helpLineUrl: 'javascript:alert(1)' },
      })
      await page.reload()
      await footer.locator('[part=responsible-gaming-link]').waitFor()
      assert.equal(await footer.locator('[part=licence-check]').count(), 0, 'no validation link unconfigured')
      assert.equal(await footer.locator('[part=help-line]').count(), 0, 'no unsafe help-line link')
    },
  },
  {
    name: 'player protection: the reality check comes after the demo-shortened interval with the session figures and takes the focus; Continue keeps the member playing',
    fn: async (t) => {
      const { page } = t
      await t.demo('POST', '/demo/api/protection/reality-check', { seconds: 5 })
      await openAsDemo(t, '/')
      await t.demo('POST', '/demo/api/protection/bet', { stake: 40, winLoss: -15 })
      const dialog = page.locator(`${SITE} [part=reality-check]`)
      await dialog.waitFor({ timeout: 12_000 })
      assert.equal(await dialog.getAttribute('role'), 'alertdialog')
      assert.equal(await dialog.evaluate((el) => el.matches(':modal')), true, 'a modal dialog')
      assert.equal(await textOf(dialog.locator('[data-figure=stake]')), 'Rs 40.00')
      assert.equal(await textOf(dialog.locator('[data-figure=net]')), 'Rs -15.00')
      assert.match(await textOf(dialog.locator('[data-figure=time]')), /^\d+ min$/)
      await waitUntil(async () => (await focusedPart(page)) === 'reality-continue', 'Continue has the focus')
      // The focus stays inside the dialog (keyboard).
      await page.keyboard.press('Tab')
      assert.equal(await focusedPart(page), 'reality-sign-out')
      await page.keyboard.press('Tab')
      assert.equal(await focusedPart(page), 'reality-continue')
      await t.screenshot('protection-reality-check')
      await page.keyboard.press('Enter')
      await dialog.waitFor({ state: 'detached' })
      assert.equal(await page.locator(`${SITE} [part=member]`).count(), 1, 'still logged in')
    },
  },
  {
    name: 'player protection: self-exclusion confirmed with the password signs every tab out; the next login is refused with the end date',
    fn: async (t) => {
      const { page } = t
      await openAsDemo(t, '/responsible-gaming')
      const other = await t.newPage()
      await other.goto(`${t.base}/`)
      await other.locator(`${SITE} [part=member]`).waitFor()

      const form = page.locator(`${SECTION} [part=self-exclusion-form]`)
      await form.locator('select').selectOption('6m')
      await form.locator('input[name=password]').fill(DEMO.password)
      await form.locator('[part=exclusion-confirm]').click()
      const notice = page.locator(`${SITE} [part=protection-notice]`)
      await notice.waitFor()
      const told = await textOf(notice)
      assert.match(told, /^Your account is closed to play until .+\. You have been signed out\.OK$/)
      await page.locator(`${SITE} [part=member]`).waitFor({ state: 'detached' })
      await other.locator(`${SITE} [part=member]`).waitFor({ state: 'detached' })
      await other.locator(`${SITE} [part=protection-notice]`).waitFor()
      await notice.getByRole('button', { name: 'OK' }).click()

      // The next login is refused, saying until when.
      await page.goto(`${t.base}/login?page`)
      const login = page.locator(`${SITE} [part=login-page] member-login`)
      await login.locator('input[name=username]').fill(DEMO.username)
      await login.locator('input[name=password]').fill(DEMO.password)
      await login.locator('button[type=submit]').click()
      const refused = login.locator('[role=alert]', { hasText: 'closed to play' })
      await refused.waitFor()
      const end = new Date(Date.now() + 182 * 86_400_000).toISOString().slice(0, 10)
      assert.match(await textOf(refused), new RegExp(`until ${end} \\d\\d:\\d\\d UTC \\(self-exclusion\\)`))
    },
  },
  {
    name: 'player protection: a session time limit that is reached tells the member and signs out every tab',
    fn: async (t) => {
      const { page } = t
      // Signed in, then an hour on the demo clock: a 15-minute limit set now is already reached (the
      // play session counts from the sign-in, on the same clock).
      await openAsDemo(t, '/responsible-gaming')
      await t.demo('POST', '/demo/api/protection/clock', { advance: 'hour' })
      const other = await t.newPage()
      // The second tab's protection watch has asked for the play session before the limit is set (a
      // watch that starts after its session ended has nothing to tell).
      const watching = other.waitForResponse((r) => r.url().includes('/wps/relay/RG_session'))
      await other.goto(`${t.base}/`)
      await other.locator(`${SITE} [part=member]`).waitFor()
      await watching

      const form = page.locator(`${SECTION} [part=session-limit-form]`)
      await form.locator('input').fill('15')
      await form.locator('[part=minutes-save]').click()
      for (const tab of [page, other]) {
        const notice = tab.locator(`${SITE} [part=protection-notice]`)
        await notice.waitFor()
        assert.match(
          await textOf(notice),
          /^Your session time limit is reached\. You have been signed out in every tab\./,
        )
        await tab.locator(`${SITE} [part=member]`).waitFor({ state: 'detached' })
      }
    },
  },
  {
    name: 'player protection: Play once the daily loss limit is used up is refused by the server, the remaining amount shown',
    fn: async (t) => {
      const { page } = t
      // A day of heavy losses, then a daily loss limit below them: nothing remains.
      await t.demo('POST', '/demo/api/protection/bet', { stake: 100_000, winLoss: -100_000 })
      const token = await openAsDemo(t, '/')
      const set = await t.api('/wps/relay/RG_setLimit', {
        token,
        body: { kind: 'loss', period: 'day', amount: '50' },
      })
      assert.equal(set.success, true, 'limit set')
      await page.locator(`${SITE} [part=play]`).first().click()
      const refusal = page.getByText('Your daily loss limit leaves 0.00 for now')
      await refusal.waitFor()
      assert.equal(await page.locator('iframe[src*="/demo/games/play"]').count(), 0, 'no game opened')
    },
  },
  {
    name: 'player protection: the responsible-gaming page and the reality check pass axe in light English and dark Urdu (RTL)',
    fn: async (t) => {
      const { page } = t
      await t.demo('POST', '/demo/api/protection/reality-check', { seconds: 5 })
      await openAsDemo(t, '/responsible-gaming')
      await page.locator(`${SECTION} [part=limit-card]`).first().waitFor()
      assert.equal(await violationsIn(page, 'protection-light-en'), '', 'light English')
      await page.evaluate(() => /** @type {any} */ (window).lobbykit('setTheme', 'dark'))
      await page.evaluate(() => /** @type {any} */ (window).lobbykit('setLanguage', 'UR'))
      await waitUntil(
        async () => (await textOf(page.locator(`${SECTION} [data-kind=deposit] h2`))) === 'ڈپازٹ کی حدیں',
        'the page in Urdu',
      )
      assert.equal(await violationsIn(page, 'protection-dark-ur'), '', 'dark Urdu')
      const dialog = page.locator(`${SITE} [part=reality-check]`)
      await dialog.waitFor({ timeout: 12_000 })
      assert.equal(await textOf(dialog.locator('h2')), 'حقیقت کی جانچ')
      assert.equal(await violationsIn(page, 'reality-check-dark-ur'), '', 'the reality check, dark Urdu')
    },
  },
]
