// axe-core through the widgets' open shadow roots, shared by the accessibility tests (a11y.browser.mjs,
// member-content.browser.mjs): only violations inside lobbykit elements count; the whole-page results
// are written to test-results/axe-<state>.json for reading.
import { readFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { RESULTS } from './harness.mjs'

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js')
const AXE_SOURCE = readFileSync(AXE_PATH, 'utf8')
const LOBBYKIT_TAGS = [
  'member-login',
  'member-register',
  'forgot-password',
  'lobbykit-site',
  'game-lobby',
  'game-tile',
  'announcement-popup',
  'banner-carousel',
  'notice-marquee',
  'speed-tester',
  // The kit's slider check and new-device step (LOGIN-15, LOGIN-28) render in a host of their own.
  'lobbykit-check',
]

/**
 * Runs axe on the whole page and answers the violations whose nodes are inside a lobbykit
 * element. A node's target has one entry per frame; an entry crossing shadow roots is itself a
 * list of selectors, the first naming the light-DOM host, which is resolved in the page.
 */
export async function widgetViolations(page, state, everywhere = false) {
  // Evaluated through the DevTools protocol, not a <script>: the pages' CSP allows no inline script,
  // and axe is the test's tool, not the page's.
  if (!(await page.evaluate(() => Boolean(/** @type {any} */ (window).axe)))) await page.evaluate(AXE_SOURCE)
  await settled(page)
  const results = await page.evaluate(async (tags) => {
    const axe = /** @type {any} */ (window).axe
    const run = await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
      resultTypes: ['violations'],
    })
    /** Whether the node's outermost shadow host is a lobbykit element. */
    const inWidget = (/** @type {any[]} */ target) => {
      const first = target[0]
      if (!Array.isArray(first) || first.length < 2) return false
      const host = document.querySelector(first[0])
      return !!host && tags.includes(host.localName)
    }
    return run.violations.map((/** @type {any} */ v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((/** @type {any} */ n) => ({
        target: n.target,
        html: n.html,
        summary: n.failureSummary,
        inWidget: inWidget(n.target),
      })),
    }))
  }, LOBBYKIT_TAGS)
  await writeFile(join(RESULTS, `axe-${state}.json`), JSON.stringify(results, null, 2))
  return results
    .map((v) => ({ ...v, nodes: v.nodes.filter((n) => n.inWidget || everywhere) }))
    .filter((v) => v.nodes.length)
}

/**
 * Waits until no finite animation or transition runs anywhere in the page, shadow roots included:
 * colours read halfway through the kit's 150 ms colour transition (after a theme switch) are
 * neither theme's, and axe would measure their contrast.
 */
export function settled(page) {
  return page.waitForFunction(() => {
    /** @type {(Document | ShadowRoot)[]} */
    const roots = [document]
    for (let i = 0; i < roots.length; i++) {
      for (const el of roots[i].querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot)
    }
    return roots.every((root) =>
      root
        .getAnimations()
        .every(
          (a) =>
            a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
        ),
    )
  })
}

/** Every violation on the page, the host page's own included (a page lobbykit itself serves: /docs). */
export const pageViolations = (page, state) => widgetViolations(page, state, true)

/** Readable lines, one per failing node. */
export function describe(violations) {
  return violations
    .flatMap((v) =>
      v.nodes.map(
        (n) => `${v.id} (${v.impact}): ${v.help} — ${JSON.stringify(n.target)} ${n.html.slice(0, 160)}`,
      ),
    )
    .join('\n')
}
