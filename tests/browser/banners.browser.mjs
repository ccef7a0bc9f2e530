// <banner-carousel> on the cms page: swiper's timings and effect of spec §9 (BNR-4..10), the click
// rules (BNR-11), one banner standing still, none taking no space (HOME-1), keyboard use.
import assert from 'node:assert/strict'
import { waitUntil } from './harness.mjs'

const CMS = '/demo/cms.html'

/** Opens the cms page with the announcement popup already closed this session (it would cover the page). */
async function openCms(t) {
  await t.page.addInitScript(() => sessionStorage.setItem('lobbykit:lobbykit:closed', 'A,B,F'))
  await t.page.goto(t.base + CMS)
  await t.page.locator('#banners .swiper-initialized').waitFor()
}

/** Starts recording the swiper's transitions in the page: [kind, time] pairs in window.__slides. */
async function recordTransitions(page) {
  await page.evaluate(() => {
    const swiper = /** @type {any} */ (document.querySelector('#banners').shadowRoot.querySelector('.swiper'))
      .swiper
    const log = /** @type {any} */ (window.__slides = [])
    swiper.on('slideChangeTransitionStart', () => log.push(['start', performance.now(), swiper.realIndex]))
    swiper.on('slideChangeTransitionEnd', () => log.push(['end', performance.now(), swiper.realIndex]))
  })
}

const transitions = (page) => page.evaluate(() => /** @type {any} */ (window).__slides)

export const tests = [
  {
    name: 'BNR-4..10: the carousel loops, slides in 1000 ms, autoplays every 5000 ms and keeps going after a click, coverflow 200/30/0 without shadows',
    fn: async (t) => {
      const { page } = t
      await openCms(t)
      const params = await page.evaluate(() => {
        const p = /** @type {any} */ (document.querySelector('#banners').shadowRoot.querySelector('.swiper'))
          .swiper.params
        return {
          loop: p.loop,
          speed: p.speed,
          autoplay: { delay: p.autoplay.delay, disableOnInteraction: p.autoplay.disableOnInteraction },
          effect: p.effect,
          coverflow: p.coverflowEffect,
        }
      })
      assert.deepEqual(params, {
        loop: true,
        speed: 1000,
        autoplay: { delay: 5000, disableOnInteraction: false },
        effect: 'coverflow',
        coverflow: { ...params.coverflow, depth: 200, rotate: 30, stretch: 0, slideShadows: false },
      })
      assert.equal(
        await page.locator('#banners [part=dots] .swiper-pagination-bullet').count(),
        3,
        'a dot per banner (BNR-8)',
      )
      assert.equal(await page.locator('#banners [part=prev]').isVisible(), true, 'arrows (BNR-9)')
      assert.equal(
        await page.locator('#banners [class*=swiper-slide-shadow]').count(),
        0,
        'no slide shadows (BNR-10)',
      )
      const neighbour = await page.locator('#banners .swiper-slide-next').evaluate((el) => el.style.transform)
      assert.match(neighbour, /-200px/, `the next slide sits 200 px deep: ${neighbour}`)
      assert.match(neighbour, /rotateY\(-30deg\)/, `and turned 30 degrees: ${neighbour}`)

      await recordTransitions(page)
      // BNR-7: a user's click does not stop the autoplay.
      const clicked = await page.evaluate(() => performance.now())
      await page.locator('#banners [part=next]').click()
      await waitUntil(
        async () => (await transitions(page)).filter(([k]) => k === 'start').length >= 2,
        'autoplay moves on after the click',
        { timeout: 9000, interval: 100 },
      )
      const log = await transitions(page)
      const starts = log.filter(([k]) => k === 'start')
      const ends = log.filter(([k]) => k === 'end')
      const slide = ends[0][1] - starts[0][1]
      assert.ok(slide >= 900 && slide <= 1300, `a slide takes 1000 ms (measured ${Math.round(slide)})`)
      const wait = starts[1][1] - ends[0][1]
      assert.ok(
        wait >= 4800 && wait <= 5800,
        `the next autoplay slide starts 5000 ms after the last one ended (measured ${Math.round(wait)})`,
      )
      assert.ok(starts[0][1] - clicked < 500, 'the click moved the carousel at once')
      assert.equal(
        await page.evaluate(
          () =>
            /** @type {any} */ (document.querySelector('#banners').shadowRoot.querySelector('.swiper')).swiper
              .autoplay.running,
        ),
        true,
      )
      // BNR-4: from the last banner it carries on to the first.
      await page.locator('#banners [part=pause]').click()
      await page.locator('#banners [part=dots] .swiper-pagination-bullet').nth(2).click()
      await waitUntil(
        async () =>
          (await page.locator('#banners .swiper-slide-active').getAttribute('data-banner-id')) === '3',
        'the third dot shows the last banner',
      )
      await page.waitForTimeout(1200) // its slide is over: swiper takes no new slide mid-way in a loop
      await page.locator('#banners [part=next]').click()
      await waitUntil(
        async () =>
          (await page.locator('#banners .swiper-slide-active').getAttribute('data-banner-id')) === '1',
        'after the last banner comes the first (loop)',
        { timeout: 4000 },
      )
    },
  },
  {
    name: 'BNR-6/7: between two autoplay slides the carousel asks for no animation frames (no per-frame loop), and a hidden tab holds it',
    fn: async (t) => {
      const { page } = t
      await page.addInitScript(() => {
        const w = /** @type {any} */ (window)
        w.__frames = 0
        const raf = window.requestAnimationFrame.bind(window)
        window.requestAnimationFrame = (cb) => (w.__frames++, raf(cb))
      })
      await openCms(t)
      await recordTransitions(page)
      // Wait for one autoplay slide to end, then count the frames asked for during the next 3 s of waiting.
      await waitUntil(async () => (await transitions(page)).some(([k]) => k === 'end'), 'an autoplay slide', {
        timeout: 9000,
        interval: 100,
      })
      const asked = await page.evaluate(async () => {
        const w = /** @type {any} */ (window)
        const before = w.__frames
        await new Promise((resolve) => setTimeout(resolve, 3000))
        return w.__frames - before
      })
      // swiper's own Autoplay asks for one every frame (~180 in 3 s) for its time-left event.
      assert.ok(asked < 20, `requestAnimationFrame calls while waiting for the next slide: ${asked}`)
      const log = await transitions(page)
      const starts = log.filter(([k]) => k === 'start')
      assert.ok(starts.length >= 1 && starts.length <= 2, 'still autoplaying')

      // A hidden tab: the wait is dropped; visible again, a full 5000 ms wait starts over.
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' })
        document.dispatchEvent(new Event('visibilitychange'))
      })
      const hiddenAt = (await transitions(page)).length
      await page.waitForTimeout(5600)
      assert.equal((await transitions(page)).length, hiddenAt, 'no slide while the tab is hidden')
      const shownAt = await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' })
        document.dispatchEvent(new Event('visibilitychange'))
        return performance.now()
      })
      await waitUntil(
        async () => (await transitions(page)).length > hiddenAt,
        'autoplay resumes when the tab shows again',
        { timeout: 8000, interval: 100 },
      )
      const resumed = (await transitions(page))[hiddenAt]
      assert.ok(
        resumed[1] - shownAt >= 4800,
        `a full wait after the tab shows again (${Math.round(resumed[1] - shownAt)} ms)`,
      )
    },
  },
  {
    name: 'BNR-11: a banner opens its url only with a linkageType; internal links go through lobbykit-navigate; keyboard reaches them',
    fn: async (t) => {
      const { page } = t
      await openCms(t)
      const slides = await page.locator('#banners .swiper-slide').evaluateAll((els) =>
        els.map((el) => {
          const a = el.querySelector('a')
          return {
            id: el.getAttribute('data-banner-id'),
            href: a?.getAttribute('href') ?? null,
            target: a?.getAttribute('target') ?? null,
            rel: a?.getAttribute('rel') ?? null,
          }
        }),
      )
      const byId = Object.fromEntries(slides.map((s) => [s.id, s]))
      assert.deepEqual(
        byId['1'],
        { id: '1', href: '/promotions', target: null, rel: null },
        'INTERNAL: a site route',
      )
      assert.deepEqual(
        byId['2'],
        { id: '2', href: 'https://example.com/welcome', target: '_blank', rel: 'noopener noreferrer' },
        'EXTERNAL: a new tab',
      )
      assert.deepEqual(
        byId['3'],
        { id: '3', href: null, target: null, rel: null },
        'no linkageType: no link at all',
      )

      await page.evaluate(() => {
        ;/** @type {any} */ (window).__routes = []
        document.addEventListener('lobbykit-navigate', (e) => {
          ;/** @type {any} */ (window).__routes.push(/** @type {CustomEvent} */ (e).detail.path)
          e.preventDefault()
        })
      })
      // Keyboard: Tab reaches the active banner's link; Enter follows it (routed by the host here).
      await page.locator('#banners [part=pause]').click() // keep it still while we look
      // Only the banner on view takes focus: its clipped neighbours are inert.
      const inert = await page
        .locator('#banners .swiper-slide')
        .evaluateAll((els) => els.map((el) => el.inert === !el.classList.contains('swiper-slide-active')))
      assert.deepEqual(inert, [true, true, true], 'inert exactly when not on view')
      await page.locator('#banners .swiper-slide-active a').focus()
      await page.keyboard.press('Enter')
      await waitUntil(
        async () => (await page.evaluate(() => /** @type {any} */ (window).__routes)).length === 1,
        'the host hears the route',
      )
      assert.deepEqual(await page.evaluate(() => /** @type {any} */ (window).__routes), ['/promotions'])
      assert.equal(new URL(page.url()).pathname, CMS, 'the host routed it: no page change')
      // The arrows are buttons: Enter on "next" moves on.
      await page.locator('#banners [part=next]').focus()
      await page.keyboard.press('Enter')
      await waitUntil(
        async () =>
          (await page.locator('#banners .swiper-slide-active').getAttribute('data-banner-id')) === '2',
        'Enter on the next arrow shows the second banner',
      )
      assert.equal(await page.locator('#banners [part=pause]').getAttribute('aria-pressed'), 'true')
    },
  },
  {
    name: 'HOME-1/NS-15: one banner stands still without swiper; none renders nothing and takes no space; the box is reserved before load',
    fn: async (t) => {
      const { page } = t
      await page.addInitScript(() => sessionStorage.setItem('lobbykit:lobbykit:closed', 'A,B,F'))
      // w_register is this test's empty group (the seed has one register-popup banner, BNR-2).
      await t.demo('DELETE', '/demo/api/banners/w_register')
      const swiperChunks = []
      page.on('request', (r) => /swiper-setup/.test(r.url()) && swiperChunks.push(r.url()))
      await page.route('**/dist/loader.js', async (route) => {
        // Hold the bundle back a moment to see the page before any widget code runs.
        await new Promise((resolve) => setTimeout(resolve, 400))
        await route.continue()
      })
      await page.goto(t.base + CMS)
      const reserved = await page.locator('#banners').evaluate((el) => el.getBoundingClientRect().height)
      assert.ok(reserved > 300, `the carousel's 3:1 box is reserved before the bundle loads (${reserved} px)`)
      await page.locator('#banners .swiper-initialized').waitFor()
      const loaded = await page.locator('#banners').evaluate((el) => el.getBoundingClientRect().height)
      assert.ok(Math.abs(loaded - reserved) <= 2, `nothing shifts when it loads (${reserved} → ${loaded} px)`)
      swiperChunks.length = 0

      await page.evaluate(() => {
        for (const group of ['w_leftmenu', 'w_register']) {
          const el = document.createElement('banner-carousel')
          el.setAttribute('group', group)
          el.id = group
          document.querySelector('aside').prepend(el)
        }
      })
      const one = page.locator('#w_leftmenu [part=carousel]')
      await one.locator('img').waitFor()
      assert.equal(await one.locator('a').getAttribute('href'), '/referral')
      assert.equal(
        await page
          .locator(
            '#w_leftmenu .swiper, #w_leftmenu [part=dots], #w_leftmenu [part=prev], #w_leftmenu [part=pause]',
          )
          .count(),
        0,
        'no carousel parts for one banner',
      )
      await page.waitForTimeout(500)
      assert.equal(
        await page.locator('#w_register [part=carousel]').count(),
        0,
        'no banner in the group: nothing rendered',
      )
      assert.equal(
        await page.locator('#w_register').evaluate((el) => el.getBoundingClientRect().height),
        0,
        'and no space taken',
      )
      assert.deepEqual(swiperChunks, [], 'swiper is not loaded again for them')
    },
  },
]

/** BNR-2: the login, register and forgot popups show their own banner groups, after the form. */
export const popupBanners = [
  {
    name: 'BNR-2: the login, register and forgot popups each show their banner group (w_login, w_register, w_forget), and focus still starts in the form',
    fn: async (t) => {
      const { page } = t
      await openCms(t)
      for (const [command, dialog, title] of [
        ['openLogin', 'member-login [part=login-dialog]', 'Members earn double points this weekend'],
        ['openRegister', 'member-register [part=register-dialog]', 'New here? Your first deposit is doubled'],
        [
          'openForgotPassword',
          'forgot-password [part=forgot-dialog]',
          'Keep your account safe: never share your code',
        ],
      ]) {
        await page.evaluate((name) => /** @type {any} */ (window).lobbykit(name), command)
        const banner = page.locator(`${dialog} banner-carousel img[alt="${title}"]`)
        await banner.waitFor()
        const focused = await page.evaluate(() => {
          let el = document.activeElement
          while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement
          return el?.localName
        })
        assert.notEqual(focused, 'a', `${command}: focus starts in the form, not on the banner`)
        await page.keyboard.press('Escape')
        await page.locator(dialog).waitFor({ state: 'detached' })
      }
    },
  },
]
