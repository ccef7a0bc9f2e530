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

/** When (Date.now) the first request for a chunk of `tag` left, or 0. */
function chunkRequests(page, tag) {
  const at = []
  page.on('request', (request) => {
    if (new RegExp(`/dist/${tag}-[^/]*\\.js`).test(request.url())) at.push(Date.now())
  })
  return at
}

tests.push(
  {
    name: 'LOADER/issue 18: with a banner carousel, the elements in view load at once; one below the fold waits until the first banner picture is in',
    fn: async (t) => {
      const { page } = t
      const picture = await slowFirstPicture(page, 1200)
      const near = chunkRequests(page, 'speed-tester')
      const far = chunkRequests(page, 'member-login')
      let pictureDone = 0
      page.on('requestfinished', (request) => {
        if (request.url().endsWith('/content/banner-1.svg')) pictureDone = Date.now()
      })
      await page.goto(`${t.fixtures}/banner-first.html`)
      await page.locator('#near [part=start], #near button').first().waitFor()
      await page.locator('#far input[name=username]').waitFor()
      assert.ok(picture.at > 0 && pictureDone > 0, 'the first banner picture was fetched')
      assert.ok(near[0] < pictureDone, 'the speed tester in view did not wait for the picture')
      assert.ok(
        far[0] >= pictureDone,
        `the login below the fold was asked for ${far[0] - pictureDone} ms after the picture came in`,
      )
      await page.locator('#banners [part=carousel] img').first().waitFor()
    },
  },
  {
    name: 'LOADER/issue 18: a first banner picture that never comes holds the elements below the fold 1.5 s at most',
    fn: async (t) => {
      const { page } = t
      const picture = await slowFirstPicture(page, null)
      const far = chunkRequests(page, 'member-login')
      await page.goto(`${t.fixtures}/banner-first.html`)
      await page.locator('#far input[name=username]').waitFor({ timeout: 6000 })
      assert.ok(picture.at > 0, 'the first banner picture was asked for')
      const held = far[0] - picture.at
      assert.ok(held >= 1000 && held < 3000, `the login was held ${held} ms after the picture was asked for`)
    },
  },
)
