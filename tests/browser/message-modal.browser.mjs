// The generic modal (POP-12…16) through lobbykit('showModal', …) on the operator's CMS page, built
// bundle: shown 100 ms after the call, focus in and back, Escape, cover click (or not), auto-close,
// and the answer is the button chosen.
import assert from 'node:assert/strict'
import { settled } from './axe-helpers.mjs'
import { waitUntil } from './harness.mjs'

const MODAL = '[data-lobbykit-modal] [part=message-modal]'

/** Opens the CMS page with its theme button focused (where focus must come back to). */
async function openPage(t) {
  await t.page.goto(`${t.base}/demo/cms.html`)
  await t.page.locator('#theme').focus()
}

/**
 * Calls showModal; answers how long after the call the panel appeared (ms). The answer of the
 * command lands in window.__answer.
 */
function show(page, options) {
  return page.evaluate(
    (opts) =>
      new Promise((resolve) => {
        const w = /** @type {any} */ (window)
        delete w.__answer
        const start = performance.now()
        w.lobbykit('showModal', opts).then((v) => (w.__answer = v))
        const poll = () => {
          const host = document.querySelector('[data-lobbykit-modal]')
          if (host?.shadowRoot?.querySelector('[part=message-modal]')) resolve(performance.now() - start)
          else requestAnimationFrame(poll)
        }
        poll()
      }),
    options,
  )
}

const answerOf = (page) =>
  waitUntil(
    () =>
      page.evaluate(() => ('__answer' in window ? { value: /** @type {any} */ (window).__answer } : null)),
    'the command answers',
  ).then((a) => a.value)

/** The element focused inside the modal's shadow root (its text), or null. */
const focusedInModal = (page) =>
  page.evaluate(() => {
    const host = document.querySelector('[data-lobbykit-modal]')
    return document.activeElement === host ? (host?.shadowRoot?.activeElement?.textContent ?? null) : null
  })

export const tests = [
  {
    name: 'POP-12/16 generic modal: shown 100 ms after the call, focus in, the chosen button answers, focus back',
    fn: async (t) => {
      const { page } = t
      await openPage(t)
      const after = await show(page, {
        icon: 'info',
        title: 'Welcome bonus',
        html: '<p>Your <b>bonus</b> is ready.</p><script>window.pwned = 1</script>',
        buttons: ['Later', { label: 'Claim', value: 'claim', primary: true }],
      })
      assert.ok(after >= 100, `shown ${after} ms after the call`)
      const modal = page.locator(MODAL)
      assert.equal(await modal.getAttribute('role'), 'dialog')
      assert.equal(await modal.locator('.lk-modal-title').textContent(), 'Welcome bonus')
      assert.equal(await modal.locator('.lk-html b').textContent(), 'bonus')
      assert.equal(await modal.locator('.lk-html script').count(), 0, 'the HTML is sanitised')
      // Measured once the panel's entrance animation (a scale) has ended.
      await settled(page)
      const box = await modal.boundingBox()
      // POP-15: 200 wide by default; its height grows from 200 with the content.
      assert.ok(
        box && Math.round(box.width) === 200 && box.height >= 200,
        `200 wide, at least 200 high (POP-15): ${JSON.stringify(box)}`,
      )
      await waitUntil(async () => (await focusedInModal(page)) === 'Later', 'focus moves to the first button')
      await modal.getByRole('button', { name: 'Claim' }).click()
      assert.equal(await answerOf(page), 'claim')
      await waitUntil(
        async () => (await page.locator('[data-lobbykit-modal]').count()) === 0,
        'its host goes',
      )
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'theme', 'focus is back')
      assert.equal(await page.evaluate(() => /** @type {any} */ (window).pwned), undefined)
    },
  },
  {
    name: 'POP-13 generic modal: Escape and a cover click close it with no answer; closeOnCover false keeps it',
    fn: async (t) => {
      const { page } = t
      await openPage(t)
      await show(page, { title: 'Escape me' })
      await waitUntil(async () => (await focusedInModal(page)) === 'OK', 'focus is in the modal')
      await page.keyboard.press('Escape')
      assert.equal(await answerOf(page), null)
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'theme')

      await show(page, { title: 'Cover' })
      await page.mouse.click(4, 4) // the cover, outside the panel
      assert.equal(await answerOf(page), null)

      await show(page, { title: 'Stays', closeOnCover: false })
      await page.mouse.click(4, 4)
      await page.waitForTimeout(200)
      assert.equal(await page.locator(MODAL).count(), 1, 'a cover click does not close it')
      await page.locator(MODAL).getByRole('button', { name: 'OK' }).click()
      assert.equal(await answerOf(page), 'ok')
    },
  },
  {
    name: 'POP-14 generic modal: closes by itself after autoCloseMs',
    fn: async (t) => {
      const { page } = t
      await openPage(t)
      await show(page, { title: 'Saved', autoCloseMs: 400 })
      assert.equal(await page.locator(MODAL).count(), 1)
      assert.equal(await answerOf(page), null)
      assert.equal(await page.locator('[data-lobbykit-modal]').count(), 0)
    },
  },
  {
    name: 'generic modal: options without a title are refused, and the refusal is the answer',
    fn: async (t) => {
      const { page } = t
      await openPage(t)
      const error = await page.evaluate(() =>
        /** @type {any} */ (window).lobbykit('showModal', { html: '<p>no title</p>' }).then(
          () => 'resolved',
          (e) => e.message,
        ),
      )
      assert.equal(error, '[lobbykit] showModal: a title is required')
    },
  },
  {
    announcements: true,
    name: 'POP-12 popup messages: a popup item marked modal shows in the generic modal once the announcements close; its link button goes to the site route',
    fn: async (t) => {
      const { page } = t
      t.allowErrors(/dead\.localhost.*ping\.txt|ERR_EMPTY_RESPONSE/) // the site's speed tester (speed.browser.mjs)
      await t.demo('POST', '/demo/api/announcements', {
        title: 'Your welcome bonus is waiting',
        content: '<p>Claim <b>100%</b> on your first deposit.</p>',
        execution: 'B',
        modal: {
          icon: 'success',
          buttons: [{ label: 'Later' }, { label: 'See promotions', url: '/promotions' }],
        },
      })
      await page.goto(`${t.base}/demo/cms.html`)
      const announcements = page.locator('announcement-popup [part=announcement-dialog]')
      await page.locator('announcement-popup [part=announcement-dialog] [part=item]').first().waitFor()
      const titles = await page.locator('announcement-popup [part=item] .lk-ann-title').allTextContents()
      assert.ok(!titles.includes('Your welcome bonus is waiting'), 'not in the announcement list')
      assert.equal(await page.locator(MODAL).count(), 0, 'not over the announcements')
      await page.keyboard.press('Escape')
      await announcements.waitFor({ state: 'detached' })
      const modal = page.locator(MODAL)
      await modal.waitFor()
      assert.equal(await modal.locator('.lk-modal-title').textContent(), 'Your welcome bonus is waiting')
      await waitUntil(async () => (await focusedInModal(page)) === 'Later', 'focus moves into the message')
      await modal.getByRole('button', { name: 'See promotions' }).click()
      await page.waitForURL(/\/promotions$/)
    },
  },
]
