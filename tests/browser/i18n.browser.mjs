// Languages (spec §9, DESIGN core/i18n): Urdu is bundled and right-to-left, switched at run time
// through the command queue, without touching the host's <html>.
import assert from 'node:assert/strict'
import { waitUntil } from './harness.mjs'
import { openWithLogin } from './login-helpers.mjs'

const ARABIC_SCRIPT = /[\u0600-\u06FF]/

export const tests = [
  {
    name: 'I18N/RTL: lobbykit("setLanguage", "UR") turns the widgets right-to-left with Urdu text, host <html> untouched',
    fn: async (t) => {
      const { page } = t
      await openWithLogin(page, `${t.base}/demo/cms.html`)
      const submit = page.locator('#sidebar-login button[type=submit]')
      assert.equal((await submit.textContent())?.trim(), 'Log in', 'English first')
      const html = await page.evaluate(() => ({
        lang: document.documentElement.lang,
        dir: document.documentElement.dir,
      }))

      await page.evaluate(() => /** @type {any} */ (window).lobbykit('setLanguage', 'UR'))
      for (const host of ['#sidebar-login', '#footer-login']) {
        const root = page.locator(`${host} [part=root]`)
        await waitUntil(async () => (await root.getAttribute('dir')) === 'rtl', `${host} root has dir="rtl"`)
        assert.equal(await root.getAttribute('lang'), 'ur', `${host} root has lang="ur"`)
      }
      const text = (await submit.textContent())?.trim() ?? ''
      assert.notEqual(text, 'Log in')
      assert.match(text, ARABIC_SCRIPT, `the submit button is in Urdu: ${text}`)
      assert.match(
        (await page.locator('#sidebar-login label').first().textContent()) ?? '',
        ARABIC_SCRIPT,
        'labels are in Urdu',
      )
      assert.equal(
        await page
          .locator('#sidebar-login input[name=username]')
          .evaluate((el) => getComputedStyle(el).direction),
        'rtl',
      )
      assert.deepEqual(
        await page.evaluate(() => ({
          lang: document.documentElement.lang,
          dir: document.documentElement.dir,
        })),
        html,
        'the host <html> lang and dir are unchanged',
      )
      await t.screenshot('cms-ur', page, { fullPage: true })

      // And back.
      await page.evaluate(() => /** @type {any} */ (window).lobbykit('setLanguage', 'EN'))
      await waitUntil(async () => (await submit.textContent())?.trim() === 'Log in', 'English again')
      assert.equal(await page.locator('#sidebar-login [part=root]').getAttribute('dir'), 'ltr')
    },
  },
]
