// The widgets' own look as built (DESIGN "Styling", "Look"): the kit's reset and tokens must
// survive the build's CSS minification and reach every control, and keyboard focus must show.
import assert from 'node:assert/strict'
import { computed, openWithLogin } from './login-helpers.mjs'

const SIDEBAR = '#sidebar-login'

export const tests = [
  {
    name: 'LOOK/--lk-font: inputs, buttons and selects use the widget font like the labels, not the browser default',
    fn: async (t) => {
      const { page } = t
      await openWithLogin(page, `${t.base}/demo/cms.html`)
      // The operator's font token, set on the element as DESIGN "Look" describes.
      await page
        .locator(SIDEBAR)
        .evaluate((el) => /** @type {HTMLElement} */ (el).style.setProperty('--lk-font', 'Georgia, serif'))
      const fonts = {}
      for (const part of ['label', 'input[name=username]', 'button[type=submit]', '[role=tab]', 'select']) {
        fonts[part] = await computed(page, `${SIDEBAR} ${part}`, 'font-family')
      }
      const off = Object.entries(fonts).filter(([, family]) => !/Georgia/.test(family))
      assert.deepEqual(off, [], `every part uses --lk-font: ${JSON.stringify(fonts)}`)
    },
  },
  {
    name: 'LOOK/A11Y: a button reached by Tab shows the kit focus ring (3px solid outline)',
    fn: async (t) => {
      const { page } = t
      await openWithLogin(page, `${t.base}/demo/cms.html`)
      // Fields show focus on their box (.lk-control:focus-within); buttons carry the ring themselves.
      await page.locator(`${SIDEBAR} input[name=password]`).focus()
      let ring = null
      for (let i = 0; i < 6 && !ring; i++) {
        await page.keyboard.press('Tab')
        ring = await page.locator(SIDEBAR).evaluate((host) => {
          const active = host.shadowRoot?.activeElement
          if (!active || active.localName !== 'button') return null
          const style = getComputedStyle(active)
          return {
            button: active.getAttribute('part') ?? active.getAttribute('aria-label') ?? active.textContent,
            style: style.outlineStyle,
            width: style.outlineWidth,
          }
        })
      }
      assert.ok(ring, 'Tab reached a button inside the widget')
      assert.deepEqual(
        { style: ring.style, width: ring.width },
        { style: 'solid', width: '3px' },
        `focus ring on ${JSON.stringify(ring)}`,
      )
    },
  },
]
