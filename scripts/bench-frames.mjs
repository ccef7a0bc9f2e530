/**
 * Where the first load's main-thread time goes: opens each page in Chromium at 390 × 844 with the CPU
 * slowed down (4× by default, as Lighthouse's mobile run), records every long animation frame
 * (the Long Animation Frames API) until the network is idle, and prints each frame that blocked input
 * with the scripts that ran in it: which file, which function, what started it (a classic or module
 * script, a resolved import, a timer), for how long. Also counts the JavaScript requests until idle.
 *
 *   node scripts/bench-frames.mjs                       / and /demo/cms.html, CPU 4×
 *   node scripts/bench-frames.mjs --pages / --cpu 6
 *
 * Needs dist/ (node build.mjs). Loopback only; the server and browser stop by themselves.
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
    pages: { type: 'string', default: '/,/demo/cms.html' },
    cpu: { type: 'string', default: '4' },
  },
})
if (!existsSync(join(ROOT, 'dist', 'manifest.json'))) {
  console.error('dist/ is missing: run node build.mjs first.')
  process.exit(1)
}
process.env.LOBBYKIT_SCRYPT_LOG2N ??= '14'
const server = await startServer({ port: 0, dbFile: ':memory:', root: ROOT })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
})
/** Frames are recorded from the first script on: an init script observes them, buffered. */
function observeFrames() {
  const frames = []
  Object.defineProperty(window, '__frames', { value: frames })
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries())
      frames.push({
        start: Math.round(frame.startTime),
        duration: Math.round(frame.duration),
        blocking: Math.round(frame.blockingDuration),
        scripts: frame.scripts.map((s) => ({
          file: (s.sourceURL || '').replace(/^.*\/(dist|demo)\//, '$1/'),
          fn: s.sourceFunctionName,
          by: `${s.invokerType} ${s.invoker}`.replace(/https?:\/\/[^ ]*\//g, ''),
          duration: Math.round(s.duration),
          layout: Math.round(s.forcedStyleAndLayoutDuration),
        })),
      })
  }).observe({ type: 'long-animation-frame', buffered: true })
}
try {
  for (const path of opts.pages.split(',')) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(opts.cpu) })
    await page.addInitScript(observeFrames)
    let scripts = 0
    page.on('request', (request) => void (request.resourceType() === 'script' && scripts++))
    await page.goto(server.url + path, { waitUntil: 'networkidle' })
    const frames = /** @type {any[]} */ (await page.evaluate(() => /** @type {any} */ (window).__frames))
    const blocking = frames.filter((f) => f.blocking > 0)
    console.log(
      `${path}: CPU ${opts.cpu}×, ${scripts} JS requests until idle, ${blocking.length} frames blocked input for ` +
        `${blocking.reduce((n, f) => n + f.blocking, 0)} ms; longest frame ${Math.max(0, ...frames.map((f) => f.duration))} ms`,
    )
    for (const frame of blocking) {
      console.log(`  at ${frame.start} ms: ${frame.duration} ms, ${frame.blocking} ms blocking`)
      for (const s of frame.scripts.filter((s) => s.duration >= 5))
        console.log(
          `    ${String(s.duration).padStart(4)} ms  ${s.by}  ${s.file}${s.fn ? ` ${s.fn}()` : ''}` +
            (s.layout ? `  (forced style/layout ${s.layout} ms)` : ''),
        )
    }
    await context.close()
  }
} finally {
  await browser.close()
  await server.close()
}
