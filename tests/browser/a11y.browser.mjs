// Accessibility of the widgets on the CMS page, checked by axe-core (WCAG 2.x A/AA rules) through
// their open shadow roots. Only violations inside lobbykit elements fail the test; the whole-page
// results are written to test-results/axe-<state>.json for reading.
import assert from 'node:assert/strict'
import { linkCode, DEMO } from './harness.mjs'
import { describe, widgetViolations } from './axe-helpers.mjs'
import { quietPage } from './game-helpers.mjs'
import { readHome } from './home-helpers.mjs'
import { AGENT_PAGES } from './agent-centre.browser.mjs'
import { openAs } from './member-centre-helpers.mjs'
import { expectMember, openWithLogin, submitLogin } from './login-helpers.mjs'

export const tests = [
  {
    name: 'A11Y/WCAG: axe finds no violations inside the widgets on cms.html, logged out',
    fn: async (t) => {
      const { page } = t
      await openWithLogin(page, `${t.base}/demo/cms.html`)
      await page.locator('#footer-login input[name=username]').waitFor()
      await page.waitForLoadState('networkidle')
      const violations = await widgetViolations(page, 'cms-logged-out')
      assert.equal(violations.length, 0, `axe violations inside lobbykit elements:\n${describe(violations)}`)
    },
  },
  {
    name: 'A11Y/WCAG: axe finds no violations inside the widgets on cms.html with the login popup open',
    fn: async (t) => {
      const { page } = t
      await openWithLogin(page, `${t.base}/demo/cms.html`)
      await page.locator('#sign-in').click()
      const dialog = page.locator('member-login[mode=popup] [role=dialog][aria-modal=true]')
      await dialog.waitFor()
      await dialog.locator('input[name=username]').waitFor()
      await page.waitForLoadState('networkidle')
      await page.waitForTimeout(300) // the opening transition, if any, settles before colours are read
      const violations = await widgetViolations(page, 'cms-popup')
      assert.equal(violations.length, 0, `axe violations inside lobbykit elements:\n${describe(violations)}`)
    },
  },
  {
    name: 'A11Y/WCAG: axe finds no violations inside the widgets on cms.html, logged in',
    fn: async (t) => {
      const { page } = t
      await openWithLogin(page, `${t.base}/demo/cms.html`)
      await submitLogin(page, '#sidebar-login', DEMO.username, DEMO.password)
      await expectMember(page, '#footer-login', 'demo')
      await page.waitForLoadState('networkidle')
      const violations = await widgetViolations(page, 'cms-logged-in')
      assert.equal(violations.length, 0, `axe violations inside lobbykit elements:\n${describe(violations)}`)
    },
  },
  {
    name: 'A11Y/WCAG: axe finds no violations inside the widgets on cms.html, logged out, dark theme (operator accent set)',
    fn: async (t) => {
      const { page } = t
      await openWithLogin(page, `${t.base}/demo/cms.html`)
      await page.locator('#footer-login input[name=username]').waitFor()
      // cms.html's own "Theme" button: the operator's --lk-accent stays set in both themes.
      await page.evaluate(() => /** @type {any} */ (window).lobbykit('setTheme', 'dark'))
      await page.waitForLoadState('networkidle')
      assert.equal(
        await page.locator('#sidebar-login [part=root]').getAttribute('data-theme'),
        'dark',
        'the dark theme is on',
      )
      const violations = await widgetViolations(page, 'cms-dark-logged-out')
      assert.equal(violations.length, 0, `axe violations inside lobbykit elements:\n${describe(violations)}`)
    },
  },
  {
    name: 'A11Y/WCAG: axe finds no violations inside the widgets on cms.html, logged in, dark theme',
    fn: async (t) => {
      const { page } = t
      await openWithLogin(page, `${t.base}/demo/cms.html`)
      await page.evaluate(() => /** @type {any} */ (window).lobbykit('setTheme', 'dark'))
      await submitLogin(page, '#sidebar-login', DEMO.username, DEMO.password)
      await expectMember(page, '#footer-login', 'demo')
      await page.waitForLoadState('networkidle')
      assert.equal(
        await page.locator('#sidebar-login [part=root]').getAttribute('data-theme'),
        'dark',
        'the dark theme is on',
      )
      const violations = await widgetViolations(page, 'cms-dark-member')
      assert.equal(violations.length, 0, `axe violations inside lobbykit elements:\n${describe(violations)}`)
    },
  },
  ...[
    ['register', "lobbykit('openRegister')", 'member-register[mode=popup]'],
    ['forgot-password', "lobbykit('openForgotPassword')", 'forgot-password[mode=popup]'],
  ].flatMap(([name, command, host]) =>
    ['light', 'dark'].map((theme) => ({
      name: `A11Y/WCAG: axe finds no violations inside the widgets on affiliate.html with the ${name} popup open, errors shown, ${theme}`,
      fn: async (/** @type {any} */ t) => {
        const { page } = t
        // The affiliate page: a light page, so axe's whole-page run stays quick; the popup host comes from the runtime.
        await page.goto(`${t.base}/demo/affiliate.html`)
        await page.locator('member-register button[type=submit]').waitFor()
        await page.evaluate((th) => /** @type {any} */ (window).lobbykit('setTheme', th), theme)
        await page.evaluate((c) => new Function(c)(), command)
        const dialog = page.locator(`${host} [role=dialog][aria-modal=true]`)
        await dialog.locator('button[type=submit]').click() // every field message on screen
        await dialog.locator('[aria-invalid=true]').first().waitFor()
        // Not network idle: the page's speed tester keeps pinging; the dialog is what is checked.
        await page.waitForTimeout(300)
        const violations = await widgetViolations(page, `affiliate-${name}-${theme}`)
        assert.equal(
          violations.length,
          0,
          `axe violations inside lobbykit elements (${theme}):\n${describe(violations)}`,
        )
      },
    })),
  ),
  {
    name: 'A11Y/WCAG: axe finds no violations inside the registration widget on affiliate.html, light and dark, errors shown',
    fn: async (t) => {
      const { page } = t
      await page.goto(`${t.base}/demo/affiliate.html?referralCode=AGENT2025`)
      await page.locator('member-register button[type=submit]').click()
      await page.locator('member-register [aria-invalid=true]').first().waitFor()
      for (const theme of ['light', 'dark']) {
        await page.evaluate((th) => /** @type {any} */ (window).lobbykit('setTheme', th), theme)
        await page.locator(`member-register [part=root][data-theme=${theme}]`).waitFor()
        await page.waitForTimeout(300) // the buttons' colour transition settles before colours are read
        const violations = await widgetViolations(page, `affiliate-${theme}`)
        assert.equal(
          violations.length,
          0,
          `axe violations inside lobbykit elements (${theme}):\n${describe(violations)}`,
        )
      }
    },
  },
  {
    name: 'A11Y/WCAG: axe finds no violations inside the widgets on cms.html with the game popup open (free trial)',
    fn: async (t) => {
      const { page } = t
      await quietPage(t)
      await openWithLogin(page, `${t.base}/demo/cms.html`)
      await page.locator('#slots [part=free-trial]').first().click()
      await page.locator('game-tile[mode=popup] [part=game-frame]').waitFor()
      await page
        .frameLocator('game-tile[mode=popup] [part=game-frame]')
        .locator('text=DEMO GAME')
        .first()
        .waitFor()
      const violations = await widgetViolations(page, 'cms-game-popup')
      assert.equal(violations.length, 0, `axe violations inside lobbykit elements:\n${describe(violations)}`)
    },
  },
  {
    name: 'A11Y/WCAG: axe finds no violations in the standalone site at /, visitor and demo, light and dark, English and Urdu',
    fn: async (t) => {
      const { page } = t
      const ready = async () => {
        await page.locator('lobbykit-site [part=main] > *:not(.site-boot)').first().waitFor()
        await page.waitForLoadState('networkidle')
      }
      await page.goto(`${t.base}/`)
      await ready()
      let violations = await widgetViolations(page, 'site-visitor')
      assert.equal(violations.length, 0, `axe violations in the site (visitor):\n${describe(violations)}`)
      const answer = await t.api('/wps/session/login', {
        body: { type: 'username', username: DEMO.username, password: DEMO.password },
      })
      await page.goto(`${t.base}/member?tab=deposit&token=${await linkCode(t.base, answer.value.token)}`)
      await page.locator('lobbykit-site [part=member]').waitFor()
      await ready()
      await page.locator('lobbykit-site [part=member-menu-button]').click()
      violations = await widgetViolations(page, 'site-member')
      assert.equal(
        violations.length,
        0,
        `axe violations in the site (demo, member menu open):\n${describe(violations)}`,
      )
      // Close the member menu: open, it covers the centre's (now longer) navigation in right-to-left.
      await page.locator('lobbykit-site [part=member-menu-button]').click()
      await page.evaluate(() => /** @type {any} */ (window).lobbykit('setTheme', 'dark'))
      await page.evaluate(() => /** @type {any} */ (window).lobbykit('setLanguage', 'UR'))
      await page
        .locator('lobbykit-site')
        .locator('[part=root]')
        .first()
        .and(page.locator('[dir=rtl][data-theme=dark]'))
        .waitFor()
      await page.waitForLoadState('networkidle')
      violations = await widgetViolations(page, 'site-member-ur-dark')
      assert.equal(
        violations.length,
        0,
        `axe violations in the site (demo, UR, dark):\n${describe(violations)}`,
      )
    },
  },
  {
    name: 'A11Y/WCAG HDR: axe finds no violations in the standalone site at 360 px: visitor with the drawer open, demo with the member menu open, light EN and dark UR',
    fn: async (t) => {
      const { page } = t
      await page.setViewportSize({ width: 360, height: 740 })
      const ready = async () => {
        await page.locator('lobbykit-site [part=main] > *:not(.site-boot)').first().waitFor()
        await page.waitForLoadState('networkidle')
      }
      await page.goto(`${t.base}/`)
      await ready()
      await page.locator('lobbykit-site [part=menu-toggle]').click()
      await page.locator('lobbykit-site [part=side-menu] [part=language]').waitFor()
      let violations = await widgetViolations(page, 'site-360-visitor-drawer')
      assert.equal(
        violations.length,
        0,
        `axe violations at 360 px (visitor, drawer open):\n${describe(violations)}`,
      )
      const answer = await t.api('/wps/session/login', {
        body: { type: 'username', username: DEMO.username, password: DEMO.password },
      })
      await page.goto(`${t.base}/help?token=${await linkCode(t.base, answer.value.token)}`)
      await page.locator('lobbykit-site [part=member]').waitFor()
      await ready()
      for (const dark of [false, true]) {
        if (dark) {
          await page.evaluate(() => /** @type {any} */ (window).lobbykit('setTheme', 'dark'))
          await page.evaluate(() => /** @type {any} */ (window).lobbykit('setLanguage', 'UR'))
          await page
            .locator('lobbykit-site')
            .locator('[part=root]')
            .first()
            .and(page.locator('[dir=rtl][data-theme=dark]'))
            .waitFor()
          await page.waitForLoadState('networkidle')
        }
        await page.locator('lobbykit-site [part=member-menu-button]').click()
        await page.locator('lobbykit-site [part=member-menu] [part=deposit]').waitFor()
        violations = await widgetViolations(page, `site-360-member${dark ? '-ur-dark' : ''}`)
        assert.equal(
          violations.length,
          0,
          `axe violations at 360 px (demo, member menu open${dark ? ', UR dark' : ''}):\n${describe(violations)}`,
        )
        await page.locator('lobbykit-site [part=member-menu-button]').click()
      }
    },
  },
  {
    announcements: true,
    name: 'A11Y/WCAG: axe finds no violations in the announcement popup, the banners and the notice line (light and dark)',
    fn: async (t) => {
      const { page } = t
      await page.goto(`${t.base}/demo/cms.html`)
      await page.locator('announcement-popup [part=item][data-open=true] [part=content] strong').waitFor()
      await page.locator('#banners .swiper-initialized').waitFor()
      await page.locator('#banners [part=pause]').dispatchEvent('click') // still slides for the colour checks (the popup covers it)
      await page.waitForLoadState('networkidle')
      let violations = await widgetViolations(page, 'cms-announcements')
      assert.equal(violations.length, 0, `axe violations inside lobbykit elements:\n${describe(violations)}`)
      await page.evaluate(() => /** @type {any} */ (window).lobbykit('setTheme', 'dark'))
      await page.waitForTimeout(300)
      violations = await widgetViolations(page, 'cms-announcements-dark')
      assert.equal(
        violations.length,
        0,
        `axe violations inside lobbykit elements (dark):\n${describe(violations)}`,
      )
    },
  },
  {
    name: 'A11Y/WCAG: axe finds no violations in the speed tester (light and dark)',
    fn: async (t) => {
      const { page } = t
      t.allowErrors(/dead\.localhost/) // the dead mirror's failed ping is logged by Chromium
      await page.goto(`${t.base}/demo/mirrors.html`)
      await page.locator('#speed [role=status]:has-text("Test finished")').waitFor()
      await page.locator('#speed-side [role=status]:has-text("Test finished")').waitFor()
      let violations = await widgetViolations(page, 'mirrors')
      assert.equal(violations.length, 0, `axe violations inside lobbykit elements:\n${describe(violations)}`)
      await page.evaluate(() => /** @type {any} */ (window).lobbykit('setTheme', 'dark'))
      await page.waitForTimeout(300)
      violations = await widgetViolations(page, 'mirrors-dark')
      assert.equal(
        violations.length,
        0,
        `axe violations inside lobbykit elements (dark):\n${describe(violations)}`,
      )
    },
  },
  {
    name: 'A11Y/WCAG MEMBER-7/8/9/14: axe finds no violations in the member centre record sections (light, dark, Urdu, a range error, an open message)',
    fn: async (t) => {
      const { page } = t
      t.allowErrors(/dead\.localhost.*ping\.txt|ERR_EMPTY_RESPONSE/)
      const answer = await t.api('/wps/session/login', {
        body: { type: 'username', username: DEMO.username, password: DEMO.password },
      })
      await page.goto(
        `${t.base}/member?tab=betting-record&token=${await linkCode(t.base, answer.value.token)}`,
      )
      const centre = page.locator('lobbykit-site [part=member-centre]')
      const sections = [
        ['betting-record', '[part=bet-table] tbody tr'],
        ['profit-loss', '[part=day-table] tbody tr'],
        ['account-record', '[part=transaction-table] tbody tr'],
        ['messages', '[part=message-item]'],
      ]
      for (const [tab, ready] of sections) {
        await centre.locator(`[part=member-nav] a[data-tab=${tab}]`).click()
        await centre.locator(ready).first().waitFor()
        await page.waitForLoadState('networkidle')
        const violations = await widgetViolations(page, `member-${tab}`)
        assert.equal(
          violations.length,
          0,
          `axe violations in the member centre (${tab}):\n${describe(violations)}`,
        )
      }
      await centre.locator('[part=message-item]').first().click()
      await centre.locator('[part=message-body] p').first().waitFor()
      let violations = await widgetViolations(page, 'member-message-open')
      assert.equal(violations.length, 0, `axe violations in an open message:\n${describe(violations)}`)
      await centre.locator('[part=member-nav] a[data-tab=betting-record]').click()
      await centre.locator('[part=bet-table] tbody tr').first().waitFor()
      await page.evaluate(() => /** @type {any} */ (window).lobbykit('setTheme', 'dark'))
      await page.evaluate(() => /** @type {any} */ (window).lobbykit('setLanguage', 'UR'))
      await page
        .locator('lobbykit-site')
        .locator('[part=root]')
        .first()
        .and(page.locator('[dir=rtl][data-theme=dark]'))
        .waitFor()
      await centre.locator('input[name=to]').fill('2020-01-01')
      await centre.locator('[part=record-search]').click()
      await centre.locator('[part=range-error]:not(:empty)').waitFor()
      await page.waitForLoadState('networkidle')
      violations = await widgetViolations(page, 'member-records-ur-dark')
      assert.equal(
        violations.length,
        0,
        `axe violations in the member centre (UR, dark, range error):\n${describe(violations)}`,
      )
    },
  },
]

/** The site's pages, each with what shows it has loaded its data. */
const SITE_PAGES = [
  ['/', '[part=winners] tbody tr[data-amount]'],
  ['/help#term', '[data-code=term]'],
  ['/promotions', '[data-promotion]'],
  ['/mirror', '[part=domain]'],
  ['/down', '[part=download]'],
  ['/agent', 'member-login [part=form]'],
  ['/announce', 'announcement-popup [part=item]'],
  ['/rng', 'game-lobby [part=tile]'],
  ['/search?gameName=a', 'game-tile [part=tile]'],
]

/** Runs axe on each site page in one theme and language. */
async function checkSitePages(t, pages, dark) {
  const { page } = t
  t.allowErrors(/dead\.localhost.*ping\.txt|ERR_EMPTY_RESPONSE/) // the speed tester's dead demo mirror
  if (dark) {
    await page.goto(`${t.base}/help`)
    await page.evaluate(() => /** @type {any} */ (window).lobbykit('setTheme', 'dark'))
    await page.evaluate(() => /** @type {any} */ (window).lobbykit('setLanguage', 'UR'))
  }
  for (const [path, loaded] of pages) {
    await page.goto(`${t.base}${path}`)
    if (path === '/') await readHome(page) // every home section loads as it comes near
    await page.locator(`lobbykit-site [part=main] [data-page] ${loaded}`).first().waitFor()
    if (dark) await page.locator('lobbykit-site [part=root][dir=rtl][data-theme=dark]').first().waitFor()
    await page.waitForTimeout(300)
    const violations = await widgetViolations(
      page,
      `site-page-${path.replace(/[^a-z]/gi, '') || 'home'}-${dark ? 'dark-ur' : 'light-en'}`,
    )
    assert.equal(
      violations.length,
      0,
      `axe violations on ${path} (${dark ? 'dark, UR' : 'light, EN'}):\n${describe(violations)}`,
    )
  }
}

for (const [part, pages] of [
  ['1', SITE_PAGES.slice(0, 5)],
  ['2', SITE_PAGES.slice(5)],
]) {
  for (const dark of [false, true]) {
    tests.push({
      name: `A11Y/WCAG: axe finds no violations on the site pages (${pages.map(([p]) => p.split(/[?#]/)[0]).join(' ')}), ${dark ? 'dark UR' : 'light EN'}`,
      fn: (t) => checkSitePages(t, pages, dark),
    })
  }
}

// The wallet sections of the member centre (MEMBER-3, MEMBER-4, MEMBER-36..38): deposit with an order
// created and an error shown, withdraw with the paid withdrawal's report form open and a field error,
// and the agent's add-a-payout-account form; light EN, then dark UR.
for (const dark of [false, true]) {
  tests.push({
    name: `A11Y/WCAG: axe finds no violations in the wallet sections (deposit, withdraw, payout account), ${dark ? 'dark UR' : 'light EN'}`,
    fn: async (t) => {
      const { page } = t
      t.allowErrors(/dead\.localhost.*ping\.txt|ERR_EMPTY_RESPONSE/) // the speed tester's dead demo mirror
      const check = async (state) => {
        if (dark) await page.locator('lobbykit-site [part=root][dir=rtl][data-theme=dark]').first().waitFor()
        await page.waitForTimeout(300)
        const violations = await widgetViolations(page, `wallet-${state}-${dark ? 'dark-ur' : 'light-en'}`)
        assert.equal(
          violations.length,
          0,
          `axe violations in the wallet (${state}):\n${describe(violations)}`,
        )
      }
      for (const account of [DEMO, { username: 'agent', password: 'Agent1234!' }]) {
        const answer = await t.api('/wps/session/login', {
          body: { type: 'username', username: account.username, password: account.password },
        })
        await page.goto(`${t.base}/member?tab=deposit&token=${await linkCode(t.base, answer.value.token)}`)
        await page.locator('lobbykit-site [part=deposit-form]').waitFor()
        if (dark) {
          await page.evaluate(() => /** @type {any} */ (window).lobbykit('setTheme', 'dark'))
          await page.evaluate(() => /** @type {any} */ (window).lobbykit('setLanguage', 'UR'))
        }
        if (account === DEMO) {
          const form = page.locator('lobbykit-site [part=deposit-form]')
          await form.locator('[part=deposit-amount] input').fill('1.234')
          await form.locator('[part=deposit-submit]').click()
          await form.locator('.lk-error').waitFor()
          await form.locator('[part=deposit-amount] input').fill('1000')
          await form.locator('[part=deposit-submit]').click()
          await page.locator('lobbykit-site [part=deposit-created]').waitFor()
          await check('deposit')
          await page.goto(`${t.base}/member?tab=withdraw`)
          await page.locator('lobbykit-site [part=confirm-not-received]').click()
          await page.locator('lobbykit-site [part=report-send]').click()
          await page.locator('lobbykit-site [part=report-form] .lk-error').waitFor()
          await page.locator('lobbykit-site [part=withdraw-submit]').click()
          await check('withdraw')
        } else {
          await page.goto(`${t.base}/member?tab=withdraw`)
          await page.locator('lobbykit-site [part=payout-form] button[type=submit]').click()
          await page.locator('lobbykit-site [part=payout-form] .lk-error').first().waitFor()
          await check('payout-account')
        }
        await page.evaluate(() => sessionStorage.removeItem('lobbykit:lobbykit:token'))
      }
    },
  })
}

// The benefit sections (MEMBER-11, MEMBER-15, MEMBER-17): VIP with its progress bars and levels
// table, the rebate before and after a claim, the reward centre after a claim; light EN, then dark UR.
for (const dark of [false, true]) {
  tests.push({
    name: `A11Y/WCAG MEMBER-11/15/17: axe finds no violations in the VIP, rebate and reward sections, ${dark ? 'dark UR' : 'light EN'}`,
    fn: async (t) => {
      const { page } = t
      t.allowErrors(/dead\.localhost.*ping\.txt|ERR_EMPTY_RESPONSE/) // the speed tester's dead demo mirror
      const check = async (state) => {
        if (dark) await page.locator('lobbykit-site [part=root][dir=rtl][data-theme=dark]').first().waitFor()
        await page.waitForTimeout(300)
        const violations = await widgetViolations(page, `benefits-${state}-${dark ? 'dark-ur' : 'light-en'}`)
        assert.equal(
          violations.length,
          0,
          `axe violations in the benefits (${state}):\n${describe(violations)}`,
        )
      }
      const answer = await t.api('/wps/session/login', {
        body: { type: 'username', username: DEMO.username, password: DEMO.password },
      })
      await page.goto(`${t.base}/member?tab=vip&token=${await linkCode(t.base, answer.value.token)}`)
      if (dark) {
        await page.evaluate(() => /** @type {any} */ (window).lobbykit('setTheme', 'dark'))
        await page.evaluate(() => /** @type {any} */ (window).lobbykit('setLanguage', 'UR'))
      }
      await page.locator('lobbykit-site [part=vip-levels] tbody tr').first().waitFor()
      await check('vip')
      await page.locator('lobbykit-site [part=member-nav] a[data-tab=rebate]').click()
      await page.locator('lobbykit-site [part=rebate-claim]').waitFor()
      await check('rebate')
      await page.locator('lobbykit-site [part=rebate-claim]').click()
      await page.locator('lobbykit-site [part=rebate-history] tbody tr').waitFor()
      await check('rebate-claimed')
      await page.locator('lobbykit-site [part=member-nav] a[data-tab=rewards]').click()
      await page.locator('lobbykit-site [part=reward-claim]').first().click()
      await page.locator('lobbykit-site [part=reward-status]').filter({ hasText: /\S/ }).waitFor()
      await check('rewards')
    },
  })
}

// The missions section (missions helper, MEMBER-13, MEMBER-35): cards with progress bars, a claim, and
// the leaderboards; light EN, then dark UR.
for (const dark of [false, true]) {
  tests.push({
    name: `A11Y/WCAG MEMBER-13/35: axe finds no violations in the missions section, ${dark ? 'dark UR' : 'light EN'}`,
    fn: async (t) => {
      const { page } = t
      t.allowErrors(/dead\.localhost.*ping\.txt|ERR_EMPTY_RESPONSE/) // the speed tester's dead demo mirror
      const answer = await t.api('/wps/session/login', {
        body: { type: 'username', username: DEMO.username, password: DEMO.password },
      })
      await page.goto(`${t.base}/member?tab=missions&token=${await linkCode(t.base, answer.value.token)}`)
      if (dark) {
        await page.evaluate(() => /** @type {any} */ (window).lobbykit('setTheme', 'dark'))
        await page.evaluate(() => /** @type {any} */ (window).lobbykit('setLanguage', 'UR'))
        await page.locator('lobbykit-site [part=root][dir=rtl][data-theme=dark]').first().waitFor()
      }
      await page.locator('lobbykit-site [part=mission-board] tbody tr').first().waitFor()
      await page.waitForTimeout(300)
      const violations = await widgetViolations(page, `missions-${dark ? 'dark-ur' : 'light-en'}`)
      assert.equal(violations.length, 0, `axe violations in the missions:\n${describe(violations)}`)
    },
  })
}

// The member helper's sections (MEMBER-1, MEMBER-2, MEMBER-6, MEMBER-10): the security centre, then
// wallet transfer, transfer to downline and bonus details (a test each: each stays inside the time limit);
// light EN, then dark UR.
const MEMBER_TABS = {
  security: '[part=logins] tbody tr',
  'wallet-transfer': '[part=transfer-form]',
  'transfer-downline': '[part=team-form]',
  bonus: '[part=bonuses] li',
}
for (const group of [['security'], ['wallet-transfer'], ['transfer-downline'], ['bonus']]) {
  for (const dark of [false, true]) {
    tests.push({
      name: `A11Y/WCAG MEMBER-1/2/6/10: axe finds no violations in ${group.join(', ')}, ${dark ? 'dark UR' : 'light EN'}`,
      fn: async (t) => {
        const { page } = t
        t.allowErrors(/dead\.localhost.*ping\.txt|ERR_EMPTY_RESPONSE/) // the speed tester's dead demo mirror
        const answer = await t.api('/wps/session/login', {
          body: { type: 'username', username: DEMO.username, password: DEMO.password },
        })
        await page.goto(
          `${t.base}/member?tab=${group[0]}&token=${await linkCode(t.base, answer.value.token)}`,
        )
        if (dark) {
          await page.evaluate(() => /** @type {any} */ (window).lobbykit('setTheme', 'dark'))
          await page.evaluate(() => /** @type {any} */ (window).lobbykit('setLanguage', 'UR'))
        }
        for (const [i, tab] of group.entries()) {
          if (i > 0) await page.locator(`lobbykit-site [part=member-nav] a[data-tab=${tab}]`).click()
          // The security centre makes five calls: a loaded machine needs more than the default wait.
          await page
            .locator(
              `lobbykit-site [data-section=${tab}] ${MEMBER_TABS[/** @type {keyof typeof MEMBER_TABS} */ (tab)]}`,
            )
            .first()
            .waitFor({ timeout: 20_000 })
          if (dark)
            await page.locator('lobbykit-site [part=root][dir=rtl][data-theme=dark]').first().waitFor()
          await page.waitForTimeout(300)
          const violations = await widgetViolations(page, `member-${tab}-${dark ? 'dark-ur' : 'light-en'}`)
          assert.equal(violations.length, 0, `axe violations in ${tab}:\n${describe(violations)}`)
        }
      },
    })
  }
}

// The agent centre (AGENT-1..14, POP-10): every page of /agentHome as the demo agent, and
// the contract popup; light EN, then dark UR; in quarters (axe is slow on a busy machine).
const AGENT_HALVES = [0, 4, 8, 11].map((from, i, all) => AGENT_PAGES.slice(from, all[i + 1]))
for (const dark of [false, true]) {
  for (const [half, pages] of AGENT_HALVES.entries()) {
    tests.push({
      name: `A11Y/WCAG AGENT-1..14 POP-10: axe finds no violations on the agent-centre pages ${pages.map(([tab]) => tab).join(', ')}${half === AGENT_HALVES.length - 1 ? ' and the contract popup' : ''}, ${dark ? 'dark UR' : 'light EN'}`,
      fn: async (t) => {
        const { page } = t
        await openAs(t, { username: 'agent', password: 'Agent1234!' }, '/agentHome?tab=overview')
        const centre = 'lobbykit-site [part=agent-centre]'
        await page.locator(`${centre} [part=overview-figures]`).waitFor({ timeout: 20_000 })
        if (dark) {
          await page.evaluate(() => /** @type {any} */ (window).lobbykit('setTheme', 'dark'))
          await page.evaluate(() => /** @type {any} */ (window).lobbykit('setLanguage', 'UR'))
          await page.locator('lobbykit-site [part=root][dir=rtl][data-theme=dark]').first().waitFor()
        }
        const state = dark ? 'dark-ur' : 'light-en'
        for (const [tab, ready] of pages) {
          await page.locator(`${centre} [part=agent-nav] a[data-tab=${tab}]`).click()
          await page.locator(`${centre}[data-page=${tab}] ${ready}`).first().waitFor()
          await page.waitForLoadState('networkidle')
          const violations = await widgetViolations(page, `agent-${tab}-${state}`)
          assert.equal(
            violations.length,
            0,
            `axe violations in the agent centre (${tab}):\n${describe(violations)}`,
          )
        }
        if (half !== AGENT_HALVES.length - 1) return
        await page.locator(`${centre} [part=open-request]`).first().click()
        await page.locator('lobbykit-site [part=contract-popup] [part=contract-terms]').waitFor()
        // The dialog fades in: widgetViolations measures colours once it is fully opaque (settled).
        const violations = await widgetViolations(page, `agent-popup-${state}`)
        assert.equal(violations.length, 0, `axe violations in the contract popup:\n${describe(violations)}`)
        await t.screenshot(`agent-contracts-${state}`)
      },
    })
  }
}

// The points helper's member pages (MEMBER-18..20, ROUTE-19 …): each with what shows its data loaded;
// the feedback form with its field error shown; light EN, then dark UR.
const POINTS_PAGES = [
  ['/pointMall', '[part=points-records] tbody tr'],
  ['/member?tab=feedback', '[part=feedback-item]'],
  ['/member?tab=red-envelope', '[part=envelope]'],
  ['/referral', '[part=referral-link]'],
]
for (const [dark, pages] of [false, true].flatMap((d) => POINTS_PAGES.map((page) => [d, [page]]))) {
  tests.push({
    name: `A11Y/WCAG MEMBER-12/18/19/20: axe finds no violations on ${pages.map(([p]) => p).join(' ')}, ${dark ? 'dark UR' : 'light EN'}`,
    fn: async (t) => {
      const { page } = t
      t.allowErrors(/dead\.localhost.*ping\.txt|ERR_EMPTY_RESPONSE/) // the speed tester's dead demo mirror
      const answer = await t.api('/wps/session/login', {
        body: { type: 'username', username: DEMO.username, password: DEMO.password },
      })
      await page.goto(`${t.base}/member?token=${await linkCode(t.base, answer.value.token)}`)
      await page.locator('lobbykit-site [part=member-centre]').waitFor()
      if (dark) {
        await page.evaluate(() => /** @type {any} */ (window).lobbykit('setTheme', 'dark'))
        await page.evaluate(() => /** @type {any} */ (window).lobbykit('setLanguage', 'UR'))
      }
      for (const [path, loaded] of pages) {
        await page.goto(`${t.base}${path}`)
        if (dark) await page.locator('lobbykit-site [part=root][dir=rtl][data-theme=dark]').first().waitFor()
        await page.locator(`lobbykit-site ${loaded}`).first().waitFor()
        if (path.includes('feedback')) {
          await page.locator('lobbykit-site textarea[name=content]').fill('x'.repeat(141))
          await page.locator('lobbykit-site [part=feedback-send]').click()
          await page.locator('lobbykit-site [part=feedback-form] .lk-error').waitFor()
        }
        await page.waitForTimeout(300)
        const name = path.replace(/[^a-z]/gi, '')
        const violations = await widgetViolations(page, `points-${name}-${dark ? 'dark-ur' : 'light-en'}`)
        assert.equal(violations.length, 0, `axe violations on ${path}:\n${describe(violations)}`)
      }
    },
  })
}

// The lottery lobby (ROUTE-25, LOTT-1..4, MEMBER-41) as the demo member: prize modes, menus
// with icons, recent games, latest draws, live-chat hosts; light EN, then dark UR.
for (const dark of [false, true]) {
  tests.push({
    name: `A11Y/WCAG LOTT: axe finds no violations on the lottery lobby, ${dark ? 'dark UR' : 'light EN'}`,
    fn: async (t) => {
      const { page } = t
      t.allowErrors(/dead\.localhost.*ping\.txt|ERR_EMPTY_RESPONSE/) // the speed tester's dead demo mirror
      const answer = await t.api('/wps/session/login', {
        body: { type: 'username', username: DEMO.username, password: DEMO.password },
      })
      await page.addInitScript(() => sessionStorage.setItem('lobbykit:lobbykit:closed', 'A,B,F'))
      await page.goto(`${t.base}/vnlottery?token=${await linkCode(t.base, answer.value.token)}`)
      if (dark) {
        await page.locator('lobbykit-site [part=member]').waitFor()
        await page.evaluate(() => /** @type {any} */ (window).lobbykit('setTheme', 'dark'))
        await page.evaluate(() => /** @type {any} */ (window).lobbykit('setLanguage', 'UR'))
        await page.locator('lobbykit-site [part=root][dir=rtl][data-theme=dark]').first().waitFor()
      }
      await page.locator('lobbykit-site [part=lottery-menus] [data-menu]').first().waitFor()
      await page.locator('lobbykit-site [part=lottery-draws] tbody tr').first().waitFor()
      await page.locator('lobbykit-site [part=lottery-chat] button').first().waitFor()
      await page.waitForTimeout(300)
      const violations = await widgetViolations(page, `lottery-${dark ? 'dark-ur' : 'light-en'}`)
      assert.equal(violations.length, 0, `axe violations on the lottery lobby:\n${describe(violations)}`)
      await t.screenshot(`lottery-lobby-${dark ? 'dark-ur' : 'light-en'}`)
    },
  })
}
