// <announcement-popup> on the cms page: hostile announcement HTML runs nothing (C-7, ANN-5), and the
// popup appears once per session per audience (ANN-10..14).
import assert from 'node:assert/strict'
import { DEMO, waitUntil } from './harness.mjs'
import { submitLogin } from './login-helpers.mjs'

const CMS = '/demo/cms.html'
const DIALOG = 'announcement-popup [part=announcement-dialog]'

/** Every trick here would push to window.__pwned (or open a dialog) if it ran. */
const HOSTILE = [
  '<p>Read <strong>this</strong> before you play.</p>',
  `<script>window.__pwned.push('script')</script>`,
  `<img src="/nothing.png" onerror="window.__pwned.push('img-onerror')" alt="broken">`,
  `<a id="js-link" href="javascript:window.__pwned.push('js-link')">javascript link</a>`,
  `<a id="js-tab" href="java&#x09;script:window.__pwned.push('js-tab')">tabbed javascript link</a>`,
  `<svg onload="window.__pwned.push('svg-onload')"><script>window.__pwned.push('svg-script')</script><a href="javascript:window.__pwned.push('svg-a')"><text>svg link</text></a></svg>`,
  `<iframe src="javascript:parent.__pwned.push('iframe-src')"></iframe>`,
  `<iframe srcdoc="<script>parent.__pwned.push('srcdoc')</script>"></iframe>`,
  `<object data="javascript:window.__pwned.push('object')"></object><embed src="javascript:window.__pwned.push('embed')">`,
  `<form action="javascript:window.__pwned.push('form')"><button id="go">go</button></form>`,
  `<details open ontoggle="window.__pwned.push('ontoggle')"><summary>more</summary>x</details>`,
  `<div style="position:fixed;inset:0;background:red" onmouseover="window.__pwned.push('mouseover')">covering div</div>`,
  `<base href="javascript:window.__pwned.push('base')//"><meta http-equiv="refresh" content="0;url=javascript:window.__pwned.push('meta')">`,
  // Unclosed on purpose (mutation XSS): it comes last because it swallows whatever follows it.
  `<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned.push('mxss')">`,
].join('\n')

/**
 * C-7/ANN-5 against one sanitiser path: 'native' (the browser's Element.setHTML, narrowed to our
 * allow-list) or 'DOMPurify' (the fallback where setHTML is missing).
 * @param {'native' | 'DOMPurify'} path
 */
function hostileAnnouncement(path) {
  return {
    announcements: true,
    name: `C-7/ANN-5 (${path} sanitiser): an announcement with scripts, handlers, javascript: links, SVG and iframe tricks renders harmless and runs nothing`,
    fn: async (t) => {
      const { page } = t
      // The hostile <img> is kept harmless (no onerror) but still asks for its missing picture.
      t.allowErrors(/nothing\.png/)
      // DOMPurify parses the payload in a document of its own, where Chromium tries the hostile <img>'s
      // onerror; the page's CSP blocks it and reports that from the sanitiser's chunk.
      // What reaches the page is checked below: no handler, nothing ran.
      t.allowErrors(/Content Security Policy directive 'script-src 'self''.*sanitize/)
      await t.demo('POST', '/demo/api/announcements', {
        title: 'Totally normal news',
        content: HOSTILE,
        execution: 'B',
      })
      await page.addInitScript(() => {
        ;/** @type {any} */ (window).__pwned = []
      })
      // Chromium has the HTML Sanitizer API; without it (as in a browser that lacks it)
      // the popup falls back to DOMPurify. The same payload runs against both.
      if (path === 'DOMPurify')
        await page.addInitScript(() => {
          delete (/** @type {any} */ (Element.prototype).setHTML)
        })
      const chunks = /** @type {string[]} */ ([])
      page.on('request', (r) => {
        if (/\/chunks\/sanitize-/.test(r.url())) chunks.push(new URL(r.url()).pathname)
      })
      const dialogs = []
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message())
        void dialog.dismiss()
      })
      await page.goto(t.base + CMS)
      const content = page.locator(`${DIALOG} [part=item][data-open=true] [part=content]`)
      await content.locator('strong').waitFor()
      assert.equal(
        await page.locator(`${DIALOG} [part=item][data-open=true] .lk-ann-title`).textContent(),
        'Totally normal news',
      )
      // Give anything that could fire (image errors, load handlers, refreshes) time to do so, then poke it.
      await page.waitForTimeout(600)
      await content.locator('text=covering div').hover()
      await content.locator('#js-link, a:has-text("javascript link")').first().click()
      await content.locator('text=tabbed javascript link').click()
      await page.waitForTimeout(300)
      assert.deepEqual(await page.evaluate(() => /** @type {any} */ (window).__pwned), [], 'nothing ran')
      assert.deepEqual(dialogs, [], 'no dialog opened')
      assert.equal(new URL(page.url()).pathname, CMS, 'the page did not navigate')

      const report = await content.evaluate((el) => ({
        html: el.innerHTML,
        dangerous: [
          ...el.querySelectorAll('script, iframe, svg, math, object, embed, form, style, base, meta, button'),
        ].map((n) => n.localName),
        handlers: [...el.querySelectorAll('*')].flatMap((n) =>
          [...n.attributes]
            .filter((a) => /^on/i.test(a.name) || a.name === 'style' || a.name === 'srcdoc')
            .map((a) => `${n.localName}[${a.name}]`),
        ),
        hrefs: [...el.querySelectorAll('[href], [src], [action], [data]')].map(
          (n) =>
            n.getAttribute('href') ??
            n.getAttribute('src') ??
            n.getAttribute('action') ??
            n.getAttribute('data'),
        ),
        text: el.textContent,
      }))
      assert.deepEqual(report.dangerous, [], `no active elements left:\n${report.html}`)
      assert.deepEqual(report.handlers, [], 'no event handler, style or srcdoc attribute left')
      assert.ok(
        report.hrefs.every((h) => !/script:/i.test(String(h).replace(/\s/g, ''))),
        `no javascript: URL left: ${report.hrefs.join(', ')}`,
      )
      assert.match(report.text, /javascript link/, 'the link text stays readable')
      assert.match(report.text, /covering div/, 'harmless text stays')
      // Only the sanitiser this browser needs was fetched: DOMPurify's chunk holds its name.
      const purify = chunks.some((c) => /\/sanitize-[A-Z0-9]+\.js$/.test(c))
      const native = chunks.some((c) => /\/sanitize-native-/.test(c))
      assert.deepEqual(
        { purify, native },
        { purify: path === 'DOMPurify', native: path === 'native' },
        chunks.join(', '),
      )
      // The popup's own markup still works: the first item toggles closed.
      await page.locator(`${DIALOG} [part=item][data-open=true] [part=toggle]`).click()
      await waitUntil(
        async () => (await page.locator(`${DIALOG} [part=item][data-open=true]`).count()) === 0,
        'the open item collapses',
      )
    },
  }
}

export const tests = [
  ...['native', 'DOMPurify'].map((path) => hostileAnnouncement(path)),
  {
    announcements: true,
    name: 'ANN-10..14: the popup appears once per session per audience, not again after closing, and on demand',
    fn: async (t) => {
      const { page } = t
      await page.goto(t.base + CMS)
      const dialog = page.locator(DIALOG)
      await dialog.waitFor()
      // The dialog opens with a loading overlay; its first page follows.
      await waitUntil(
        async () => (await page.locator(`${DIALOG} [part=item]`).count()) === 9,
        'the visitor sees the B announcements, 9 a page (ANN-2, ANN-14)',
      )
      assert.ok(!(await dialog.textContent())?.includes('Members:'), 'no member announcement for a visitor')
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })

      await page.reload()
      await page.locator('#sidebar-login input[name=username]').waitFor()
      await page.waitForTimeout(800)
      assert.equal(await dialog.count(), 0, 'closed: it does not come back this session (ANN-11)')

      await page.evaluate(() => /** @type {any} */ (window).lobbykit('openAnnouncements'))
      await dialog.waitFor()
      await page.locator(`${DIALOG} [part=close]`).click()
      await dialog.waitFor({ state: 'detached' })

      // Logging in changes the audience: the A announcements pop up once (ANN-12).
      await submitLogin(page, '#sidebar-login', DEMO.username, DEMO.password)
      await dialog.waitFor()
      await waitUntil(
        async () => (await page.locator(`${DIALOG} [part=item]`).count()) === 3,
        'the member sees the 3 A announcements',
      )
      assert.match(await dialog.textContent(), /Members: double points weekend/)
      await page.locator(`${DIALOG} [part=close]`).click()
      await dialog.waitFor({ state: 'detached' })
      await page.reload()
      await page.locator('#sidebar-login [part=member]').waitFor()
      await page.waitForTimeout(800)
      assert.equal(await dialog.count(), 0, 'the member popup does not come back either')
      assert.equal(await page.evaluate(() => sessionStorage.getItem('lobbykit:lobbykit:closed')), 'A,B')
    },
  },
  {
    announcements: true,
    name: 'ANN-10, ANN-12: on the standalone site the due announcements open by themselves, for a visitor and after a login',
    fn: async (t) => {
      const { page } = t
      await page.goto(`${t.base}/`)
      const dialog = page.locator(`lobbykit-site ${DIALOG}`)
      await dialog.waitFor()
      await waitUntil(
        async () => (await dialog.locator('[part=item]').count()) === 9,
        'the visitor sees the B announcements, 9 a page',
      )
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })
      await page.goto(`${t.base}/login?page`)
      await submitLogin(page, 'lobbykit-site [part=login-page] member-login', DEMO.username, DEMO.password)
      await page.locator(`lobbykit-site ${DIALOG}`).waitFor()
      assert.match(
        await page.locator(`lobbykit-site ${DIALOG}`).textContent(),
        /Members: double points weekend/,
      )
    },
  },
  {
    announcements: true,
    name: 'C-7/ERR-28: when the sanitiser cannot be loaded the announcement says so and shows no raw HTML',
    fn: async (t) => {
      const { page } = t
      t.allowErrors(/sanitize-|ERR_FAILED|Failed to fetch dynamically imported module/)
      await t.demo('POST', '/demo/api/announcements', {
        title: 'Unsanitised?',
        content: '<p id="raw">raw <b>html</b></p>',
        execution: 'B',
      })
      await page.route('**/dist/chunks/sanitize-*.js', (route) => route.abort())
      await page.goto(t.base + CMS)
      const open = page.locator(`${DIALOG} [part=item][data-open=true]`)
      await open.locator('[role=alert]').waitFor()
      assert.equal(
        await open.locator('[role=alert]').textContent(),
        'This part of the page could not be loaded',
      )
      assert.equal(await open.locator('#raw, b').count(), 0, 'the server HTML is not shown unsanitised')
    },
  },
]

/**
 * Which way a page arrow's drawn chevron points: its picture is read back through a canvas, and a
 * chevron's point is the ink nearest its tip side in the middle rows, farther at the top and bottom.
 */
async function arrowPointing(page, button) {
  const png = (
    await page.locator(`${DIALOG} [part=pagination] ${button} .lk-page-arrow`).screenshot()
  ).toString('base64')
  return page.evaluate(async (data) => {
    const img = new Image()
    img.src = `data:image/png;base64,${data}`
    await img.decode()
    const canvas = document.createElement('canvas')
    canvas.width = img.width
    canvas.height = img.height
    const g = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'))
    g.drawImage(img, 0, 0)
    const { data: px } = g.getImageData(0, 0, img.width, img.height)
    const at = (x, y) => px.slice((y * img.width + x) * 4, (y * img.width + x) * 4 + 3)
    const bg = at(0, 0)
    const ink = (x, y) => at(x, y).reduce((d, v, i) => d + Math.abs(v - bg[i]), 0) > 120
    const rows = []
    for (let y = 0; y < img.height; y++) {
      const xs = []
      for (let x = 0; x < img.width; x++) if (ink(x, y)) xs.push(x)
      if (xs.length) rows.push({ left: Math.min(...xs), right: Math.max(...xs) })
    }
    const middle = rows[Math.floor(rows.length / 2)]
    const ends = [rows[0], rows[rows.length - 1]]
    if (ends.every((r) => r.left > middle.left)) return 'left'
    if (ends.every((r) => r.right < middle.right)) return 'right'
    return 'unclear'
  }, png)
}

tests.push({
  announcements: true,
  name: 'I18N/RTL: the page arrows point outwards, left to right in English and mirrored in Urdu',
  fn: async (t) => {
    const { page } = t
    await page.goto(t.base + CMS)
    await page.locator(`${DIALOG} [part=pagination]`).waitFor()
    await page.locator(`${DIALOG} [part=pagination] [aria-current=page]`).waitFor()
    await page.locator(`${DIALOG} [part=pagination] button[aria-label="Next page"]`).click()
    await page.locator(`${DIALOG} [part=pagination] [aria-current=page]`, { hasText: '2' }).waitFor()
    assert.equal(await arrowPointing(page, 'button:first-child'), 'left', 'English: Previous points left')
    assert.equal(await arrowPointing(page, 'button:last-child'), 'right', 'English: Next points right')
    await page.evaluate(() => /** @type {any} */ (window).lobbykit('setLanguage', 'UR'))
    await page.locator(`${DIALOG} [part=pagination] button[aria-label="اگلا صفحہ"]`).waitFor()
    // Right to left the first button (Previous) stands at the right end and points right.
    assert.equal(await arrowPointing(page, 'button:first-child'), 'right', 'Urdu: Previous points right')
    assert.equal(await arrowPointing(page, 'button:last-child'), 'left', 'Urdu: Next points left')
  },
})
