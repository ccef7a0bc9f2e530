// <notice-marquee> on the cms page (HOME-2, HOME-3): scrolls, pauses on hover and focus, stands still
// for reduced motion, shows members their unread count, and a click opens the announcements.
import assert from 'node:assert/strict'
import { DEMO, waitUntil } from './harness.mjs'
import { submitLogin } from './login-helpers.mjs'

const CMS = '/demo/cms.html'
const TRACK = '#notices .lk-marquee-track'

async function openCms(t) {
  await t.page.addInitScript(() => sessionStorage.setItem('lobbykit:lobbykit:closed', 'A,B,F'))
  await t.page.goto(t.base + CMS)
  await t.page.locator(TRACK).waitFor()
}

const animation = (page) =>
  page.locator(TRACK).evaluate((el) => ({
    name: getComputedStyle(el).animationName,
    state: getComputedStyle(el).animationPlayState,
  }))

export const tests = [
  {
    name: 'HOME-2/POP-2: the notice line scrolls, pauses on hover and on keyboard focus; Enter opens the notice popup (focus in, Escape back), which opens the announcements',
    fn: async (t) => {
      const { page } = t
      await openCms(t)
      assert.match(
        await page.locator('#notices [part=notices]').textContent(),
        /Bookmark the official mirror list/,
      )
      assert.deepEqual(await animation(page), { name: 'lk-marquee', state: 'running' })
      const x0 = await page.locator(TRACK).evaluate((el) => el.getBoundingClientRect().x)
      await page.waitForTimeout(400)
      assert.notEqual(
        await page.locator(TRACK).evaluate((el) => el.getBoundingClientRect().x),
        x0,
        'it moves',
      )
      assert.equal(await page.locator('#notices [part=unread]').count(), 0, 'no unread icon for a visitor')

      await page.locator('#notices [part=notices]').hover()
      assert.equal((await animation(page)).state, 'paused', 'paused under the pointer')
      await page.mouse.move(5, 5)
      assert.equal((await animation(page)).state, 'running')
      await page.locator('#notices [part=notices]').focus()
      assert.equal((await animation(page)).state, 'paused', 'paused while focused')
      await page.keyboard.press('Enter')
      const notice = page.locator('#notices [part=notice-popup]')
      await notice.waitFor()
      assert.match(
        await notice.locator('[part=notice-list]').innerText(),
        /Bookmark the official mirror list/,
      )
      const focusIn = () =>
        page.evaluate(() => {
          const host = document.querySelector('#notices')
          return host.shadowRoot.activeElement?.closest('[part=notice-popup]') != null
        })
      await waitUntil(focusIn, 'focus moves into the notice popup')
      await page.keyboard.press('Escape')
      await notice.waitFor({ state: 'detached' })
      assert.equal(
        await page.evaluate(() =>
          document.querySelector('#notices').shadowRoot.activeElement?.getAttribute('part'),
        ),
        'notices',
        'focus back on the notice line',
      )
      await page.keyboard.press('Enter')
      await notice.locator('[part=all-announcements]').click()
      const dialog = page.locator('announcement-popup [part=announcement-dialog]')
      await dialog.waitFor()
      // The dialog opens at once with a loading overlay; the first page (9 items, ANN-2) follows.
      await waitUntil(
        async () => (await page.locator('announcement-popup [part=item]').count()) === 9,
        'the first page of 9 announcements',
      )
    },
  },
  {
    name: 'HOME-2: with prefers-reduced-motion the notices stand still and wrap',
    fn: async (t) => {
      const { page } = t
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await openCms(t)
      assert.equal((await animation(page)).name, 'none')
      assert.equal(await page.locator('#notices .lk-marquee-copy').isVisible(), false, 'no second copy')
      assert.equal(
        await page.locator('#notices [part=notices]').evaluate((el) => getComputedStyle(el).whiteSpace),
        'normal',
      )
    },
  },
  {
    name: 'HOME-3/API-61: a member sees the unread-message icon with the count; it goes away on logout',
    fn: async (t) => {
      const { page } = t
      await openCms(t)
      await submitLogin(page, '#sidebar-login', DEMO.username, DEMO.password)
      const unread = page.locator('#notices [part=unread]')
      await unread.waitFor()
      await waitUntil(
        async () => (await unread.getAttribute('data-count')) === '3',
        'the demo member has 3 unread messages',
      )
      assert.equal(await unread.locator('.lk-marquee-badge').textContent(), '3')
      assert.equal(await unread.locator('.lk-visually-hidden').textContent(), '3 unread messages')
      await t.screenshot('notice-marquee-member', page, { clip: { x: 0, y: 60, width: 1280, height: 480 } })
      await page.evaluate(() => /** @type {any} */ (window).lobbykit('logout'))
      await unread.waitFor({ state: 'detached' })
    },
  },
]
