// The member centre's rank, winners and content sections in the real site: the player rank
// (MEMBER-16) by period with masked names and the member's row; the winners list (MEMBER-24, 39, 40);
// about us, blog and news (MEMBER-21…23) with their lists, a page bar, article pages whose HTML is the
// server's, back and forward; failures shown with Try again; axe on each section, light EN and dark UR.
import assert from 'node:assert/strict'
import { linkCode, DEMO, waitUntil } from './harness.mjs'
import { describe, widgetViolations } from './axe-helpers.mjs'
import { DEAD_MIRROR, openAsDemo, textOf } from './member-centre-helpers.mjs'

const SITE = 'lobbykit-site'
const section = (tab) => `${SITE} [part=member-centre][data-section=${tab}]`
const navLink = (page, name) =>
  page.locator(`${SITE} [part=member-nav]`).getByRole('link', { name, exact: true })

/** Rows of a table as the texts of their cells. */
const rowTexts = async (rows) =>
  Promise.all(
    (await rows.all()).map(async (row) =>
      (await row.locator('th, td').allTextContents()).map((s) => s.trim()),
    ),
  )

/** The articles of one list page, as the server answers them. */
const articlePage = async (t, kind, pageNo) =>
  (await t.api(`/wps/relay/CMS_articleList?kind=${kind}&pageNo=${pageNo}&pageSize=6`)).value

export const tests = [
  {
    name: 'MEMBER-16 player rank: the centre links it; today’s top players by turnover with masked names and the member’s row, as the server ranks them; This month on request',
    fn: async (t) => {
      const { page } = t
      const token = await openAsDemo(t, '/member')
      await navLink(page, 'Player rank').click()
      assert.equal(new URL(page.url()).search, '?tab=rank')
      const rows = page.locator(`${section('rank')} [part=rank-table] tbody tr`)
      await rows.first().waitFor()
      const today = (await t.api('/wps/relay/RANK_playerTurnover?period=DAY', { token })).value
      const names = await rows.locator('th').allTextContents()
      assert.deepEqual(
        names,
        today.top.map((r) => (r.me ? `${r.name} (you)` : r.name)),
      )
      for (const name of names) assert.match(name, /^.{1,2}\*\*\*.?( \(you\))?$/)
      const turnovers = await rows.locator('td:last-child').allTextContents()
      assert.match(turnovers[0], /^Rs [\d,]+\.\d{2}$/)
      assert.match(
        await textOf(page.locator(`${section('rank')} [part=rank-mine]`)),
        new RegExp(`^Your rank: ${today.me.rank} of ${today.ranked}, turnover Rs [\\d,]+\\.\\d{2}$`),
      )
      assert.equal(await rows.filter({ hasText: '(you)' }).getAttribute('aria-current'), 'true')
      assert.match(
        await textOf(page.locator(`${section('rank')} caption`)),
        /^Top players by turnover, Today \(/,
      )

      await page.locator(section('rank')).getByLabel('Period').selectOption('MONTH')
      await page.locator(`${section('rank')} caption`, { hasText: 'This month' }).waitFor()
      const month = (await t.api('/wps/relay/RANK_playerTurnover?period=MONTH', { token })).value
      assert.deepEqual(
        await rows.locator('th').allTextContents(),
        month.top.map((r) => (r.me ? `${r.name} (you)` : r.name)),
      )
      assert.ok((await rows.count()) <= 20)
    },
  },
  {
    name: 'MEMBER-24/39/40 winners list: at most 20 real wins from the winners board’s call, the highest winAmount first, masked',
    fn: async (t) => {
      const { page } = t
      await openAsDemo(t, '/member')
      await navLink(page, 'Winners list').click()
      const rows = page.locator(`${section('winners')} [part=winners-table] tbody tr`)
      await rows.first().waitFor()
      const { list } = (
        await t.api('/wps/relay/GCSGAME_getRankList?gameCategory=ALL&language=EN&limitNum=20')
      ).value
      const amounts = await rows.evaluateAll((trs) => trs.map((tr) => Number(tr.getAttribute('data-amount'))))
      assert.ok(amounts.length > 0 && amounts.length <= 20)
      assert.deepEqual(
        amounts,
        [...amounts].sort((a, b) => b - a),
      )
      const cells = await rowTexts(rows)
      assert.deepEqual(
        cells.map((c) => c[1]),
        [...list].sort((a, b) => b.vo.winAmount - a.vo.winAmount).map((e) => e.vo.account),
      )
      assert.equal(cells[0][0], '1')
      assert.match(cells[0][2], new RegExp(list.find((e) => e.vo.winAmount === amounts[0]).vo.gameName))
      assert.match(cells[0][3], /^Rs [\d,]+\.\d{2}$/)
    },
  },
  {
    name: 'MEMBER-22 blog: the server’s posts with their covers, a page bar to page 2, an article page with its content, and back to the page it came from',
    fn: async (t) => {
      const { page } = t
      await openAsDemo(t, '/member')
      await navLink(page, 'Blog').click()
      const cards = page.locator(`${section('blog')} [part=article-card]`)
      await cards.first().waitFor()
      const first = await articlePage(t, 'BLOG', 1)
      assert.ok(first.totalPages > 1, 'the blog is long enough for pages')
      assert.deepEqual(
        await cards.locator('h3').allTextContents(),
        first.list.map((a) => a.title),
      )
      assert.equal(await textOf(cards.first().locator('.art-summary')), first.list[0].summary)
      // The cover's box is there before the image: width and height from the server.
      const cover = cards.first().locator('img')
      assert.equal(await cover.getAttribute('width'), '1200')
      assert.equal(await cover.getAttribute('height'), '630')
      await waitUntil(
        () => cover.evaluate((img) => img.complete && img.naturalWidth === 1200),
        'the cover loads',
      )
      const box = await cover.boundingBox()
      assert.ok(box && Math.abs(box.height - (box.width * 630) / 1200) < 2, 'the cover keeps its ratio')

      const pager = page.locator(`${section('blog')} [part=article-pages]`)
      await pager.getByRole('button', { name: 'Page 2', exact: true }).click()
      const second = await articlePage(t, 'BLOG', 2)
      await cards.filter({ hasText: second.list[0].title }).waitFor()
      assert.equal(new URL(page.url()).search, '?tab=blog&page=2')
      assert.deepEqual(
        await cards.locator('h3').allTextContents(),
        second.list.map((a) => a.title),
      )

      const chosen = second.list[0]
      await cards.first().getByRole('link', { name: chosen.title }).click()
      const article = page.locator(`${section('blog')} [part=article]`)
      await article.locator('[part=article-body] p').first().waitFor()
      assert.equal(new URL(page.url()).search, `?tab=blog&page=2&article=${chosen.id}`)
      assert.equal(await textOf(article.locator('h2')), chosen.title)
      const detail = (await t.api(`/wps/relay/CMS_articleDetail?id=${chosen.id}`)).value
      const firstSentence = detail.content
        .replace(/<[^>]+>/g, '')
        .split('.')[0]
        .trim()
      assert.ok((await textOf(article.locator('[part=article-body]'))).includes(firstSentence))
      assert.equal(await article.locator('h2').evaluate((h) => h.getRootNode().activeElement === h), true)

      await page.goBack()
      await cards.filter({ hasText: chosen.title }).waitFor()
      assert.equal(new URL(page.url()).search, '?tab=blog&page=2')
      await page.goForward()
      await article.waitFor()
      await page.locator(`${section('blog')} [part=article-back]`).click()
      await cards.filter({ hasText: chosen.title }).waitFor()
      assert.equal(new URL(page.url()).search, '?tab=blog&page=2')
    },
  },
  {
    name: 'MEMBER-21/23 about us and news: their articles from the server; an about-us article shows its headings and lists',
    fn: async (t) => {
      const { page } = t
      await openAsDemo(t, '/member')
      for (const [tab, kind, label] of [
        ['news', 'NEWS', 'News'],
        ['about', 'ABOUT', 'About us'],
      ]) {
        await navLink(page, label).click()
        const cards = page.locator(`${section(tab)} [part=article-card]`)
        await cards.first().waitFor()
        const { list } = await articlePage(t, kind, 1)
        assert.deepEqual(
          await cards.locator('h3').allTextContents(),
          list.map((a) => a.title),
        )
        assert.equal(await page.locator(`${section(tab)} [part=article-pages]`).count(), 0)
      }
      await page.locator(section('about')).getByRole('link', { name: 'Who we are' }).click()
      const body = page.locator(`${section('about')} [part=article-body]`)
      await body.locator('h3').first().waitFor()
      assert.equal(await textOf(body.locator('h3').first()), 'What we promise')
      assert.ok((await body.locator('li').count()) >= 3)
    },
  },
  {
    name: 'MEMBER-16/22 failures: a failed rank or article list shows an alert with Try again, which loads it',
    fn: async (t) => {
      const { page } = t
      t.allowErrors(/ERR_FAILED|net::|Failed to fetch|Failed to load/)
      for (const [tab, call, ready] of [
        ['rank', '**/wps/relay/RANK_playerTurnover*', '[part=rank-table] tbody tr'],
        ['blog', '**/wps/relay/CMS_articleList*', '[part=article-card]'],
      ]) {
        await page.route(call, (route) => route.abort())
        if (tab === 'rank') await openAsDemo(t, `/member?tab=${tab}`)
        else await navLink(page, 'Blog').click()
        const alert = page.locator(`${section(tab)} [role=alert]`)
        await alert.waitFor()
        await page.unroute(call)
        await page.locator(section(tab)).getByRole('button', { name: 'Try again' }).click()
        await page
          .locator(`${section(tab)} ${ready}`)
          .first()
          .waitFor()
        assert.equal(await alert.count(), 0)
      }
    },
  },
]

// Axe on each new section (and an article page), light EN, then dark UR.
const A11Y_GROUPS = [
  [
    ['rank', '[part=rank-table] tbody tr'],
    ['winners', '[part=winners-table] tbody tr'],
  ],
  [
    ['about', '[part=article-card]'],
    ['news', '[part=article-card]'],
    ['blog', '[part=article-card]'],
  ],
]
for (const [g, group] of A11Y_GROUPS.entries()) {
  for (const dark of [false, true]) {
    tests.push({
      name: `A11Y/WCAG MEMBER-${g ? '21/22/23' : '16/24'}: axe finds no violations on ${group.map(([tab]) => tab).join(', ')}${g ? ' and a blog article' : ''}, ${dark ? 'dark UR' : 'light EN'}`,
      fn: async (t) => {
        const { page } = t
        t.allowErrors(DEAD_MIRROR)
        const answer = await t.api('/wps/session/login', {
          body: { type: 'username', username: DEMO.username, password: DEMO.password },
        })
        const [first] = group[0]
        await page.goto(`${t.base}/member?tab=${first}&token=${await linkCode(t.base, answer.value.token)}`)
        if (dark) {
          await page.evaluate(() => /** @type {any} */ (window).lobbykit('setTheme', 'dark'))
          await page.evaluate(() => /** @type {any} */ (window).lobbykit('setLanguage', 'UR'))
          await page.locator(`${SITE} [part=root][dir=rtl][data-theme=dark]`).first().waitFor()
        }
        const check = async (state) => {
          await page.waitForTimeout(300)
          const violations = await widgetViolations(page, `${state}-${dark ? 'dark-ur' : 'light-en'}`)
          assert.equal(violations.length, 0, `axe violations on ${state}:\n${describe(violations)}`)
        }
        for (const [i, [tab, ready]] of group.entries()) {
          if (i > 0) await page.locator(`${SITE} [part=member-nav] a[data-tab=${tab}]`).click()
          await page
            .locator(`${section(tab)} ${ready}`)
            .first()
            .waitFor()
          await check(tab)
        }
        if (g) {
          await page
            .locator(`${section('blog')} [part=article-card] h3 a`)
            .first()
            .click()
          await page
            .locator(`${section('blog')} [part=article-body] p`)
            .first()
            .waitFor()
          await check('blog-article')
        }
      },
    })
  }
}
