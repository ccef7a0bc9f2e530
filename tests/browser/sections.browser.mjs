// The section elements on a plain host page (not the site): <member-centre>, <agent-centre>,
// <promotion-list>, <lottery-hall>, <language-select>, the route table (data-routes) and the dialog
// fallback (lobbykit('open'), and a link with no route, also in server HTML). ROUTE-9, ROUTE-11..13,
// ROUTE-25, I18N-5.
import assert from 'node:assert/strict'
import { DEMO } from './harness.mjs'
import { expectMember, submitLogin } from './login-helpers.mjs'

/** Opens the demo member's welcome message (its body links to /promotions) in the member centre. */
async function openWelcomeMessage(page) {
  await page.locator('#section [part=member-nav] a[data-tab=messages]').click()
  await page.locator('#section [part=message-item]', { hasText: 'Welcome' }).first().click()
  await page.locator('#section [part=message-body] a[href="/promotions"]').waitFor()
}

async function logIn(page) {
  await submitLogin(page, '#login', DEMO.username, DEMO.password)
  await expectMember(page, '#login', 'demo')
}

export const tests = [
  {
    name: 'ROUTE-13 MEMBER-1 <member-centre section="withdraw"> shows a visitor the login, then the withdraw form',
    fn: async (t) => {
      const { page } = t
      await page.goto(`${t.fixtures}/sections.html?el=member-centre&section=withdraw`)
      await page.locator('#section [part=login-needed]').waitFor()
      // The Log in button opens the kit's login dialog, which takes focus; close it and log in inline.
      await page.locator('#section [part=log-in]').click()
      await page.getByRole('dialog').waitFor()
      await page.keyboard.press('Escape')
      await page.getByRole('dialog').waitFor({ state: 'detached' })
      await logIn(page)
      const centre = page.locator('#section [part=member-centre]')
      await centre.waitFor()
      assert.equal(await centre.getAttribute('data-section'), 'withdraw')
      assert.equal(
        await page.locator('#section [part=member-nav]').count(),
        0,
        'a section alone has no navigation',
      )
      await page.locator('#section input').first().waitFor()
    },
  },
  {
    name: 'ROUTE-13 <member-centre> whole switches sections in place, without leaving the host page',
    fn: async (t) => {
      const { page } = t
      await page.goto(`${t.fixtures}/sections.html?el=member-centre`)
      await page.locator('#section [part=login-needed]').waitFor()
      await logIn(page)
      const url = page.url()
      await page.locator('#section [part=member-nav] a[data-tab=points]').click()
      await page.waitForFunction(() =>
        document.querySelector('#section')?.shadowRoot?.querySelector('[data-section=points]'),
      )
      assert.equal(page.url(), url, 'the host page stays where it is')
    },
  },
  {
    name: 'ROUTE-12 <agent-centre> tells a member who is not an agent so',
    fn: async (t) => {
      const { page } = t
      await page.goto(`${t.fixtures}/sections.html?el=agent-centre`)
      await page.locator('#section [part=login-needed]').waitFor()
      await logIn(page)
      const refused = page.locator('#section [part=refused]')
      await refused.waitFor()
      assert.match((await refused.textContent()) ?? '', /not an agent account/)
    },
  },
  {
    name: 'ROUTE-11 <agent-centre section="downline"> shows an agent that page alone',
    fn: async (t) => {
      const { page } = t
      await page.goto(`${t.fixtures}/sections.html?el=agent-centre&section=downline`)
      await page.locator('#section [part=login-needed]').waitFor()
      await submitLogin(page, '#login', 'agent', 'Agent1234!')
      const centre = page.locator('#section [part=agent-centre]')
      await centre.waitFor()
      assert.equal(await centre.getAttribute('data-page'), 'downline')
      assert.equal(await page.locator('#section [part=agent-nav]').count(), 0)
    },
  },
  {
    name: 'ROUTE-9 <promotion-list> lists the brand promotions for a visitor',
    fn: async (t) => {
      const { page } = t
      await page.goto(`${t.fixtures}/sections.html?el=promotion-list`)
      // The demo brand's first promotion, with its period and its reward, from the server.
      await page.waitForFunction(() =>
        /Welcome bonus/.test(document.querySelector('#section')?.shadowRoot?.textContent ?? ''),
      )
      const text = await page.locator('#section').evaluate((el) => el.shadowRoot?.textContent ?? '')
      assert.match(text, /Reward: 500\.00/)
      assert.ok(text.trim().length > 40, `promotions content: ${text.slice(0, 120)}`)
    },
  },
  {
    name: 'ROUTE-25 <lottery-hall> asks a visitor to log in, then shows the lobby',
    fn: async (t) => {
      const { page } = t
      await page.goto(`${t.fixtures}/sections.html?el=lottery-hall`)
      await page.locator('#section [part=login-needed]').waitFor()
      await logIn(page)
      await page.locator('#section [part=lottery]').waitFor()
    },
  },
  {
    name: "ROUTE-13 lobbykit('open', 'withdraw') opens the section in the kit dialog, which takes focus, styled under a CSP without inline styles; Escape closes it",
    fn: async (t) => {
      const { page } = t
      // The operator's page forbids inline styles (style-src without 'unsafe-inline').
      await page.goto(`${t.fixtures}/sections.html?csp=no-inline-style`)
      await logIn(page)
      await page.evaluate(() => window.lobbykit('open', 'withdraw'))
      const dialog = page.locator('[data-lobbykit-dialog=withdraw] dialog[open]')
      await dialog.waitFor()
      await page
        .locator('[data-lobbykit-dialog=withdraw] member-centre[section=withdraw] [part=member-centre]')
        .waitFor()
      const focused = await page.evaluate(() => {
        const host = document.querySelector('[data-lobbykit-dialog]')
        return host?.shadowRoot?.activeElement?.localName ?? null
      })
      assert.ok(focused, 'focus is inside the dialog')
      const close = page.locator('[data-lobbykit-dialog=withdraw] [part=section-dialog-close]')
      assert.deepEqual(
        await close.evaluate((button) => [button.offsetWidth >= 44, button.offsetHeight >= 44]),
        [true, true],
        'the dialog is styled: its close button is a 44 px target',
      )
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })
    },
  },
  {
    name: 'ROUTE-13 route table (data-routes): a message’s link to /promotions goes to the operator’s page for it',
    fn: async (t) => {
      const { page } = t
      // The operator's own promotions page (here a page of the fixture server that exists).
      const routes = encodeURIComponent(JSON.stringify({ promotions: '/sections.html?page=offers' }))
      await page.goto(`${t.fixtures}/sections.html?el=member-centre&routes=${routes}`)
      await page.locator('#section [part=login-needed]').waitFor()
      await logIn(page)
      await openWelcomeMessage(page)
      await page.locator('#section [part=message-body] a[href="/promotions"]').click()
      await page.waitForURL((url) => url.searchParams.get('page') === 'offers')
    },
  },
  {
    name: 'ROUTE-13 without a route: the same link opens the promotions in the kit dialog and the host page stays',
    fn: async (t) => {
      const { page } = t
      await page.goto(`${t.fixtures}/sections.html?el=member-centre`)
      await page.locator('#section [part=login-needed]').waitFor()
      await logIn(page)
      const url = page.url()
      await openWelcomeMessage(page)
      await page.locator('#section [part=message-body] a[href="/promotions"]').click()
      await page.locator('[data-lobbykit-dialog=promotions] dialog[open]').waitFor()
      await page.waitForFunction(() =>
        /Welcome bonus/.test(
          document
            .querySelector('[data-lobbykit-dialog=promotions]')
            ?.shadowRoot?.querySelector('promotion-list')?.shadowRoot?.textContent ?? '',
        ),
      )
      assert.equal(page.url(), url, 'the host page stays where it is')
    },
  },
  {
    announcements: true,
    name: 'ROUTE-13 an announcement’s link to /promotions on a host page opens the promotions in the kit dialog, not the host’s own /promotions, and the popup closes',
    fn: async (t) => {
      const { page } = t
      await t.demo('POST', '/demo/api/announcements', {
        title: 'This week’s offers',
        content: '<p>See the <a href="/promotions">promotions</a> for this week.</p>',
        execution: 'B',
      })
      await page.goto(`${t.fixtures}/sections.html?el=announcement-popup`)
      const url = page.url()
      const link = page.locator('#section [part=item][data-open=true] [part=content] a[href="/promotions"]')
      await link.click()
      await page.locator('[data-lobbykit-dialog=promotions] promotion-list').waitFor()
      assert.equal(page.url(), url, 'the host page stays where it is')
      // The link left the announcement popup: it has closed, and the dialog the link opened has focus.
      await page.locator('#section [part~=announcement-dialog]').waitFor({ state: 'detached' })
      await page.waitForFunction(() => {
        let active = document.activeElement
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
        return (
          !!active &&
          !!document.querySelector('[data-lobbykit-dialog=promotions]')?.shadowRoot?.contains(active)
        )
      })
    },
  },
  {
    name: 'I18N-5 HDR-4 <language-select> switches every element to Urdu (right to left), never the host page',
    fn: async (t) => {
      const { page } = t
      await page.goto(`${t.fixtures}/sections.html?el=promotion-list&switch`)
      const select = page.locator('language-select select')
      await page.waitForFunction(() =>
        document.querySelector('language-select')?.shadowRoot?.querySelector('option[value=UR]'),
      )
      await select.selectOption('UR')
      const rootOf = (selector) =>
        page.evaluate((sel) => {
          const root = document.querySelector(sel)?.shadowRoot?.querySelector('[part=root]')
          return root ? { dir: root.getAttribute('dir'), lang: root.getAttribute('lang') } : null
        }, selector)
      // Both elements have switched (the section's chunk may still be arriving when the language changes).
      await page.waitForFunction(() =>
        ['#login', '#section'].every(
          (sel) =>
            document.querySelector(sel)?.shadowRoot?.querySelector('[part=root]')?.getAttribute('dir') ===
            'rtl',
        ),
      )
      assert.deepEqual(await rootOf('#login'), { dir: 'rtl', lang: 'ur' })
      assert.deepEqual(await rootOf('#section'), { dir: 'rtl', lang: 'ur' })
      assert.deepEqual(
        await page.evaluate(() => ({
          dir: document.documentElement.dir,
          lang: document.documentElement.lang,
        })),
        { dir: '', lang: 'en' },
        'the host page keeps its own language and direction',
      )
    },
  },
]
