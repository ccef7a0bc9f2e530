// The site's pages in the real site (<lobbykit-site>): home with its sections,
// load more and winners board, help with the terms anchor, promotions and their statuses, the mirror
// list, app download, agent login, announcements, a category lobby and search; Urdu (RTL) and dark.
import assert from 'node:assert/strict'
import { gotoLoggedIn, DEMO, waitUntil } from './harness.mjs'
import { readHome } from './home-helpers.mjs'

const SITE = 'lobbykit-site'
const MAIN = `${SITE} [part=main]`
/** The side menu's speed tester pings the demo's dead mirror on purpose (speed.browser.mjs). */
const DEAD_MIRROR = /dead\.localhost.*ping\.txt|ERR_EMPTY_RESPONSE/

/** Opens `path` in the site and waits for the page (`data-page`) to render. */
async function openPage(t, path, name) {
  t.allowErrors(DEAD_MIRROR)
  await t.page.goto(t.base + path)
  await t.page.locator(`${MAIN} [data-page=${name}]`).waitFor()
}

const pathOf = (page) => new URL(page.url()).pathname
const textOf = async (locator) => ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim()

/** Logs in through the platform and opens the site with `?token=` (SYS-17). */
async function loginAs(t, account = DEMO) {
  const answer = await t.api('/wps/session/login', {
    body: { type: 'username', username: account.username, password: account.password },
  })
  assert.equal(answer.success, true, 'login call')
  t.allowErrors(DEAD_MIRROR)
  await gotoLoggedIn(t.page, t.base, `${t.base}/`, answer.value.token)
  await t.page.locator(`${SITE} [part=member]`).waitFor()
}

export const tests = [
  {
    name: 'HOME-4..8/HOME-15 site pages: the tab strip, a section per type, 12 games then load more with its text, 80 px jumps',
    fn: async (t) => {
      const { page } = t
      const menus = (await t.api('/lgw/games/game_menus')).value.menus
        .filter((m) => m.vendors.length > 0)
        .map((m) => m.gameType)
      const fish = (
        await t.api('/wps/relay/GCSGAME_gameList?gameType=FISH&pageNo=1&pageSize=12', { modId: 'GAMELO3' })
      ).value.total
      await openPage(t, '/', 'home')
      const tabs = page.locator(`${MAIN} [part=category-tabs] button`)
      await waitUntil(
        async () => (await tabs.count()) === 3 + menus.length,
        'the tab strip has hot, favourites, recent and the types',
      )
      assert.deepEqual(await tabs.evaluateAll((b) => b.map((x) => x.getAttribute('data-type'))), [
        'HOT',
        'FAV',
        'RECENT',
        ...menus,
      ])

      const section = page.locator(`${MAIN} [data-section=FISH]`)
      await section.scrollIntoViewIfNeeded() // its games are asked for as it comes near
      await waitUntil(
        async () => (await section.locator('game-tile [part=tile]').count()) === 12,
        '12 fishing tiles, each rendered',
      )
      const status = section.locator('[part=load-more] [role=status]')
      assert.equal(await textOf(status), `Currently displaying 12 Fishing games out of ${fish}`)
      await section.locator('[part=load-more] button').click()
      await waitUntil(async () => (await section.locator('game-tile').count()) === 24, '24 after load more')
      assert.equal(await textOf(status), `Currently displaying 24 Fishing games out of ${fish}`)

      await page.locator(`${MAIN} [part=category-tabs] button[data-type=PVP]`).click()
      const pvp = page.locator(`${MAIN} [data-section=PVP]`)
      await waitUntil(
        async () => Math.abs(((await pvp.boundingBox())?.y ?? 0) - 80) <= 2,
        'the PVP section 80 px from the top',
      )

      // FAV-3: a visitor's favourites tab asks for a login
      await page.locator(`${MAIN} [part=category-tabs] button[data-type=FAV]`).click()
      await page.locator('member-login[mode=popup] [role=dialog]').waitFor()
    },
  },
  {
    name: 'MEMBER-39/40 site pages: the winners board on home shows 20 wins, the highest first',
    fn: async (t) => {
      const { page } = t
      await openPage(t, '/', 'home')
      await readHome(page) // the board, at the foot, loads when it comes near
      const rows = page.locator(`${MAIN} [part=winners] tbody tr[data-amount]`)
      await waitUntil(async () => (await rows.count()) === 20, '20 winners')
      const amounts = await rows.evaluateAll((r) => r.map((x) => Number(x.getAttribute('data-amount'))))
      assert.deepEqual(
        amounts,
        [...amounts].sort((a, b) => b - a),
      )
      assert.match(await textOf(rows.first()), /\*\*\*.*Rs [\d,]+\.\d\d$/)
    },
  },
  {
    name: 'ROUTE-14..17 site pages: /help#term opens with the terms in view; back goes to /index',
    fn: async (t) => {
      const { page } = t
      await openPage(t, '/help#term', 'help')
      const term = page.locator(`${MAIN} [data-code=term]`)
      await term.waitFor()
      await waitUntil(async () => {
        const box = await term.boundingBox()
        return box && box.y >= 60 && box.y < 200
      }, 'the terms section at the top of the view')
      assert.equal(await textOf(term.locator('h2')), 'Terms and services')
      await page.locator(`${MAIN} [data-page=help] [part=back]`).click()
      await waitUntil(() => pathOf(page) === '/index', 'back on /index')
      await page.locator(`${MAIN} [data-page=home]`).waitFor()
    },
  },
  {
    name: 'ROUTE-18/MEMBER-33 site pages: promotions show the server statuses; the demo member claims a bonus in place',
    fn: async (t) => {
      const { page } = t
      await openPage(t, '/promotions', 'promotions')
      const card = (id) => page.locator(`${MAIN} [data-promotion="${id}"]`)
      await card(7).waitFor()
      assert.equal(await textOf(card(6).locator('[part=status]')), 'Status: Coming soon')
      assert.equal(await textOf(card(7).locator('[part=status]')), 'Status: Closed')
      await loginAs(t)
      await page.locator(`${SITE} [part=side-menu] a[data-nav=PROMOTIONS]`).first().click()
      await waitUntil(
        async () => (await card(1).getAttribute('data-status')) === 'claim',
        'the welcome bonus ready to claim',
      )
      assert.equal(await card(3).getAttribute('data-status'), 'applying')
      await card(1).locator('[part=claim]').click()
      await waitUntil(async () => (await card(1).getAttribute('data-status')) === 'claimed', 'claimed')
      assert.equal(await textOf(card(1).locator('[role=status]')), 'Rs 500.00 was added to your balance')
    },
  },
  {
    name: 'PAGE-1..3/SYS-4/ROUTE-20/ROUTE-21 site pages: mirror list, app download guides and announcements',
    fn: async (t) => {
      const { page } = t
      const domains = (await t.api('/wps/system/status')).value.info.domainRoute
        .slice(0, 5)
        .map((d) => new URL(d.domainName).host)
      await openPage(t, '/mirror', 'mirror')
      assert.equal(await textOf(page.locator(`${MAIN} h1`)), 'Official Mirror List')
      await waitUntil(
        async () => (await page.locator(`${MAIN} [part=domain]`).count()) === domains.length,
        'one row per domain route',
      )
      assert.deepEqual(await page.locator(`${MAIN} .lk-domain-name`).allTextContents(), domains)
      assert.match(await textOf(page.locator(`${MAIN} [part=bookmark-hint]`)), /^Bookmark/)
      assert.equal(await page.locator(`${MAIN} [part=verify-agent]`).count(), 1)

      await openPage(t, '/down', 'down')
      await waitUntil(
        async () => (await page.locator(`${MAIN} [part=download]`).count()) === 2,
        'iOS and Android downloads',
      )
      assert.equal(await page.locator(`${MAIN} [part=guide-ios] li`).count(), 4)
      assert.equal(await page.locator(`${MAIN} [part=guide-android] li`).count(), 4)

      await openPage(t, '/announce', 'announce')
      await waitUntil(
        async () => (await page.locator(`${MAIN} announcement-popup [part=item]`).count()) > 0,
        'the announcements listed',
      )
    },
  },
  {
    name: 'ROUTE-9/ROUTE-10/LOGIN-26 site pages: /agent shows the landing text and hours; an agent logs in and reaches /agentHome',
    fn: async (t) => {
      const { page } = t
      await openPage(t, '/agent', 'agent')
      assert.equal(
        await textOf(page.locator(`${MAIN} [part=hours]`)),
        'Consultation hours: Monday to Friday 12:00-21:00',
      )
      const form = page.locator(`${MAIN} member-login [part=form]`)
      await form.waitFor()
      // The seed turns social and free-play login on (FLAG-8, FLAG-11); the social buttons are a lazy
      // part that shows a spinner until its chunk arrives, so look once the form has settled.
      await waitUntil(
        async () => (await form.locator('select[name=countryDialingCode] option').count()) > 1,
        'the country codes arrived',
      )
      await waitUntil(
        async () => (await form.locator('.lk-spinner').count()) === 0,
        'no part of the form still loading',
      )
      assert.equal(
        await form.locator('[part=social], [part=social-facebook], [part=social-google]').count(),
        0,
        'no social login on the agent page (LOGIN-11)',
      )
      assert.equal(
        await form.locator('[part=free-play]').count(),
        0,
        'no free-play login on the agent page (LOGIN-11)',
      )
      await form.locator('input[name=username]').fill('agent')
      await form.locator('input[name=password]').fill('Agent1234!')
      await form.locator('button[type=submit]').click()
      await waitUntil(() => pathOf(page) === '/agentHome', 'on to the agent centre')
      await page.locator(`${SITE} [part=agent-centre]`).waitFor()
    },
  },
  {
    name: 'ROUTE-3/HOME-12/HOME-13 site pages: a category lobby, and search from home to the search page',
    fn: async (t) => {
      const { page } = t
      await openPage(t, '/rng', 'category')
      await waitUntil(
        async () => (await page.locator(`${MAIN} game-lobby [part=tile]`).count()) > 0,
        'the slots lobby shows tiles',
      )
      await openPage(t, '/', 'home')
      await page.locator(`${MAIN} [data-page=home] input[name=gameName]`).fill('  tiger ')
      await page.locator(`${MAIN} [data-page=home] form[role=search] button[type=submit]`).click()
      await waitUntil(() => pathOf(page) === '/search', 'on the search page')
      assert.equal(new URL(page.url()).searchParams.get('gameName'), 'tiger')
      await waitUntil(
        async () => (await page.locator(`${MAIN} [data-page=search] game-tile`).count()) > 0,
        'results',
      )
      assert.match(await textOf(page.locator(`${MAIN} [data-page=search] h2`)), /^Results for “tiger”$/)
    },
  },
  {
    name: 'ROUTE-23 site pages: the demo member sees favourites and recent lists; home gains their sections',
    fn: async (t) => {
      const { page } = t
      await loginAs(t)
      await page.locator(`${MAIN} [data-section=FAV]`).waitFor()
      await page.locator(`${MAIN} [data-section=RECENT]`).waitFor()
      await openPage(t, '/favorite', 'favorite')
      await page.locator(`${MAIN} game-lobby`).waitFor()
      await openPage(t, '/recent', 'recent')
      await page.locator(`${MAIN} game-lobby`).waitFor()
    },
  },
  {
    name: 'I18N/SYS-7 site pages: every page in Urdu (right to left) and the dark theme',
    fn: async (t) => {
      const { page } = t
      const pages = [
        ['/', 'home'],
        ['/help', 'help'],
        ['/promotions', 'promotions'],
        ['/mirror', 'mirror'],
        ['/down', 'down'],
        ['/agent', 'agent'],
        ['/announce', 'announce'],
        ['/rng', 'category'],
        ['/search?gameName=a', 'search'],
      ]
      await openPage(t, '/', 'home')
      await page.evaluate(async () => {
        const lk = /** @type {any} */ (window).lobbykit
        await lk('setLanguage', 'UR')
        await lk('setTheme', 'dark')
      })
      for (const [path, name] of pages) {
        await openPage(t, path, name)
        const root = page.locator(`${SITE} .lk-root`).first()
        await waitUntil(async () => (await root.getAttribute('dir')) === 'rtl', `${path} right to left`)
        assert.equal(await root.getAttribute('data-theme'), 'dark', `${path} dark`)
        await waitUntil(
          async () => /[\u0600-\u06FF]/.test(await textOf(page.locator(`${MAIN} h1`).first())),
          `${path} heading in Urdu`,
        )
        await t.screenshot(`site-pages-ur-dark-${name}`, page)
      }
    },
  },
]
