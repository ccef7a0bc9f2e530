/**
 * Measures the full site's home page `/` in Debian's Chromium, the figures Lighthouse's performance
 * score is made of that can be had without Lighthouse:
 *
 *   npm run bench:home                      (builds first: node build.mjs && node scripts/bench-home.mjs)
 *   node scripts/bench-home.mjs --cpu 4     4× CPU slow-down (Lighthouse mobile's), default 1
 *   node scripts/bench-home.mjs --width 1280 --height 900 --runs 3
 *   node scripts/bench-home.mjs --root /tmp/old   another build (a folder holding dist/ and demo/pages/), to compare
 *
 * Opens `/` from the reference server (in-memory database) in a phone-sized page (412 × 823, touch,
 * device pixel ratio 1.75, like Lighthouse's mobile run unless --width is given), waits 10 s without
 * touching anything and prints, per run:
 *   - main-thread long tasks in those 10 s (Long Tasks API: count, sum, longest, and the blocking
 *     time: the sum of each task's time over 50 ms), and the main thread's busy time (CDP metrics);
 *   - CLS (PerformanceObserver 'layout-shift', shifts without recent input) and the boxes that moved,
 *     during the load and then while scrolling down;
 *   - the platform calls made before any scrolling, by path;
 *   - ms to the first banner painted (the frame after the carousel's first picture has loaded),
 *     and LCP;
 *   - requestAnimationFrame calls per second while the page sits idle (a per-frame loop shows here);
 * then scrolls to the foot of the page and prints how many calls the rest of home made.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { chromium } from 'playwright-core'
import { startServer } from './server.mjs'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const { values: opts } = parseArgs({
  options: {
    cpu: { type: 'string', default: '1' },
    width: { type: 'string' },
    height: { type: 'string' },
    runs: { type: 'string', default: '1' },
    seconds: { type: 'string', default: '10' },
    root: { type: 'string' },
  },
})
const served = opts.root ?? ROOT
if (!existsSync(join(served, 'dist', 'manifest.json'))) {
  console.error('dist/ is missing: run node build.mjs first (npm run bench:home does).')
  process.exit(1)
}
const phone = !opts.width
const viewport = { width: Number(opts.width ?? 412), height: Number(opts.height ?? (phone ? 823 : 900)) }
const seconds = Number(opts.seconds)
const API = /\/(wps|lgw)\//

const server = await startServer({ port: 0, dbFile: ':memory:', root: served })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
  ],
})

/** In the page, before anything of the site runs: the observers and the frame counter. */
function instrument() {
  const w = /** @type {any} */ (window)
  const bench = (w.__bench = { longTasks: [], shifts: [], lcp: 0, frames: 0, bannerPainted: 0 })
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) bench.longTasks.push({ at: e.startTime, ms: e.duration })
  }).observe({ type: 'longtask', buffered: true })
  new PerformanceObserver((list) => {
    for (const e of /** @type {any[]} */ (list.getEntries())) {
      if (e.hadRecentInput) continue
      // A node inside a shadow root is not exposed to the page: describe each by its box's move.
      const nodes = (e.sources ?? []).map((/** @type {any} */ s) => {
        const a = s.previousRect
        const b = s.currentRect
        const name = s.node?.nodeType === 1 ? s.node.localName : 'box'
        return `${name} ${Math.round(a.x)},${Math.round(a.y)} ${Math.round(a.width)}×${Math.round(a.height)} → ${Math.round(b.x)},${Math.round(b.y)} ${Math.round(b.width)}×${Math.round(b.height)}`
      })
      bench.shifts.push({ at: Math.round(e.startTime), value: e.value, nodes })
    }
  }).observe({ type: 'layout-shift', buffered: true })
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) bench.lcp = e.startTime
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  const raf = window.requestAnimationFrame.bind(window)
  window.requestAnimationFrame = (cb) => (bench.frames++, raf(cb))
  // The first banner picture, loaded and in a painted frame.
  const watch = () => {
    const img = document
      .querySelector('lobbykit-site')
      ?.shadowRoot?.querySelector('banner-carousel')
      ?.shadowRoot?.querySelector('img')
    if (img && img.complete && img.naturalWidth > 0) {
      raf(() => raf((time) => (bench.bannerPainted = time)))
      return
    }
    setTimeout(watch, 16)
  }
  watch()
}

const fmt = (ms) => `${Math.round(ms)} ms`
const results = []
for (let run = 1; run <= Number(opts.runs); run++) {
  const context = await browser.newContext({
    viewport,
    ...(phone ? { deviceScaleFactor: 1.75, isMobile: true, hasTouch: true } : {}),
  })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(opts.cpu) })
  await cdp.send('Performance.enable')
  await page.addInitScript(() => sessionStorage.setItem('closed', 'A,B,F')) // the announcement popup shown once
  await page.addInitScript(instrument)
  const calls = []
  page.on(
    'request',
    (r) =>
      API.test(new URL(r.url()).pathname) &&
      calls.push(new URL(r.url()).pathname.replace(/^\/(wps|lgw)\/(relay\/)?/, '')),
  )
  const started = Date.now()
  await page.goto(`${server.url}/`)
  await page.waitForTimeout(seconds * 1000 - (Date.now() - started))
  const metrics = Object.fromEntries(
    (await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]),
  )
  // Idle frames: 3 s more without doing anything.
  const framesPerSecond = await page.evaluate(async () => {
    const bench = /** @type {any} */ (window).__bench
    const before = bench.frames
    await new Promise((resolve) => setTimeout(resolve, 3000))
    return (bench.frames - before) / 3
  })
  const bench = await page.evaluate(() => /** @type {any} */ (window).__bench)
  const before = [...calls]
  const shiftsBefore = bench.shifts.length
  // The rest of home: to the foot of the page, a screen at a time, as a reader would.
  for (let i = 0; i < 60; i++) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight)
      return window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2
    })
    await page.waitForTimeout(250)
    if (atEnd) break
  }
  await page.waitForTimeout(1500)
  const scrolled = (await page.evaluate(() => /** @type {any} */ (window).__bench.shifts)).slice(shiftsBefore)
  const inTime = bench.longTasks.filter((t) => t.at < seconds * 1000)
  const r = {
    longTasks: inTime.length,
    longTaskMs: inTime.reduce((s, t) => s + t.ms, 0),
    longest: Math.max(0, ...inTime.map((t) => t.ms)),
    blocking: inTime.reduce((s, t) => s + Math.max(0, t.ms - 50), 0),
    busy: metrics.TaskDuration * 1000,
    cls: bench.shifts.reduce((s, x) => s + x.value, 0),
    clsScrolling: scrolled.reduce((s, x) => s + x.value, 0),
    shifts: bench.shifts,
    callsBefore: before,
    calls: before.length,
    callsAfter: calls.length,
    banner: bench.bannerPainted,
    lcp: bench.lcp,
    framesPerSecond,
  }
  results.push(r)
  console.log(`run ${run} (${viewport.width}×${viewport.height}${phone ? ' phone' : ''}, CPU ×${opts.cpu}):`)
  console.log(
    `  long tasks in ${seconds} s: ${r.longTasks}, ${fmt(r.longTaskMs)} in all, longest ${fmt(r.longest)}, blocking ${fmt(r.blocking)}; main thread busy ${fmt(r.busy)}`,
  )
  const list = (shifts) =>
    shifts.length
      ? ': ' + shifts.map((s) => `${s.value.toFixed(3)} at ${s.at} ms (${s.nodes.join('; ')})`).join(' | ')
      : ''
  console.log(`  CLS while loading ${r.cls.toFixed(3)}${list(r.shifts)}`)
  console.log(
    `  layout shift while scrolling down (not in Lighthouse's load) ${r.clsScrolling.toFixed(3)}${list(scrolled)}`,
  )
  console.log(
    `  platform calls before scrolling: ${before.length} (${before.join(', ')}); after scrolling to the foot: ${r.callsAfter}`,
  )
  console.log(
    `  banner painted at ${fmt(r.banner)}, LCP ${fmt(r.lcp)}; requestAnimationFrame calls per idle second: ${r.framesPerSecond.toFixed(1)}`,
  )
  await context.close()
}
if (results.length > 1) {
  const median = (key) =>
    [...results.map((r) => r[key])].sort((a, b) => a - b)[Math.floor(results.length / 2)]
  console.log(
    `median: blocking ${fmt(median('blocking'))}, busy ${fmt(median('busy'))}, CLS ${median('cls').toFixed(3)} (scrolling ${median('clsScrolling').toFixed(3)}), calls before scrolling ${median('calls')}, banner ${fmt(median('banner'))}, LCP ${fmt(median('lcp'))}`,
  )
}
await browser.close()
await server.close()
