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

/** Answers the first banner picture only after `ms` (null: never), noting when it was asked for. */
async function slowFirstPicture(page, ms) {
  const seen = { at: 0 }
  await page.route('**/content/banner-1.svg', async (route) => {
    seen.at = Date.now()
    if (ms === null) return // never answered: the hold ends by its time limit
    await new Promise((resolve) => setTimeout(resolve, ms))
    await route.continue()
  })
  return seen
}

tests.push(
  {
    name: 'LOADER: with a banner carousel, the elements in view load at once; one below the fold waits until the first banner picture is in',
    fn: async (t) => {
      const { page } = t
      const picture = await slowFirstPicture(page, 700)
      await page.goto(`${t.fixtures}/banner-first.html`)
      await page.locator('#near [part=start], #near button').first().waitFor()
      await page.locator('#far input[name=username]').waitFor()
      await page.locator('#banners [part=carousel] img').first().waitFor()
      assert.ok(picture.at > 0, 'the first banner picture was asked for')
      await page.waitForFunction(() =>
        performance.getEntriesByType('resource').some((e) => e.name.endsWith('/content/banner-1.svg')),
      )
      // The page's own resource timing, on one clock: when the picture came in, when each chunk left.
      const { pictureDone, loaderDone, near, far } = await page.evaluate(() => {
        const entries = performance.getEntriesByType('resource')
        const first = (/** @type {RegExp} */ re) => entries.find((e) => re.test(e.name))
        return {
          pictureDone: Math.min(
            ...entries.filter((e) => e.name.endsWith('/content/banner-1.svg')).map((e) => e.responseEnd),
          ),
          loaderDone: first(/\/dist\/loader\.js/)?.responseEnd ?? 0,
          near: first(/\/dist\/speed-tester-[^/]*\.js/)?.startTime,
          far: first(/\/dist\/member-login-[^/]*\.js/)?.startTime,
        }
      })
      assert.ok(Number.isFinite(pictureDone) && pictureDone > 0, 'the first banner picture came in')
      assert.ok(near !== undefined && far !== undefined, 'both elements’ chunks were fetched')
      assert.ok(near < pictureDone, 'the speed tester in view did not wait for the picture')
      // The hold ends when the picture is in or 1.5 s after the runtime started (after the loader
      // arrived), whichever comes first: a machine slow enough to take longer shows the time limit.
      const released = Math.min(pictureDone, loaderDone + 1500)
      assert.ok(
        far >= released - 1,
        `the login below the fold was asked for ${Math.round(far - pictureDone)} ms after the picture came in (${Math.round(far - loaderDone)} ms after the loader)`,
      )
    },
  },
  {
    name: 'LOADER: a first banner picture that never comes holds the elements below the fold 1.5 s at most',
    fn: async (t) => {
      const { page } = t
      const picture = await slowFirstPicture(page, null)
      await page.goto(`${t.fixtures}/banner-first.html`)
      await page.locator('#far input[name=username]').waitFor({ timeout: 6000 })
      assert.ok(picture.at > 0, 'the first banner picture was asked for')
      // On the page's clock: the runtime starts after the loader arrived, and holds 1.5 s from its start.
      const { loaderDone, far } = await page.evaluate(() => {
        const entries = performance.getEntriesByType('resource')
        return {
          loaderDone: entries.find((e) => /\/dist\/loader\.js/.test(e.name))?.responseEnd ?? 0,
          far: entries.find((e) => /\/dist\/member-login-[^/]*\.js/.test(e.name))?.startTime ?? 0,
        }
      })
      const held = Math.round(far - loaderDone)
      assert.ok(held >= 1499, `the login was asked for ${held} ms after the loader arrived: it was held`)
      assert.ok(held < 4000, `the login was asked for ${held} ms after the loader arrived: not held for long`)
    },
  },
)
