// Languages (spec §9, DESIGN core/i18n): Urdu is bundled and right-to-left, switched at run time
// through the command queue, without touching the host's <html>.
import assert from 'node:assert/strict'
import { waitUntil } from './harness.mjs'
import { openWithLogin } from './login-helpers.mjs'

const ARABIC_SCRIPT = /[\u0600-\u06FF]/
/** The reference server's seed texts (demo/server/content/seed.ts, platform/settings.ts). */
const NOTICE_EN = 'Welcome to Crescent Play: the new season of cricket odds is live.'
const NOTICE_UR = 'کریسنٹ پلے میں خوش آمدید: کرکٹ کے نئے سیزن کے بھاؤ آ گئے ہیں۔'
const EDITED_UR = 'آج رات کرکٹ کا بڑا مقابلہ: ہر گیند پر بھاؤ۔'
const MIRROR_UR = 'ہم تک ہمیشہ پہنچنے کے لیے سرکاری متبادل سائٹس کی فہرست بک مارک کریں۔'
const LICENCE_EN = 'Licensed and regulated by the Curacao Gaming Authority, licence 8048/JAZ (demo brand).'
const LICENCE_UR =
  'کیوراساؤ گیمنگ اتھارٹی سے لائسنس یافتہ اور اس کے ضوابط کے تحت، لائسنس \u20668048/JAZ\u2069 (ڈیمو برانڈ)۔'

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
  {
    name: 'I18N site: in Urdu the notice marquee and the footer licence line are the server’s Urdu texts, back to English after; a notice edited in Urdu on the control page changes in Urdu only',
    fn: async (t) => {
      const { page } = t
      const marquee = page.locator(
        'lobbykit-site notice-marquee [part=notices] .lk-marquee-text:not(.lk-marquee-copy)',
      )
      const licence = page.locator('lobbykit-site [part=footer] [part=licence]')
      const text = async (locator) => ((await locator.textContent()) ?? '').trim()
      await page.goto(`${t.base}/`)
      await waitUntil(async () => (await text(marquee)).startsWith(NOTICE_EN), 'the English notices')
      await waitUntil(async () => (await text(licence)).startsWith(LICENCE_EN), 'the English licence line')

      await page.evaluate(() => /** @type {any} */ (window).lobbykit('setLanguage', 'UR'))
      await waitUntil(async () => (await text(marquee)).startsWith(NOTICE_UR), 'the server’s Urdu notices')
      assert.ok((await text(marquee)).includes(MIRROR_UR), 'every notice in Urdu')
      assert.doesNotMatch(await text(marquee), /[A-Za-z]{4,}/, 'no English word left in the marquee')
      await waitUntil(async () => (await text(licence)).startsWith(LICENCE_UR), 'the Urdu licence line')
      await t.screenshot('site-ur-server-texts', page, { fullPage: true })

      await page.evaluate(() => /** @type {any} */ (window).lobbykit('setLanguage', 'EN'))
      await waitUntil(async () => (await text(marquee)).startsWith(NOTICE_EN), 'the English notices again')
      await waitUntil(
        async () => (await text(licence)).startsWith(LICENCE_EN),
        'the English licence line again',
      )

      // The operator rewrites the newest notice in Urdu on the demo control page: Urdu only changes.
      const notice = (await t.demo('GET', '/demo/api/texts')).announcements.find(
        (a) => a.texts.EN?.title === NOTICE_EN,
      )
      const control = await t.newPage()
      await control.goto(`${t.control}/demo/control`)
      const title = control.locator(`#text-announcements-${notice.id}-title`)
      await title.waitFor()
      await control.selectOption('#texts-lang', 'UR')
      await waitUntil(async () => (await title.inputValue()) === NOTICE_UR, 'the Urdu text to edit')
      await title.fill(EDITED_UR)
      await title.press('Enter')
      const line = control.locator(`#text-announcements-${notice.id}-status`)
      await waitUntil(async () => (await line.getAttribute('class')) === 'ok', 'the control page saved')
      assert.equal(await line.textContent(), 'Saved the UR text; the other languages are as they were.')
      await control.close()
      const after = (await t.demo('GET', '/demo/api/texts')).announcements.find((a) => a.id === notice.id)
      assert.deepEqual(after.texts, { EN: notice.texts.EN, UR: { title: EDITED_UR, content: '' } })
      await page.evaluate(() => /** @type {any} */ (window).lobbykit('setLanguage', 'UR'))
      await waitUntil(async () => (await text(marquee)).startsWith(EDITED_UR), 'the edited Urdu notice')
    },
  },
]
