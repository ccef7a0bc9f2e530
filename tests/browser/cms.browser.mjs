// The operator's CMS page (demo/pages/cms.html): two inline <member-login>s, a popup one and the
// host's own header, all on one session.
import assert from 'node:assert/strict'
import { linkCode, DEMO, waitUntil } from './harness.mjs'
import { expectMember, lobbykitState, openWithLogin, submitLogin } from './login-helpers.mjs'

const CMS = '/demo/cms.html'

/** Marks the window so a reload (which would drop the mark) can be detected. */
async function markWindow(page) {
  await page.evaluate(() => {
    ;/** @type {any} */ (window).__noReload = true
  })
}

async function assertNoReload(page) {
  assert.equal(
    await page.evaluate(() => /** @type {any} */ (window).__noReload),
    true,
    'the page was not reloaded',
  )
}

export const tests = [
  {
    name: 'LOGIN-14/ERR: a wrong password shows role=alert in the sidebar login and keeps the username',
    fn: async (t) => {
      const { page } = t
      await openWithLogin(page, t.base + CMS)
      await submitLogin(page, '#sidebar-login', DEMO.username, 'Wrong1234!')
      const alert = page.locator('#sidebar-login [role=alert]')
      await alert.waitFor()
      assert.match((await alert.textContent()) ?? '', /\S/, 'the alert has text')
      assert.equal(await page.locator('#sidebar-login input[name=username]').inputValue(), DEMO.username)
      assert.equal((await lobbykitState(page)).loggedIn, false)
      // The other inline login is untouched by the sidebar's error.
      assert.equal(
        await page.locator('#footer-login [role=alert]').count(),
        0,
        'no alert in the footer login',
      )
    },
  },
  {
    name: 'ERR: the form-level error stands out from body text (danger colour, not the text colour)',
    fn: async (t) => {
      const { page } = t
      await openWithLogin(page, t.base + CMS)
      await submitLogin(page, '#sidebar-login', DEMO.username, 'Wrong1234!')
      const alert = page.locator('#sidebar-login [role=alert]')
      await alert.waitFor()
      const colours = await alert.evaluate((el) => {
        const root = /** @type {HTMLElement} */ (el.closest('.lk-root'))
        return {
          alert: getComputedStyle(el).color,
          text: getComputedStyle(root).color,
          danger: getComputedStyle(root).getPropertyValue('--danger').trim(),
        }
      })
      assert.notEqual(
        colours.alert,
        colours.text,
        `the alert is not plain text colour: ${JSON.stringify(colours)}`,
      )
    },
  },
  {
    name: 'LOGIN-22/STORE: logging in in the sidebar shows the member in the footer and the header without a reload',
    fn: async (t) => {
      const { page } = t
      await openWithLogin(page, t.base + CMS)
      await page.locator('#footer-login input[name=username]').waitFor()
      await markWindow(page)
      await submitLogin(page, '#sidebar-login', DEMO.username, DEMO.password)
      await expectMember(page, '#sidebar-login', 'demo')
      await expectMember(page, '#footer-login', 'demo')
      await waitUntil(
        async () => (await page.locator('#who').textContent()) === 'Signed in as demo',
        '#who says "Signed in as demo"',
      )
      assert.equal(await page.locator('#sign-in').isVisible(), false, 'the header "Sign in" button is hidden')
      await assertNoReload(page)
    },
  },
  {
    name: 'SYS-8/STORE: one /wps/system/status and at most one /wps/member/info per login for three elements',
    fn: async (t) => {
      const { page } = t
      const watch = t.watch()
      await openWithLogin(page, t.base + CMS)
      await page.waitForLoadState('networkidle')
      assert.equal(await page.locator('member-login').count(), 3, 'the page holds three <member-login>')
      assert.equal(watch.count('/wps/system/status'), 1, 'system status requests after load')
      assert.equal(watch.count('/wps/member/info'), 0, 'member info requests before login')
      await submitLogin(page, '#sidebar-login', DEMO.username, DEMO.password)
      await expectMember(page, '#footer-login', 'demo')
      await page.waitForLoadState('networkidle')
      await page.waitForTimeout(300)
      assert.equal(watch.count('/wps/system/status'), 1, 'system status requests after login')
      assert.equal(watch.count('/wps/session/login'), 1, 'login requests')
      assert.ok(
        watch.count('/wps/member/info') <= 1,
        `member info requests after one login: ${watch.count('/wps/member/info')}`,
      )
    },
  },
  {
    name: 'SYS-17/C-5: ?token= logs in and is removed from the address bar, other parameters kept',
    fn: async (t) => {
      const { page } = t
      const answer = await t.api('/wps/session/login', {
        body: { type: 'username', username: DEMO.username, password: DEMO.password },
      })
      assert.equal(answer.success, true, `login from Node: ${JSON.stringify(answer)}`)
      const token = answer.value.token
      await page.goto(`${t.base}${CMS}?token=${await linkCode(t.base, token)}&x=1`)
      await expectMember(page, '#sidebar-login', 'demo')
      await expectMember(page, '#footer-login', 'demo')
      const search = await page.evaluate(() => location.search)
      assert.ok(!search.includes('token'), `location.search has no token: ${search}`)
      assert.equal(search, '?x=1')
      assert.ok(!page.url().includes(token), 'the token is nowhere in the URL')
      await waitUntil(
        async () => (await page.locator('#who').textContent()) === 'Signed in as demo',
        '#who says "Signed in as demo"',
      )
    },
  },
]
