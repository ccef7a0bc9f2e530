// The slot lobby on the operator's CMS page (demo/pages/cms.html): launch rules, favourites and the
// game popup in real Chromium against the reference server (TILE, FAV, LOBBY).
import assert from 'node:assert/strict'
import { linkCode, DEMO, waitUntil } from './harness.mjs'
import { quietPage } from './game-helpers.mjs'
import { expectMember, openWithLogin, submitLogin } from './login-helpers.mjs'

const CMS = '/demo/cms.html'
const LOGIN_POPUP = 'member-login[mode=popup] [role=dialog][aria-modal=true]'
const TILE = '#slots [part=tile]'

/** Opens the CMS page and waits for the lobby's first tiles. */
async function openLobby(t, url) {
  const { page } = t
  await quietPage(t)
  await page.goto(url)
  await page.locator(TILE).first().waitFor()
}

export const tests = [
  {
    name: 'TILE-10: as a visitor, Play opens the login dialog and launches nothing',
    fn: async (t) => {
      const { page } = t
      const watch = t.watch()
      await openLobby(t, t.base + CMS)
      await page.locator(`${TILE} [part=play]`).first().click()
      await page.locator(LOGIN_POPUP).waitFor()
      assert.equal(watch.count('/wps/game/launchGame'), 0, 'no launch call')
    },
  },
  {
    name: 'TILE-17/POP-8: as a visitor, Free trial on a free-play game opens the demo game in the game popup without login',
    fn: async (t) => {
      const { page } = t
      await openLobby(t, t.base + CMS)
      await page.locator(`${TILE} [part=free-trial]`).first().click()
      const frame = page.locator('game-tile[mode=popup] [part=game-frame]')
      await frame.waitFor()
      assert.match((await frame.getAttribute('src')) ?? '', /\/demo\/games\/play\?ticket=/)
      const game = page.frameLocator('game-tile[mode=popup] [part=game-frame]')
      await game.locator('text=DEMO GAME').first().waitFor()
      assert.equal(await page.locator(LOGIN_POPUP).count(), 0, 'no login dialog')
      assert.equal(
        (await page.evaluate(() => /** @type {any} */ (window).lobbykit('getState'))).loggedIn,
        false,
      )
    },
  },
  {
    name: 'FAV-3/LOBBY-2: as a visitor, the favourites tab asks for login',
    fn: async (t) => {
      const { page } = t
      await openLobby(t, t.base + CMS)
      await page.locator('#slots [role=tab]', { hasText: 'Favourites' }).click()
      await page.locator(LOGIN_POPUP).waitFor()
      assert.equal(
        await page.locator('#slots [role=tab][aria-selected=true]').textContent(),
        'All',
        'the tab stays on All',
      )
    },
  },
  {
    name: 'FAV-1/FAV-2: as demo, toggling a heart twice within a second sends one request; the favourites tab lists it after a reload',
    fn: async (t) => {
      const { page } = t
      const watch = t.watch()
      await quietPage(t)
      await openWithLogin(page, t.base + CMS)
      await submitLogin(page, '#sidebar-login', DEMO.username, DEMO.password)
      await expectMember(page, '#sidebar-login', 'demo')
      await page.locator(TILE).first().waitFor()
      const tile = page.locator(TILE).nth(2)
      const nodeId = await tile.getAttribute('data-node-id')
      const heart = tile.locator('[part=favourite]')
      assert.equal(await heart.getAttribute('aria-pressed'), 'false')
      await heart.click()
      await heart.click()
      await waitUntil(async () => watch.count('/wps/relay/MCSFE_addFavoriteGameV2') === 1, 'one add request')
      await page.waitForTimeout(300)
      assert.equal(
        watch.count('/wps/relay/MCSFE_addFavoriteGameV2') +
          watch.count('/wps/relay/MCSFE_removeFavoriteGameV2'),
        1,
        'one favourite request in all',
      )
      assert.equal(await heart.getAttribute('aria-pressed'), 'true', 'the heart is pressed')
      await page.reload()
      await expectMember(page, '#sidebar-login', 'demo')
      await page.locator('#slots [role=tab]', { hasText: 'Favourites' }).click()
      // The All page stays on screen while the favourites load (and it holds the same game).
      await waitUntil(
        async () => (await page.locator(TILE).count()) === 1,
        'the favourites tab lists the one favourite',
      )
      await page.locator(`${TILE}[data-node-id="${nodeId}"]`).waitFor()
      assert.equal(await page.locator(`${TILE} [part=favourite]`).getAttribute('aria-pressed'), 'true')
    },
  },
  {
    name: "TILE-11/ROLE-8: as a trial player, Play shows 'need a real account' and launches nothing",
    fn: async (t) => {
      const { page } = t
      const watch = t.watch()
      const trial = await t.api('/wps/session/login/freeplay', {
        modId: 'FREEPLAY3',
        body: { os: 'test', platform: 'W' },
      })
      assert.equal(trial.success, true)
      await openLobby(t, `${t.base}${CMS}?token=${await linkCode(t.base, trial.value.token)}`)
      await waitUntil(
        async () => (await page.evaluate(() => /** @type {any} */ (window).lobbykit('getState'))).loggedIn,
        'the trial player is logged in',
      )
      await page.evaluate(() => {
        ;/** @type {any} */ (window).__launches = 0
        document.addEventListener('lobbykit-launch', () => /** @type {any} */ (window).__launches++)
      })
      await page.locator(`${TILE} [part=play]`).first().click()
      const notice = page.locator('game-tile[mode=popup] [role=dialog]')
      await notice.waitFor()
      assert.match((await notice.textContent()) ?? '', /need a real account/i)
      assert.equal(watch.count('/wps/game/launchGame'), 0, 'no launch call')
      assert.equal(await page.evaluate(() => /** @type {any} */ (window).__launches), 0, 'no lobbykit-launch')
    },
  },
  {
    name: 'LOBBY-10/12/14: a vendor resets the list to All and page 1; the last page holds the last games',
    fn: async (t) => {
      const { page } = t
      await openLobby(t, t.base + CMS)
      await page.locator('#slots [part=pagination] button[aria-label="Page 250"]').click()
      await page.locator('#slots [part=pagination] [aria-current=page]', { hasText: '250' }).waitFor()
      assert.equal(await page.locator(TILE).count(), 40)
      await page.locator('#slots [role=tab]', { hasText: 'New' }).click()
      await page.locator('#slots [role=tab][aria-selected=true]', { hasText: 'New' }).waitFor()
      await page.locator('#slots [part=vendors] button', { hasText: 'JILI' }).click()
      await page.locator('#slots [role=tab][aria-selected=true]', { hasText: 'All' }).waitFor()
      await page.locator('#slots [part=pagination] [aria-current=page]', { hasText: '1' }).waitFor()
      await waitUntil(
        async () =>
          (await page.locator(`${TILE} .lk-tile-vendor`).allTextContents()).every((v) => v === 'JILI'),
        'only JILI games',
      )
    },
  },
]
