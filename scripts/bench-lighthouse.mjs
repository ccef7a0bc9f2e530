/**
 * Lighthouse 12 (mobile, simulated throttling) on the full site's home page and on the operator page
 * with the five design-card widgets, in Debian's Chromium, against the reference server (in-memory
 * database, loopback). Prints the median of N runs per page: performance score, FCP, LCP, TBT, CLS,
 * the longest main-thread task (Lighthouse's long-tasks audit, in the simulated 4× slower CPU's
 * time; "< 50" when none reaches 50 ms), JS transferred and its requests until the network is idle,
 * and the JS requests that start before the first contentful paint.
 *
 *   node scripts/bench-lighthouse.mjs                 5 runs of / and /demo/cms.html
 *   node scripts/bench-lighthouse.mjs --busy          the same with one core kept busy by a spinning
 *                                                     process, as on a phone doing other work
 *   node scripts/bench-lighthouse.mjs --runs 1 --json one JSON line (npm run bench reads it)
 *
 * Needs dist/ (node build.mjs). Nothing leaves the machine.
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { startServer } from './server.mjs'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const { values: opts } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    json: { type: 'boolean', default: false },
    busy: { type: 'boolean', default: false },
    pages: { type: 'string', default: '/,/demo/cms.html' },
  },
})
if (!existsSync(join(ROOT, 'dist', 'manifest.json'))) {
  console.error('dist/ is missing: run node build.mjs first (npm run bench does).')
  process.exit(1)
}
const RUNS = Number(opts.runs)
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

process.env.LOBBYKIT_SCRYPT_LOG2N ??= '14'
const server = await startServer({ port: 0, dbFile: ':memory:', root: ROOT })
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
})

const median = (/** @type {number[]} */ xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

/** One Lighthouse run: the figures of its report. @param {string} url */
async function measure(url) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
  })
  const lhr = /** @type {any} */ (result).lhr
  const audit = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? NaN
  const requests = /** @type {any[]} */ (lhr.audits['network-requests']?.details?.items ?? [])
  const scripts = requests.filter((r) => r.resourceType === 'Script')
  const longTasks = /** @type {{ duration: number }[]} */ (lhr.audits['long-tasks']?.details?.items ?? [])
  const fcp = audit('first-contentful-paint')
  // The observed (unthrottled) FCP orders the requests of this load.
  const observedFcp = lhr.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint ?? Infinity
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: Math.round(fcp),
    lcp: Math.round(audit('largest-contentful-paint')),
    tbt: Math.round(audit('total-blocking-time')),
    cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    // Tasks of 50 ms and more (simulated CPU); 0 when there is none.
    longestTask: Math.round(Math.max(0, ...longTasks.map((task) => task.duration))),
    longTasks: longTasks.length,
    jsKb: Math.round(scripts.reduce((n, r) => n + (r.transferSize ?? 0), 0) / 102.4) / 10,
    jsRequests: scripts.length,
    jsBeforeFcp: scripts.filter((r) => r.networkRequestTime < observedFcp).length,
  }
}

/** One core kept busy for the whole run (`--busy`): a child process that spins until it is killed. */
const spinner = opts.busy ? spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }) : null

const rows = []
try {
  for (const path of opts.pages.split(',')) {
    const runs = []
    for (let i = 0; i < RUNS; i++) runs.push(await measure(server.url + path))
    const row = { page: path, runs: RUNS, busy: opts.busy }
    for (const key of Object.keys(runs[0])) row[key] = median(runs.map((r) => r[key]))
    rows.push(row)
  }
} finally {
  spinner?.kill()
  await chrome.kill()
  await server.close()
}

if (opts.json) console.log(JSON.stringify(rows))
else {
  console.log(
    `Lighthouse 12, mobile, simulated throttling, median of ${RUNS}${opts.busy ? ', one core kept busy' : ''}`,
  )
  console.log(
    'page              score   FCP ms   LCP ms   TBT ms    CLS  longest task  tasks ≥ 50  JS KB  JS req  JS before FCP',
  )
  for (const r of rows)
    console.log(
      `${r.page.padEnd(17)} ${String(r.score).padStart(5)} ${String(r.fcp).padStart(8)} ${String(r.lcp).padStart(8)} ${String(r.tbt).padStart(8)} ${String(r.cls).padStart(6)} ${(r.longestTask ? `${r.longestTask} ms` : '< 50 ms').padStart(13)} ${String(r.longTasks).padStart(11)} ${String(r.jsKb).padStart(7)} ${String(r.jsRequests).padStart(7)} ${String(r.jsBeforeFcp).padStart(14)}`,
    )
}
