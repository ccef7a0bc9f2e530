// C-7 in real Chromium, both sanitisers side by side: core/sanitize-native (the browser's
// Element.setHTML narrowed to our allow-list) and core/sanitize (DOMPurify, for browsers without
// setHTML) get the same hostile and harmless inputs and must give the same safe answers. The unit
// tests (tests/core/sanitize.test.ts) run DOMPurify in happy-dom, which has no setHTML.
import assert from 'node:assert/strict'
import { join } from 'node:path'
import { ROOT } from './harness.mjs'

const PNG = 'data:image/png;base64,iVBORw0KGgo='

/** [what, input, the innerHTML both must answer] */
const CASES = [
  ['script and its content', '<p>hi</p><script>alert(1)</script>', '<p>hi</p>'],
  ['event handlers', '<p onclick="alert(1)">a</p><b onmouseover="alert(1)">b</b>', '<p>a</p><b>b</b>'],
  ['onerror, the image kept', '<img src=x onerror="alert(1)">', '<img src="x">'],
  ['javascript: href', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
  ['mixed-case javascript:', '<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
  ['javascript: with a tab', '<a href=" java\tscript:alert(1)">x</a>', '<a>x</a>'],
  ['vbscript:', '<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
  ['data:text/html href', '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', '<a>x</a>'],
  ['svg with onload', '<svg onload="alert(1)"><circle r="1"/></svg><p>ok</p>', '<p>ok</p>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe><p>ok</p>', '<p>ok</p>'],
  [
    'style element and attribute',
    '<style>body{display:none}</style><p style="position:fixed">a</p>',
    '<p>a</p>',
  ],
  [
    'base, meta, link, object, embed',
    '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example">' +
      '<link rel="icon" href="https://evil.example/x.ico"><object data="x.swf"></object><embed src="x.swf"><p>ok</p>',
    '<p>ok</p>',
  ],
  [
    'https link in a new tab gets rel',
    '<p><b>Big</b> <a href="https://example.com/promo" target="_blank">read</a></p>',
    '<p><b>Big</b> <a href="https://example.com/promo" target="_blank" rel="noopener noreferrer">read</a></p>',
  ],
  [
    '_BLANK and rel=opener',
    '<a href="https://example.com" target="_BLANK" rel="opener">x</a>',
    '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
  ],
  [
    'mailto, tel, relative kept; _top dropped',
    '<a href="mailto:help@example.com">m</a><a href="tel:+92300">t</a><a href="/help#term" target="_top">r</a>',
    '<a href="mailto:help@example.com">m</a><a href="tel:+92300">t</a><a href="/help#term">r</a>',
  ],
  [
    'raster data image kept, others dropped',
    `<img src="${PNG}"><img src="data:image/svg+xml;base64,PHN2Zz4="><img src="data:text/html,x">`,
    `<img src="${PNG}"><img><img>`,
  ],
  [
    'id, class and data attributes',
    '<p id="login" class="modal" data-x="1" title="t">a</p>',
    '<p title="t">a</p>',
  ],
  ['unknown element unwrapped', '<p><blink>old</blink> <custom-tag>news</custom-tag></p>', '<p>old news</p>'],
]

/** Inputs where the exact answer may differ between the two, but nothing active may survive. */
const INERT_ONLY = [
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<form action="https://evil.example"><input name="password"><p>text</p><button>go</button></form>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<details open ontoggle="alert(1)"><summary>more</summary>x</details>',
  '<a href="&#106;avascript:alert(1)">x</a><img src="  javascript:alert(1)">',
  '<table><caption><svg><a href="javascript:alert(1)">x</a></svg></caption></table>',
]

export async function C7_both_sanitisers_in_Chromium_give_the_same_safe_answers(t) {
  const esbuild = await import('esbuild')
  const bundle = await esbuild.build({
    stdin: {
      contents: `import * as native from './core/sanitize-native'
        import * as purify from './core/sanitize'
        window.__sanitisers = { native: native.sanitizeHtml, purify: purify.sanitizeHtml }`,
      resolveDir: ROOT,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'iife',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
    absWorkingDir: join(ROOT),
  })
  const { page } = t
  await page.goto(`${t.base}/ping.txt`)
  await page.evaluate(() => {
    ;/** @type {any} */ (window).__pwned = []
  })
  await page.addScriptTag({ content: bundle.outputFiles[0].text })
  const results = await page.evaluate(
    ([cases, inertOnly]) => {
      const w = /** @type {any} */ (window)
      const check = (/** @type {string} */ html) => {
        const box = document.createElement('div')
        box.innerHTML = html
        const active = [
          ...box.querySelectorAll(
            'script, style, iframe, object, embed, form, input, svg, math, base, meta, link, button',
          ),
        ]
        const handlers = [...box.querySelectorAll('*')].flatMap((el) =>
          [...el.attributes]
            .filter(
              (a) => /^on/i.test(a.name) || a.name === 'style' || /script:/i.test(a.value.replace(/\s/g, '')),
            )
            .map((a) => `${el.localName}[${a.name}]`),
        )
        return [...active.map((el) => el.localName), ...handlers]
      }
      return {
        cases: cases.map(([what, input]) => ({
          what,
          native: w.__sanitisers.native(input),
          purify: w.__sanitisers.purify(input),
        })),
        inert: inertOnly.map((input) => ({
          input,
          native: check(w.__sanitisers.native(input)),
          purify: check(w.__sanitisers.purify(input)),
        })),
        nativeExists: typeof (/** @type {any} */ (Element.prototype).setHTML) === 'function',
      }
    },
    [CASES, INERT_ONLY],
  )
  assert.equal(results.nativeExists, true, 'this Chromium has Element.setHTML')
  for (const [i, r] of results.cases.entries()) {
    assert.equal(r.native, CASES[i][2], `native: ${r.what}`)
    assert.equal(r.purify, CASES[i][2], `DOMPurify: ${r.what}`)
  }
  for (const r of results.inert)
    assert.deepEqual([r.native, r.purify], [[], []], `active content left from ${r.input}`)
  await page.waitForTimeout(200)
  assert.deepEqual(await page.evaluate(() => /** @type {any} */ (window).__pwned), [])
}
