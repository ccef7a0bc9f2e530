// The member and agent centres on a phone and a desktop (MEMBER-CONTRACT.md, spec §2 Agent centre
// pages, MEMBER-7/8/9, AGENT-5..13): at 390 × 844, in English and in Urdu, every section opened from
// the section picker starts on the first screen and nothing in <main> scrolls sideways; at 1280 px no
// record table reaches past its region (no column cut off).
import assert from 'node:assert/strict'
import { DEMO, waitUntil } from './harness.mjs'
import { describe, widgetViolations } from './axe-helpers.mjs'
import { openAs } from './member-centre-helpers.mjs'

const PHONE = { width: 390, height: 844 }
const AGENT = { username: 'agent', password: 'Agent1234!' }
const MEMBER_CENTRE = 'lobbykit-site [part=member-centre]'
const AGENT_CENTRE = 'lobbykit-site [part=agent-centre]'

/** Every option of a centre's section picker. */
const pickerOptions = (page, centre) =>
  page.locator(`${centre} [part=section-picker] option`).evaluateAll((o) => o.map((x) => x.value))

/**
 * Measures the open section inside the site's <main>, through every shadow root: the top of its
 * first form field, table or card, and every element that scrolls sideways (named by tag, part,
 * class).
 */
function measure(page, centre) {
  return page.evaluate(
    (centreSel) => {
      const main = document.querySelector('lobbykit-site')?.shadowRoot?.querySelector('[part=main]')
      if (!main) return null
      const all = []
      const walk = (root) => {
        for (const el of root.querySelectorAll('*')) {
          all.push(el)
          if (el.shadowRoot) walk(el.shadowRoot)
        }
      }
      walk(main)
      const name = (el) =>
        `${el.tagName.toLowerCase()}${el.getAttribute('part') ? `[part=${el.getAttribute('part')}]` : ''}${
          typeof el.className === 'string' && el.className
            ? `.${el.className.trim().split(/\s+/).join('.')}`
            : ''
        }`
      // What scrolls sideways: the page itself, <main>, or a region that scrolls on the x axis.
      const scrolls = (el) =>
        el === document.scrollingElement ||
        el === main ||
        (/auto|scroll/.test(getComputedStyle(el).overflowX) && !el.matches('.lk-visually-hidden'))
      const wide = [document.scrollingElement, ...all]
        .filter((el) => el && scrolls(el) && el.scrollWidth > el.clientWidth + 1)
        .map((el) => `${name(el)} (${el.scrollWidth} > ${el.clientWidth})`)
      const content = all.find((el) => el.matches?.(`${centreSel} .rec-content`))
      const first = content
        ? [
            ...content.querySelectorAll(
              'input:not([type=hidden]), select, textarea, table, form, [class*=card], li, dl',
            ),
          ]
            .map((el) => el.getBoundingClientRect())
            .find((r) => r.height > 0)
        : null
      return { wide, top: first ? Math.round(first.top + scrollY) : null }
    },
    centre.replace('lobbykit-site ', ''),
  )
}

/** Walks every section of a centre's picker in the page's language; answers the problems found. */
async function walkSections(page, centre, attribute, lang) {
  const problems = []
  for (const value of await pickerOptions(page, centre)) {
    await page.locator(`${centre} [part=section-picker]`).selectOption(value)
    await page.locator(`${centre}[${attribute}="${value}"]`).waitFor()
    await page.waitForLoadState('networkidle')
    await page.locator(`${centre} [part=section-loading]`).waitFor({ state: 'detached' })
    // The section's module and data arrive after the picker's change: poll until something shows.
    let found = null
    await waitUntil(
      async () => (found = await measure(page, centre))?.top !== null,
      `${lang} ${value}`,
    ).catch(() => {})
    assert.ok(found, `${lang} ${value}: the site's main region`)
    if (found.top === null) problems.push(`${lang} ${value}: no form field, table or card`)
    else if (found.top >= PHONE.height) problems.push(`${lang} ${value}: content starts at ${found.top} px`)
    if (found.wide.length) problems.push(`${lang} ${value}: scrolls sideways: ${found.wide.join(', ')}`)
  }
  return problems
}

/** Switches the site to Urdu and waits for the right-to-left root. */
async function toUrdu(page) {
  await page.evaluate(() => /** @type {any} */ (window).lobbykit('setLanguage', 'UR'))
  await page.locator('lobbykit-site [part=root][dir=rtl]').first().waitFor()
}

/** The record tables whose right edge passes their scrolling region's (a column cut off). */
const cutTables = (page) =>
  page.evaluate(() => {
    const out = []
    const walk = (root) => {
      for (const el of root.querySelectorAll('*')) {
        if (el.matches('.rec-scroll')) {
          const table = el.querySelector('table')
          if (table && table.getBoundingClientRect().right > el.getBoundingClientRect().right + 1)
            out.push(el.getAttribute('part') ?? el.getAttribute('aria-label'))
        }
        if (el.shadowRoot) walk(el.shadowRoot)
      }
    }
    walk(document)
    return out
  })

export const tests = [
  {
    name: 'MEMBER-CONTRACT MENU-16 MEMBER-7 phone member centre: the service buttons float and step aside while typing; a bet card opens its details on tap; at 390 × 844 in EN and UR every section from the section picker starts on the first screen and nothing in main scrolls sideways; axe finds nothing',
    fn: async (t) => {
      const { page } = t
      await page.setViewportSize(PHONE)
      await openAs(t, DEMO, '/member?tab=deposit')
      await page.locator(`${MEMBER_CENTRE} [part=section-picker]`).waitFor()
      assert.equal(
        await page.locator(`${MEMBER_CENTRE} [part=section-list]`).isVisible(),
        false,
        'no side list',
      )
      assert.ok(
        (await page.locator(`${MEMBER_CENTRE} [part=section-picker] optgroup`).count()) >= 5,
        'the sections in named groups',
      )
      // MENU-16..19: the floating buttons sit over the corner (no column of their own) and step aside
      // while a form field has the focus.
      const bar = page.locator('lobbykit-site [part=right-bar]')
      assert.equal(
        await bar.evaluate((el) => getComputedStyle(el).position),
        'fixed',
        'floating, not a column',
      )
      await page.locator(`${MEMBER_CENTRE} [part=deposit-amount] input`).focus()
      await bar.waitFor({ state: 'hidden' })
      await page.locator(`${MEMBER_CENTRE} [part=deposit-amount] input`).blur()
      await bar.waitFor({ state: 'visible' })
      // MEMBER-7: a bet's card leads with its time, amount and status; the rest is behind Details.
      await page.locator(`${MEMBER_CENTRE} [part=section-picker]`).selectOption('betting-record')
      const card = page.locator(`${MEMBER_CENTRE} [part=bet-table] tbody tr`).first()
      await card.waitFor()
      const details = card.locator('[data-detail]').first()
      assert.equal(await details.isVisible(), false, 'the details start folded')
      await card.locator('.rec-more button').click()
      await details.waitFor({ state: 'visible' })
      assert.equal(await card.locator('.rec-more button').getAttribute('aria-expanded'), 'true')
      const problems = await walkSections(page, MEMBER_CENTRE, 'data-section', 'EN')
      await toUrdu(page)
      problems.push(...(await walkSections(page, MEMBER_CENTRE, 'data-section', 'UR')))
      assert.deepEqual(problems, [], problems.join('\n'))
      // The phone's section picker and cards, in Urdu, as axe reads them.
      const violations = await widgetViolations(page, 'member-centre-phone-ur')
      assert.equal(violations.length, 0, `axe violations inside lobbykit elements:\n${describe(violations)}`)
    },
  },
  {
    name: 'AGENT-1..15 phone agent centre: at 390 × 844 in EN and UR every page from the page picker starts on the first screen and nothing in main scrolls sideways; axe finds nothing',
    fn: async (t) => {
      const { page } = t
      await page.setViewportSize(PHONE)
      await openAs(t, AGENT, '/agentHome?tab=overview')
      await page.locator(`${AGENT_CENTRE} [part=section-picker]`).waitFor()
      const problems = await walkSections(page, AGENT_CENTRE, 'data-page', 'EN')
      await toUrdu(page)
      problems.push(...(await walkSections(page, AGENT_CENTRE, 'data-page', 'UR')))
      assert.deepEqual(problems, [], problems.join('\n'))
      const violations = await widgetViolations(page, 'agent-centre-phone-ur')
      assert.equal(violations.length, 0, `axe violations inside lobbykit elements:\n${describe(violations)}`)
    },
  },
  {
    name: 'AGENT-5..13 MEMBER-7 desktop centres: at 1280 px the side list shows the groups and no record table is cut off at the right',
    fn: async (t) => {
      const { page } = t
      await openAs(t, AGENT, '/agentHome?tab=overview')
      const list = page.locator(`${AGENT_CENTRE} [part=section-list]`)
      await list.waitFor()
      assert.equal(
        await page.locator(`${AGENT_CENTRE} [part=section-picker]`).isVisible(),
        false,
        'no picker',
      )
      const cut = []
      for (const tab of await list.locator('a').evaluateAll((a) => a.map((x) => x.dataset.tab))) {
        await list.locator(`a[data-tab=${tab}]`).click()
        await page.locator(`${AGENT_CENTRE}[data-page="${tab}"]`).waitFor()
        await page.waitForLoadState('networkidle')
        cut.push(...(await cutTables(page)).map((name) => `${tab}: ${name}`))
      }
      for (const tab of ['betting-record', 'account-record', 'profit-loss', 'points', 'winners']) {
        await page.goto(`${t.base}/member?tab=${tab}`)
        await page.locator(`${MEMBER_CENTRE}[data-section="${tab}"] .rec-content`).waitFor()
        await page.waitForLoadState('networkidle')
        cut.push(...(await cutTables(page)).map((name) => `${tab}: ${name}`))
      }
      assert.deepEqual(cut, [], `tables cut off: ${cut.join(', ')}`)
    },
  },
]
