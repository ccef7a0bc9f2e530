// Spec §3 Vendor codes in the site (LOBBY-24..26): the TCG vendors (with TY in the brand's languages)
// show as one combined vendor listing all their games; icons come from the image CDN with the
// active variant on the chosen vendor; the lottery category's nav icon is drawn as ELOTT.
import assert from 'node:assert/strict'
import { waitUntil } from './harness.mjs'

const SITE = 'lobbykit-site'
const LOBBY = `${SITE} [part=main] game-lobby`

async function openLottery(t) {
  await t.page.addInitScript(() => sessionStorage.setItem('lobbykit:lobbykit:closed', 'A,B,F'))
  await t.page.goto(`${t.base}/lott`)
  await t.page.locator(`${LOBBY} [part=tile]`).first().waitFor()
}

/** The image has loaded (the server answered it). */
const loaded = (locator) => locator.evaluate((img) => img.complete && img.naturalWidth > 0)

export const tests = [
  {
    name: 'LOBBY-25/26 vendor codes: with TY the TCG vendors are one vendor (once in the menu) listing both vendors’ games; its icon turns active',
    fn: async (t) => {
      const { page } = t
      await t.demo('PUT', '/demo/api/settings', { brand: { languages: ['EN', 'UR', 'TY'] } })
      await openLottery(t)
      const chips = page.locator(`${LOBBY} [part=vendors] button`)
      await chips.nth(1).waitFor()
      const names = (await chips.allTextContents()).map((s) => s.trim())
      assert.deepEqual(
        names,
        ['All vendors', 'TCG Lottery', 'TCG'],
        'LOTT alone, the two TCG* vendors once as TCG',
      )
      const tcg = chips.filter({ hasText: /^TCG$/ })
      const icon = tcg.locator('img[part=vendor-icon]')
      assert.match((await icon.getAttribute('src')) ?? '', /\/vendor\/TCG\/small\.svg$/)
      await waitUntil(() => loaded(icon), 'the small icon loads')
      await tcg.click()
      await page.locator(`${LOBBY} [part=vendors] button[aria-pressed=true]`, { hasText: /^TCG$/ }).waitFor()
      await waitUntil(
        async () => /\/vendor\/TCG\/small-active\.svg$/.test((await icon.getAttribute('src')) ?? ''),
        'the active icon on the chosen vendor',
      )
      await waitUntil(() => loaded(icon), 'the active icon loads')
      await waitUntil(async () => {
        const vendors = new Set(
          (await page.locator(`${LOBBY} [part=tile] .lk-tile-vendor`).allTextContents()).map((s) => s.trim()),
        )
        return vendors.size === 2 && vendors.has('TCG SEA Lottery') && vendors.has('TCG VN Lotto')
      }, 'the games of both TCG vendors, and no other')
      assert.equal(await page.locator(`${LOBBY} [part=tile]`).count(), 6, 'three SEA and three VN games')
      // LOBBY-24 would draw the lottery's nav icon as the e-lottery's image: the menu draws both its own
      // (site-menu.browser.mjs), and the other categories' come from the image CDN.
      const nav = page.locator(`${SITE} [part=side-menu] a[data-nav=LOTT] svg[part=nav-icon]`)
      assert.equal(await nav.getAttribute('data-icon'), 'lottery')
      const slots = page.locator(`${SITE} [part=side-menu] a[data-nav=RNG] img[part=nav-icon]`)
      assert.match((await slots.getAttribute('src')) ?? '', /\/type\/RNG\/nav\.svg$/)
      await waitUntil(() => loaded(slots), 'a CDN nav icon loads')
    },
  },
  {
    name: 'LOBBY-25 vendor codes: without TY each TCG vendor stands alone in the menu',
    fn: async (t) => {
      const { page } = t
      await openLottery(t)
      const chips = page.locator(`${LOBBY} [part=vendors] button`)
      await chips.nth(1).waitFor()
      assert.deepEqual(
        (await chips.allTextContents()).map((s) => s.trim()),
        ['All vendors', 'TCG Lottery', 'TCG SEA Lottery', 'TCG VN Lotto'],
      )
      assert.match(
        (await chips.nth(1).locator('img').getAttribute('src')) ?? '',
        /\/vendor\/ELOTT\/small\.svg$/,
        'LOTT draws as ELOTT',
      )
    },
  },
]
