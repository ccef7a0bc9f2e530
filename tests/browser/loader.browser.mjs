// The loader's own promises (DESIGN loader/): a tag added after load is still found, calls queued
// before load are replayed, and a chunk that fails is retried once, then the element says so.
import assert from 'node:assert/strict'

export const tests = [
  {
    name: 'LOADER: a <member-login> added after load is found, loaded and rendered (MutationObserver)',
    fn: async (t) => {
      const { page } = t
      const watch = t.watch()
      await page.goto(`${t.fixtures}/late-tag.html`)
      await page.waitForLoadState('networkidle')
      assert.equal(
        watch.urls.filter((u) => /\/dist\/member-login-/.test(u)).length,
        0,
        'no widget chunk before the tag exists',
      )
      await page.evaluate(() => {
        const el = document.createElement('member-login')
        el.id = 'late'
        document.getElementById('slot').append(el)
      })
      await page.locator('#late input[name=username]').waitFor()
      assert.equal(
        watch.urls.filter((u) => /\/dist\/member-login-/.test(u)).length,
        1,
        'the chunk is loaded once the tag appears',
      )
    },
  },
  {
    name: 'LOADER: commands queued before the bundle loads are replayed, with their answers (getState, on)',
    fn: async (t) => {
      const { page } = t
      await page.goto(`${t.fixtures}/late-tag.html`)
      await page.waitForFunction(() => /** @type {any} */ (window).__early !== undefined)
      const early = await page.evaluate(() => /** @type {any} */ (window).__early)
      assert.equal(early.merchant, 'lobbykit', `getState answered before load: ${JSON.stringify(early)}`)
      assert.equal(early.loggedIn, false)
      await page.waitForFunction(() => /** @type {any} */ (window).__ready === true)
    },
  },
  {
    name: 'ERR-28: a widget chunk that fails is retried once, then the element shows a readable error',
    fn: async (t) => {
      const { page } = t
      t.allowErrors(
        /Failed to load resource|member-login|Failed to fetch dynamically imported module|runtime failed|net::ERR/i,
      )
      const attempts = []
      await page.route(/\/dist\/member-login-[^/]*\.js/, (route) => {
        attempts.push(route.request().url())
        return route.abort('failed')
      })
      await page.goto(`${t.fixtures}/late-tag.html?with=1`)
      const alert = page.locator('#early [part=error][role=alert]')
      await alert.waitFor()
      assert.match(await alert.textContent(), /could not be loaded/)
      assert.equal(attempts.length, 2, `one retry: ${attempts.join(', ')}`)
      assert.match(attempts[1], /\?retry=1$/)
      // The rest of the page and lobbykit itself keep working.
      assert.equal(await page.evaluate(() => window.lobbykit('getState').then((s) => s.loggedIn)), false)
    },
  },
]
