// The lottery pages in Chromium: the login guard keeps ?gameCode= (ROUTE-26, ROUTE-27),
// the VN lottery lobby by prize mode with icons (LOTT-1..4), a launch with the §7 payload read back
// from the demo lottery page (LOTT-5, LOTT-6, API-48), full page without the side menu (ROUTE-29),
// a trial player told to use a real account (ROLE-8), the chat room (MEMBER-41, POP-9), and tiles
// of every lottery vendor and a PVP room game launching real pages (TILE-12..16, API-47); a lottery
// bet shown in the header balance at once and in the betting record (C-8 (lottery bets in the ledger), HDR-9, MEMBER-7), and a
// draw verified in the browser against its published hash (API-51 (fair draw)).
import assert from 'node:assert/strict'
import { linkCode, DEMO, waitUntil } from './harness.mjs'
import { amountOf, openAsDemo } from './member-centre-helpers.mjs'

const SITE = 'lobbykit-site'
const LOGIN_POPUP = 'member-login[mode=popup] [role=dialog][aria-modal=true]'
const DEAD_MIRROR = /dead\.localhost.*ping\.txt|ERR_EMPTY_RESPONSE/
const textOf = async (locator) => ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim()

/** The demo lottery page framed in the lottery page, once it has loaded. */
async function lotteryFrame(page) {
  const frame = page.frameLocator(`${SITE} [part=lottery-frame]`)
  await frame.locator('#launch-payload').waitFor()
  return frame
}

export const tests = [
  {
    name: 'ROUTE-26/27 LOTT-1..6 API-48 lottery: a visitor at /vnlottery?gameCode= gets the login popup, logs in, and the game launches with the §7 payload; the lobby lists its games by prize mode with icons',
    fn: async (t) => {
      const { page } = t
      t.allowErrors(DEAD_MIRROR)
      await page.addInitScript(() => sessionStorage.setItem('lobbykit:lobbykit:closed', 'A,B,F'))
      await page.goto(`${t.base}/vnlottery?gameCode=VN_NORTH`)
      const popup = page.locator(LOGIN_POPUP)
      await popup.waitFor({ timeout: 20_000 }) // the first page of a run builds its chunks cold
      await popup.locator('input[name=username]').fill(DEMO.username)
      await popup.locator('input[name=password]').fill(DEMO.password)
      await popup.locator('button[type=submit]').click()
      await waitUntil(() => new URL(page.url()).pathname === '/vnlottery', 'back on /vnlottery after login')
      assert.match(new URL(page.url()).search, /gameCode=VN_NORTH/, 'the gameCode survives the login')
      const frame = await lotteryFrame(page)
      const field = (name) => textOf(frame.locator(`[data-field=${name}]`))
      assert.equal(await field('lottoArea'), 'VN')
      assert.equal(await field('launchMode'), 'LOTT')
      assert.equal(await field('lottoPrizeMode'), 'ZY')
      assert.equal(await field('lottoGameCode'), 'VN_NORTH')
      assert.equal(await field('lottoView'), 'betting')
      assert.equal(await field('device'), 'WEB')
      assert.equal(await field('language'), 'EN')
      assert.equal(await field('backUrl'), `${t.base}/vnlottery`)
      assert.match(await textOf(frame.locator('#lottery-title')), /Vietnam Lotto north/)
      assert.equal(await page.locator(`${SITE} [part=side-menu]`).count(), 0, 'no side menu (ROUTE-29)')
      // Back to the lobby: prize modes, menus with icons, latest draws.
      await page
        .locator(`${SITE} [data-page=lottery] button`, { hasText: 'Back to the lottery lobby' })
        .click()
      const zy = page.locator(`${SITE} [part=prize-modes] [data-mode=ZY]`)
      assert.equal(await zy.getAttribute('aria-pressed'), 'true')
      const menus = page.locator(`${SITE} [part=lottery-menus] [data-menu]`)
      await menus.first().waitFor()
      assert.match(
        await textOf(menus.first()),
        /Vietnam Lotto north.*Vietnam Lotto central.*Vietnam Lotto south/,
      )
      await page.locator(`${SITE} [part=prize-modes] [data-mode=LOTT]`).click()
      await page.locator(`${SITE} [part=lottery-menus] [data-menu=PK10]`).waitFor()
      const icons = await page
        .locator(`${SITE} [part=lottery-menus] [data-icon]`)
        .evaluateAll((els) => els.map((el) => el.getAttribute('data-icon')).sort())
      assert.deepEqual(icons, ['11X5', 'LF', 'LHC', 'PK10', 'SSC'], 'LOTT-4 icon set')
      assert.match(await textOf(page.locator(`${SITE} [part=lottery-draws]`)), /Speedy SSC/)
      assert.match(await textOf(page.locator(`${SITE} [part=lottery-recent]`)), /Vietnam Lotto north/)
      // Choosing a game launches it in its prize mode.
      await page.locator(`${SITE} [part=lottery-menus] [data-game-code=PK10]`).click()
      const again = await lotteryFrame(page)
      assert.equal(await textOf(again.locator('[data-field=lottoGameCode]')), 'PK10')
      assert.equal(await textOf(again.locator('[data-field=lottoPrizeMode]')), 'LOTT')
      await t.screenshot('lottery-pk10')
    },
  },
  {
    name: 'ROLE-8 MEMBER-41 POP-9 lottery: a trial player is told to use a real account; the demo member opens a host chat in the chat room',
    fn: async (t) => {
      const { page } = t
      t.allowErrors(DEAD_MIRROR)
      await page.addInitScript(() => sessionStorage.setItem('lobbykit:lobbykit:closed', 'A,B,F'))
      const trial = await t.api('/wps/session/login/freeplay', {
        body: { os: 'web', platform: 'W' },
        modId: 'FREEPLAY3',
      })
      await page.goto(
        `${t.base}/sealottery?gameCode=SEA_4D&token=${await linkCode(t.base, trial.value.token)}`,
      )
      const error = page.locator(`${SITE} [part=lottery-error]`)
      await error.waitFor()
      assert.match(await textOf(error), /real account/)
      assert.equal(await page.locator(`${SITE} [part=lottery-frame]`).count(), 0)
      const answer = await t.api('/wps/session/login', {
        body: { type: 'username', username: DEMO.username, password: DEMO.password },
      })
      await page.goto(`${t.base}/lottery?token=${await linkCode(t.base, answer.value.token)}`)
      const chat = page.locator(`${SITE} [part=lottery-chat] button`, { hasText: 'Ayesha' })
      await chat.click()
      const dialog = page.locator('game-tile [part=chat-dialog]').first()
      await dialog.waitFor()
      const frame = page.frameLocator('game-tile [part=chat-frame]')
      await frame.locator('#chat-title').waitFor()
      assert.match(await textOf(frame.locator('body')), /DEMO CHAT.*Chat with Ayesha/)
      await frame.locator('input[name=text]').fill('Hello host')
      await frame.locator('button[type=submit]').click()
      await waitUntil(
        async () => /You: Hello host/.test(await textOf(frame.locator('#chat-lines'))),
        'line kept',
      )
    },
  },
  {
    name: 'TILE-12..16 API-47 lottery: tiles of TCG_SEA, TCG_LOTTO_VN, LOTT and ELOTT open their lottery page and launch; a PVP room game lists rooms and launches into one',
    fn: async (t) => {
      const { page } = t
      t.allowErrors(DEAD_MIRROR)
      await page.addInitScript(() => sessionStorage.setItem('lobbykit:lobbykit:closed', 'A,B,F'))
      const answer = await t.api('/wps/session/login', {
        body: { type: 'username', username: DEMO.username, password: DEMO.password },
      })
      await page.goto(`${t.base}/lott?token=${await linkCode(t.base, answer.value.token)}`)
      await page.locator(`${SITE} [part=member]`).waitFor()
      for (const [vendor, path] of [
        ['TCG_SEA', '/sealottery'],
        ['TCG_LOTTO_VN', '/vnlottery'],
        ['LOTT', '/lottery'],
      ]) {
        await page.goto(`${t.base}/lott`)
        const tile = page.locator(`${SITE} game-lobby [part=tile]`).filter({
          hasText: vendor === 'LOTT' ? 'TCG Lottery' : vendor === 'TCG_SEA' ? 'TCG SEA' : 'TCG VN',
        })
        await tile.first().locator('[part=play]').click()
        await waitUntil(() => new URL(page.url()).pathname === path, `${vendor} tile → ${path}`)
        await lotteryFrame(page)
      }
      await page.goto(`${t.base}/elott`)
      await page.locator(`${SITE} game-lobby [part=tile] [part=play]`).first().click()
      await waitUntil(() => new URL(page.url()).pathname === '/lottery', 'ELOTT tile → /lottery')
      assert.equal(await textOf((await lotteryFrame(page)).locator('[data-field=lottoPrizeMode]')), 'ELOTT')
      // API-47: a PVP game with rooms.
      const pvp = (await t.api('/wps/relay/GCSGAME_gameList?gameType=PVP&vassalage=FC&pageSize=1')).value
        .games[0]
      await page.goto(`${t.base}/search?gameName=${encodeURIComponent(pvp.gameName)}`)
      await page
        .locator(`${SITE} game-tile [part=tile][data-node-id="${pvp.nodeId}"] [part=play]`)
        .first()
        .click()
      const rooms = page.locator('game-tile [part=rooms]').first()
      await rooms.waitFor()
      assert.equal(
        await rooms.locator('li[data-status=FULL] button[disabled]').count(),
        1,
        'a full room cannot be joined',
      )
      await rooms.locator('li[data-status=OPEN] button').first().click()
      const game = page.frameLocator('game-tile [part=game-frame]')
      await game.locator('#room').waitFor()
      assert.match(await textOf(game.locator('#room')), /Room .* stake/)
    },
  },
  {
    name: 'C-8 (lottery bets in the ledger) API-51 (cut-off) HDR-9 MEMBER-7 lottery: a bet in the launched lottery moves the header balance at once and shows in the betting record',
    fn: async (t) => {
      const { page } = t
      await page.addInitScript(() => sessionStorage.setItem('lobbykit:lobbykit:closed', 'A,B,F'))
      await openAsDemo(t, '/lottery?gameCode=SSC')
      const shown = page.locator(`${SITE} [part=balance-amount]`)
      await waitUntil(async () => amountOf(await textOf(shown)) > 0, 'the header shows the balance')
      const before = amountOf(await textOf(shown))
      const frame = await lotteryFrame(page)
      const button = frame.locator('#bet-form button[type=submit]')
      // API-51 (cut-off): in the last seconds of an issue betting is closed; the page opens the next
      // issue. A bet sent just as its issue closed is refused (BETTING_CLOSED) and placed on the next.
      let issue = ''
      for (let attempt = 1; ; attempt++) {
        await waitUntil(async () => !(await button.isDisabled()), 'betting open', { timeout: 20_000 })
        issue = await textOf(frame.locator('#open-issue'))
        await frame.locator('select[name=pick]').selectOption('7')
        await frame.locator('input[name=stake]').fill('12.50')
        await button.click()
        const answer = frame.locator('#bet-placed, #bet-error:not(:empty)').first()
        await answer.waitFor()
        if ((await answer.getAttribute('id')) === 'bet-placed') break
        const refusal = await textOf(answer)
        assert.ok(attempt < 3 && /closed/i.test(refusal), `the bet was refused: ${refusal}`)
      }
      await waitUntil(
        async () => Math.abs(amountOf(await textOf(shown)) - (before - 12.5)) < 0.005,
        `the header balance goes from ${before} to ${before - 12.5} without a reload`,
      )
      assert.match(await textOf(frame.locator('#bets')), /7 for 12\.50 · OPEN/)
      await page.goto(`${t.base}/member?tab=betting-record`)
      const row = page
        .locator(`${SITE} [part=member-centre] [part=bet-table] tbody tr`)
        .filter({ hasText: `Speedy SSC #${issue}` })
      await row.first().waitFor()
      assert.match(await textOf(row.first()), /LOTT.*12\.50/)
    },
  },
  {
    name: 'API-51 (fair draw) lottery: a draw is verified in the browser against the hash published before betting closed',
    fn: async (t) => {
      const { page } = t
      await page.addInitScript(() => sessionStorage.setItem('lobbykit:lobbykit:closed', 'A,B,F'))
      await openAsDemo(t, '/lottery')
      const draws = page.locator(`${SITE} [part=lottery-draws]`)
      await draws.locator('tbody tr').first().waitFor()
      const row = draws.locator('tbody tr[data-game-code=SSC]')
      await row.locator('button', { hasText: 'Verify' }).click()
      const panel = page.locator(`${SITE} [part=lottery-verify]`)
      await panel.waitFor()
      assert.match(await textOf(panel.locator('[data-field=secret]')), /^[0-9a-f]{64}$/)
      assert.match(await textOf(panel.locator('[data-field=secretHash]')), /^[0-9a-f]{64}$/)
      await panel.locator('button', { hasText: 'Verify in this browser' }).click()
      const result = panel.locator('[part=lottery-verify-result]')
      await result.waitFor()
      assert.equal(await result.getAttribute('data-match'), 'true', await textOf(result))
      assert.match(await textOf(result), /Verified: this result matches its published hash and the rule/)
      await t.screenshot('lottery-verify')
    },
  },
]
