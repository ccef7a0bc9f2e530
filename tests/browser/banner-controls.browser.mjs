// <banner-carousel>'s controls on a phone (BNR-8, BNR-9, spec §9 RTL): pause, previous and next never
// sit on each other or on the banner's words, at 320, 390 and 412 px, in English and in Urdu, where
// the arrows change sides and shapes.
import assert from 'node:assert/strict'
import { waitUntil } from './harness.mjs'

const WIDTHS = [320, 390, 412]

/**
 * The boxes of the carousel's controls and of the words drawn in the active banner's picture: the
 * picture's own SVG is laid out at the size the picture is shown, and its <text> measured there.
 * @param {import('playwright-core').Page} page
 */
function measureControls(page) {
  return page.evaluate(async () => {
    const root = /** @type {ShadowRoot} */ (document.querySelector('#banners')?.shadowRoot)
    const rect = (/** @type {Element | null} */ el) => {
      if (!el) throw new Error('a control is missing')
      const r = el.getBoundingClientRect()
      return { x: r.x, y: r.y, width: r.width, height: r.height }
    }
    const img = /** @type {HTMLImageElement} */ (root.querySelector('.swiper-slide-active img'))
    const shown = img.getBoundingClientRect()
    const source = await (await fetch(img.currentSrc)).text()
    const holder = document.createElement('div')
    holder.style.cssText = 'position:fixed;left:0;top:0;visibility:hidden'
    holder.innerHTML = source // the reference server's own drawing of the banner
    const svg = /** @type {SVGSVGElement} */ (holder.querySelector('svg'))
    svg.setAttribute('width', String(shown.width))
    svg.setAttribute('height', String(shown.height))
    document.body.append(holder)
    const words = /** @type {SVGTextElement} */ (svg.querySelector('text')).getBBox()
    holder.remove()
    const scale = shown.width / svg.viewBox.baseVal.width
    return {
      dir: root.querySelector('.lk-root')?.getAttribute('dir'),
      prevIcon: getComputedStyle(/** @type {Element} */ (root.querySelector('[part=prev] svg'))).transform,
      boxes: {
        pause: rect(root.querySelector('[part=pause]')),
        prev: rect(root.querySelector('[part=prev]')),
        next: rect(root.querySelector('[part=next]')),
        text: {
          x: shown.x + words.x * scale,
          y: shown.y + words.y * scale,
          width: words.width * scale,
          height: words.height * scale,
        },
      },
    }
  })
}

/** @param {{ x: number, y: number, width: number, height: number }} a @param {typeof a} b */
const overlap = (a, b) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/**
 * Waits until swiper has laid the slides out for the carousel's present width and moved the active
 * one into view: its box is the carousel's box.
 */
async function settled(page) {
  await waitUntil(
    () =>
      page.evaluate(() => {
        const swiper = document.querySelector('#banners')?.shadowRoot?.querySelector('.swiper-initialized')
        const slide = swiper?.querySelector('.swiper-slide-active')
        if (!swiper || !slide) return false
        const [outer, inner] = [swiper.getBoundingClientRect(), slide.getBoundingClientRect()]
        return Math.abs(inner.width - outer.width) < 1 && Math.abs(inner.left - outer.left) < 1
      }),
    'the active slide fills the carousel',
  )
}

export const tests = [
  {
    name: 'BNR-8/9, RTL: the pause, previous and next buttons and the banner words never overlap at 320/390/412 px, EN and UR; in UR previous is on the right',
    fn: async (t) => {
      const { page } = t
      await page.emulateMedia({ reducedMotion: 'reduce' }) // the active banner stands still while measured
      await page.addInitScript(() => sessionStorage.setItem('lobbykit:lobbykit:closed', 'A,B,F'))
      await page.setViewportSize({ width: WIDTHS[0], height: 800 })
      await page.goto(t.base + '/demo/cms.html')
      for (const lang of ['EN', 'UR']) {
        if (lang === 'UR') {
          await page.evaluate(() => /** @type {any} */ (window).lobbykit('setLanguage', 'UR'))
          await page.locator('#banners .lk-root[dir=rtl] .swiper-initialized').waitFor()
        }
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 })
          await settled(page)
          const { dir, boxes, prevIcon } = await measureControls(page)
          assert.equal(dir, lang === 'UR' ? 'rtl' : 'ltr')
          const names = /** @type {(keyof typeof boxes)[]} */ (Object.keys(boxes))
          for (const [i, a] of names.entries())
            for (const b of names.slice(i + 1))
              assert.ok(
                !overlap(boxes[a], boxes[b]),
                `${lang} ${width} px: ${a} and ${b} overlap: ${JSON.stringify([boxes[a], boxes[b]])}`,
              )
          const { prev, next } = boxes
          if (lang === 'UR') {
            assert.ok(prev.x > next.x, `${width} px: in Urdu "previous" is on the right`)
            assert.equal(prevIcon, 'none', 'and points right (the arrow drawing unturned)')
          } else {
            assert.ok(prev.x < next.x, `${width} px: in English "previous" is on the left`)
            assert.match(prevIcon, /^matrix\(-1/, 'and points left (turned half round)')
          }
        }
      }
      // Keyboard order follows the reading direction: previous, then next.
      await page.locator('#banners [part=prev]').focus()
      await page.keyboard.press('Tab')
      assert.equal(
        await page.locator('#banners [part=next]').evaluate((el) => el.matches(':focus')),
        true,
        'Tab goes from previous to next',
      )
    },
  },
]
