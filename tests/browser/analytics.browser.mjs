// SYS-9, SYS-10: the standalone site loads the brand's analytics only with the
// visitor's consent, asked in a small bar once the status answer has named the id; "No thanks" loads
// nothing and is remembered; "Privacy choices" in the footer asks again; "Allow" loads gtag.js with the
// brand's id. Embedded widgets on an operator's page load nothing and emit lobbykit-analytics instead.
import assert from 'node:assert/strict'
import { waitUntil } from './harness.mjs'

const SITE = 'lobbykit-site'
const GTAG = 'https://www.googletagmanager.com/gtag/js'

/** Answers gtag.js requests with an empty script (no network here) and records them. */
async function fakeGtag(page) {
  /** @type {string[]} */
  const asked = []
  await page.route(`${GTAG}*`, (route) => {
    asked.push(route.request().url())
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' })
  })
  return asked
}

export const tests = [
  {
    name: 'SYS-9/SYS-10 analytics: the site asks first; No thanks loads nothing and is remembered; Privacy choices asks again; Allow loads gtag.js with the brand’s id',
    consent: true,
    fn: async (t) => {
      const { page } = t
      const asked = await fakeGtag(page)
      await page.goto(`${t.base}/`, { timeout: 30_000 })
      const bar = page.locator(`${SITE} [part=consent]`)
      await bar.waitFor({ timeout: 20_000 })
      assert.equal(await bar.getAttribute('aria-label'), 'Analytics choice')
      assert.match(await bar.innerText(), /Nothing is measured unless you allow it/)
      await page.waitForTimeout(300)
      assert.deepEqual(asked, [], 'nothing loaded before an answer')

      await bar.locator('[part=consent-deny]').click()
      await bar.waitFor({ state: 'detached' })
      await page.reload()
      await page.locator(`${SITE} [part=footer]`).waitFor({ timeout: 20_000 })
      await page.waitForTimeout(300)
      assert.equal(await bar.count(), 0, 'the answer is remembered')
      assert.deepEqual(asked, [], 'declined: nothing loaded')

      await page.locator(`${SITE} [part=privacy-choices]`).click()
      await bar.waitFor()
      await bar.locator('[part=consent-allow]').click()
      await waitUntil(async () => asked.length === 1, 'gtag.js requested')
      assert.equal(new URL(asked[0]).searchParams.get('id'), 'G-DEMO')
      const layer = await page.evaluate(() => JSON.stringify(window.dataLayer.map((a) => Array.from(a))))
      assert.match(layer, /\["config","G-DEMO"/)
      await page.reload()
      await waitUntil(async () => asked.length === 2, 'allowed: loaded again on the next visit, unasked')
      assert.equal(await bar.count(), 0)
    },
  },
  {
    name: 'SYS-9 analytics: widgets embedded in an operator’s page load no analytics and emit lobbykit-analytics with the id',
    consent: true,
    fn: async (t) => {
      const { page } = t
      const asked = await fakeGtag(page)
      await page.addInitScript(() => {
        window.__analytics = []
        document.addEventListener('lobbykit-analytics', (e) => window.__analytics.push(e.detail))
      })
      await page.goto(`${t.base}/demo/cms.html`, { timeout: 30_000 })
      await page.locator('#sidebar-login input[name=username]').waitFor({ timeout: 20_000 })
      await waitUntil(async () => (await page.evaluate(() => window.__analytics.length)) > 0, 'the event')
      assert.deepEqual(await page.evaluate(() => window.__analytics), [{ gtagId: 'G-DEMO' }])
      await page.waitForTimeout(300)
      assert.deepEqual(asked, [])
      assert.equal(await page.locator('[part=consent]').count(), 0)
    },
  },
]
