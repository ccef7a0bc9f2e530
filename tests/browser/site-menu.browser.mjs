// The standalone site on a phone: each page's name once, in the document title beside the brand's
// name and on screen (HDR-1, ROUTE-5/7/8); the menu drawer's close button, Escape and focus (MENU-1);
// the lottery's and the e-lottery's own icons in the menu (MENU-1, LOBBY-24).
import assert from 'node:assert/strict'
import { waitUntil } from './harness.mjs'

const SITE = 'lobbykit-site'
const BRAND = 'lobbykit demo'
const PHONE = { width: 390, height: 800 }

/**
 * The page's h1 and how many headings on screen (any shadow root) read the same.
 * @param {import('playwright-core').Page} page
 */
function readHeadings(page) {
  return page.evaluate(() => {
    /** @type {Element[]} */
    const headings = []
    const walk = (/** @type {Document | ShadowRoot} */ root) => {
      for (const el of root.querySelectorAll('*')) {
        if (/^H[1-3]$/.test(el.tagName)) headings.push(el)
        if (el.shadowRoot) walk(el.shadowRoot)
      }
    }
    walk(document)
    const text = (/** @type {Element} */ el) => (el.textContent ?? '').trim()
    const shown = (/** @type {Element} */ el) => {
      const box = el.getBoundingClientRect()
      return el.checkVisibility() && box.width > 2 && box.height > 2
    }
    const main = document.querySelector('lobbykit-site')?.shadowRoot?.querySelector('main h1')
    const name = main ? text(main) : ''
    return { name, onScreen: headings.filter((h) => text(h) === name && shown(h)).length }
  })
}

/** The focused element's part inside the site's shadow root. @param {import('playwright-core').Page} page */
const focusedPart = (page) =>
  page.evaluate(() =>
    document.querySelector('lobbykit-site')?.shadowRoot?.activeElement?.getAttribute('part'),
  )

export const tests = [
  {
    name: "HDR-1/ROUTE-5/7/8: each page's title is its name once plus the brand's, and its heading shows once",
    fn: async (t) => {
      const { page } = t
      await page.setViewportSize(PHONE)
      await page.goto(t.base + '/')
      await waitUntil(async () => (await page.title()) === BRAND, 'home is named by the brand alone')
      for (const [path, name] of [
        ['/login', 'Log in'],
        ['/register', 'Registration'],
        ['/forget', 'Forgot password'],
        ['/help', null],
        ['/down', null],
        ['/no-such-page', 'Page not found'],
      ]) {
        await page.goto(t.base + path)
        await page.locator(`${SITE} main h1`).first().waitFor({ state: 'attached' })
        const expected = name ?? (await readHeadings(page)).name
        assert.ok(expected, `${path} has a heading`)
        await waitUntil(
          async () => (await page.title()) === `${expected} · ${BRAND}`,
          `${path}: the title "${expected} · ${BRAND}" (now "${await page.title()}")`,
        )
        // The login and forgot-password forms carry their own heading, which shows it once; the
        // registration form's reads "Register", so "Registration" names the page for the outline only.
        const times = path === '/register' ? 0 : 1
        await waitUntil(async () => {
          const seen = await readHeadings(page)
          return seen.name === expected && seen.onScreen === times
        }, `${path}: "${expected}" on screen ${times} time(s)`)
      }
    },
  },
  {
    name: 'MENU-1/LOBBY-24: the phone drawer has a labelled close button that takes focus; Escape and the button close it and focus returns to the menu button; lottery and e-lottery icons differ',
    fn: async (t) => {
      const { page } = t
      await page.setViewportSize(PHONE)
      await page.goto(t.base + '/')
      const toggle = page.locator(`${SITE} [part=menu-toggle]`)
      const drawer = page.locator(`${SITE} #side-menu`)
      const close = drawer.locator('[part=menu-close]')
      await toggle.click()
      await drawer.waitFor()
      assert.equal(await close.getAttribute('aria-label'), 'Close the menu')
      await waitUntil(async () => (await focusedPart(page)) === 'menu-close', 'focus on the close button')
      assert.deepEqual(
        await page.evaluate(() =>
          ['header', 'main', 'right-bar', 'footer'].map(
            (part) =>
              /** @type {any} */ (
                document.querySelector('lobbykit-site')?.shadowRoot?.querySelector(`[part=${part}]`)
              )?.inert,
          ),
        ),
        [true, true, true, true],
        'the page behind the open drawer is inert',
      )
      await page.keyboard.press('Escape')
      await drawer.waitFor({ state: 'hidden' })
      await waitUntil(
        async () => (await focusedPart(page)) === 'menu-toggle',
        'Escape: focus back on the menu button',
      )
      assert.equal(await toggle.getAttribute('aria-expanded'), 'false')

      await page.keyboard.press('Enter') // the menu button, by keyboard
      await waitUntil(
        async () => (await focusedPart(page)) === 'menu-close',
        'focus on the close button again',
      )
      await page.keyboard.press('Enter')
      await drawer.waitFor({ state: 'hidden' })
      await waitUntil(
        async () => (await focusedPart(page)) === 'menu-toggle',
        'the close button: focus back on the menu button',
      )

      // The lottery and the e-lottery: each its own drawing (the CDN has one image for both).
      await toggle.click()
      const icon = (/** @type {string} */ id) => drawer.locator(`a[data-nav=${id}] [part=nav-icon]`)
      await icon('ELOTT').waitFor()
      const [lottery, eLottery] = await Promise.all(
        ['LOTT', 'ELOTT'].map((id) =>
          icon(id).evaluate((el) => [el.localName, el.getAttribute('data-icon'), el.innerHTML]),
        ),
      )
      assert.deepEqual([lottery?.[0], eLottery?.[0]], ['svg', 'svg'], 'both drawn by the menu')
      assert.notEqual(lottery?.[1], eLottery?.[1], 'two icons')
      assert.notEqual(lottery?.[2], eLottery?.[2], 'two different drawings')
      const others = await drawer
        .locator('[part=nav-main] [part=nav-icon]')
        .evaluateAll((els) => els.map((el) => el.getAttribute('src') ?? el.getAttribute('data-icon')))
      assert.equal(new Set(others).size, others.length, `every category's icon differs: ${others.join(', ')}`)
      // A followed link closes the drawer: the page it opens is not left inert under it.
      await drawer.locator('a[data-nav=help]').click()
      await drawer.waitFor({ state: 'hidden' })
      assert.equal(new URL(page.url()).pathname, '/help')
      assert.equal(
        await page.locator(`${SITE} [part=main]`).evaluate((el) => /** @type {any} */ (el).inert),
        false,
      )
    },
  },
]
