/**
 * Runs the browser tests against the built bundle in real Chromium.
 *
 *   node tests/browser/run.mjs              every tests/browser/*.browser.mjs
 *   node tests/browser/run.mjs captcha      only tests whose name contains "captcha" (any case)
 *
 * A test file exports a list of `{ name, fn }` (or named async functions). Tests run in two lanes
 * (LOBBYKIT_BROWSER_WORKERS), each lane's one after another, each in a fresh browser context after a
 * fresh `/demo/api/reset` of its lane's server; `fn(t)` gets the
 * helpers below. A test passes when it returns and its pages logged no console or page error.
 * A failed test runs once more; one that passes then is FLAKY (see MAX_FLAKY). Prints one line per
 * test and ends with `N passed, N failed`; exits 1 on any failure. A failed test leaves a screenshot
 * of each of its pages in test-results/ and prints where they were and what they showed.
 */
import { existsSync } from 'node:fs'
import { mkdir, readdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL, fileURLToPath } from 'node:url'
import {
  RESULTS,
  ROOT,
  demoApi,
  launchBrowser,
  platformApi,
  snapshotRoot,
  startDemoServer,
  startFixtureServer,
  watchPage,
} from './harness.mjs'

const HERE = fileURLToPath(new URL('.', import.meta.url))
const TEST_TIMEOUT_MS = 45_000
const ACTION_TIMEOUT_MS = 8_000
const filter = (process.argv[2] ?? '').toLowerCase()

const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
if (!existsSync(chromiumPath)) {
  console.error(
    `Chromium is not at ${chromiumPath}: install Debian's (apt-get install -y chromium) or set CHROMIUM_PATH.`,
  )
  process.exit(1)
}

if (!existsSync(join(ROOT, 'dist', 'manifest.json'))) {
  console.error('dist/manifest.json is missing: build the bundle first (node build.mjs).')
  process.exit(1)
}

/** @typedef {{ name: string, fn: (t: TestContext) => Promise<void>, announcements?: boolean, consent?: boolean, afterLogin?: boolean }} Test */

/** @returns {Promise<Test[]>} */
async function discover() {
  const files = (await readdir(HERE)).filter((f) => f.endsWith('.browser.mjs')).sort()
  /** @type {Test[]} */
  const tests = []
  for (const file of files) {
    const mod = await import(pathToFileURL(join(HERE, file)).href)
    for (const [exportName, value] of Object.entries(mod)) {
      if (typeof value === 'function') tests.push({ name: exportName, fn: value })
      else if (Array.isArray(value))
        for (const test of value) if (test && typeof test.fn === 'function') tests.push(test)
    }
  }
  return tests.filter((test) => !filter || test.name.toLowerCase().includes(filter))
}

/** A file name for a test's screenshot. */
function slug(name) {
  return name
    .replace(/[^A-Za-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
}

const started = Date.now()
const tests = await discover()
const snapshot = await snapshotRoot()
await mkdir(RESULTS, { recursive: true })

/**
 * Tests run in WORKERS lanes at once (LOBBYKIT_BROWSER_WORKERS, default 2: one per core of the CI
 * machine). Each lane has its own reference server (its own in-memory database, reset before each of
 * its tests), fixture server and Chromium, so lanes share no state; a lane takes the next test when
 * its last one ends.
 */
const WORKERS = Math.max(1, Math.min(4, Number(process.env.LOBBYKIT_BROWSER_WORKERS ?? 2) || 1))

/** @typedef {{ server: Awaited<ReturnType<typeof startDemoServer>>, fixtures: Awaited<ReturnType<typeof startFixtureServer>>, browser: import('playwright-core').Browser }} Lane */

/** @returns {Promise<Lane>} */
async function openLane() {
  const server = await startDemoServer(snapshot.root)
  const fixtures = await startFixtureServer(server.url)
  const browser = await launchBrowser()
  return { server, fixtures, browser }
}

/**
 * What a test receives.
 * @typedef {Awaited<ReturnType<typeof createContext>>} TestContext
 */
async function createContext(test, { server, fixtures, browser }) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    colorScheme: 'light',
    locale: 'en-GB',
  })
  context.setDefaultTimeout(ACTION_TIMEOUT_MS)
  // The announcement popup opens on a first visit (ANN-10) and covers the page. Only tests marked
  // `announcements: true` are about it; every other test starts its session with it closed.
  if (!test.announcements)
    await context.addInitScript(
      () =>
        sessionStorage.getItem('lobbykit:lobbykit:closed') ||
        sessionStorage.setItem('lobbykit:lobbykit:closed', 'A,B,F'),
    )
  // The after-login popup (POP-11, LOGIN-25) covers the page after a login: only tests marked
  // `afterLogin: true` are about it; every other test starts its session with it already shown.
  if (!test.afterLogin)
    await context.addInitScript(
      () =>
        sessionStorage.getItem('lobbykit:lobbykit:afterLogin') ||
        sessionStorage.setItem('lobbykit:lobbykit:afterLogin', '1'),
    )
  // The site's analytics consent bar (SYS-9) sits at the foot of the view: only tests marked
  // `consent: true` are about it; every other test starts as a visitor who declined.
  if (!test.consent)
    await context.addInitScript(
      () =>
        localStorage.getItem('lobbykit:lobbykit:analyticsConsent') ||
        localStorage.setItem('lobbykit:lobbykit:analyticsConsent', 'denied'),
    )
  /** @type {{ page: import('playwright-core').Page, watch: ReturnType<typeof watchPage> }[]} */
  const pages = []
  /** @type {RegExp[]} */
  // The demo's dead mirror (SPEED-9) is dead on purpose: Chromium logs each failed ping to it.
  const allowed = [/dead\.localhost:\d+\/ping\.txt/]
  const newPage = async () => {
    const page = await context.newPage()
    pages.push({ page, watch: watchPage(page) })
    return page
  }
  const page = await newPage()
  return {
    name: test.name,
    /** The reference server (API, bundle and demo pages). */
    base: server.url,
    /** The demo control page and API (their own loopback port). */
    control: server.controlUrl,
    /** The second loopback origin serving tests/browser/fixtures. */
    fixtures: fixtures.url,
    fixtureHits: fixtures.hits,
    browser,
    context,
    page,
    newPage,
    /** The watcher (errors, requests by path) of `p` (default: the first page). */
    watch: (p = page) => /** @type {ReturnType<typeof watchPage>} */ (pages.find((x) => x.page === p)?.watch),
    /** Console errors matching `pattern` do not fail this test (say why at the call). */
    allowErrors: (pattern) => allowed.push(pattern),
    demo: (method, path, body) => demoApi(server.url, method, path, body),
    api: (path, options) => platformApi(server.url, path, options),
    /** Saves a screenshot to test-results/<name>.png and answers its path. */
    screenshot: async (name, p = page, options = {}) => {
      const path = join(RESULTS, `${name}.png`)
      await p.screenshot({ path, ...options })
      return path
    },
    /** Console and page errors of every page of this test not allowed by `allowErrors`. */
    errors: () => pages.flatMap((x) => x.watch.errors).filter((e) => !allowed.some((re) => re.test(e))),
    pages: () => pages.map((x) => x.page),
  }
}

/**
 * The text a page shows in its <main> (else its body), shadow roots included, folded to one line of at most 600 characters: what a
 * failure's screenshot would have shown, for a log that keeps no files.
 * @param {import('playwright-core').Page} page
 */
async function shownText(page) {
  const text = await page
    .evaluate(() => {
      /** @param {Node} node @returns {string} */
      const walk = (node) => {
        if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? ''
        if (!(node instanceof Element) || /^(STYLE|SCRIPT|TEMPLATE)$/.test(node.tagName)) return ''
        const children = [...(node.shadowRoot?.childNodes ?? []), ...node.childNodes]
        return children.map(walk).join(' ')
      }
      /** @param {ParentNode} root @returns {Element | null} the first <main>, shadow roots included */
      const findMain = (root) => {
        const direct = root.querySelector('main')
        if (direct) return direct
        for (const el of root.querySelectorAll('*')) {
          const inner = el.shadowRoot && findMain(el.shadowRoot)
          if (inner) return inner
        }
        return null
      }
      const main = findMain(document)
      return main ? `main: ${walk(main)}` : walk(document.body)
    })
    .catch((error) => `(unreadable: ${error.message})`)
  const folded = text.replace(/\s+/g, ' ').trim()
  return folded.length > 600 ? `${folded.slice(0, 600)}…` : folded
}

/**
 * A test that fails is run once more, in a fresh context on a freshly reset server. Chromium on a
 * loaded two-core machine occasionally loses a race a test did not foresee; a second failure is a
 * failure. A pass on the second try is reported as FLAKY, with what the first try printed, and more
 * than MAX_FLAKY of them fail the run: a suite that needs many second tries has a real problem.
 */
const MAX_FLAKY = Math.max(0, Number(process.env.LOBBYKIT_BROWSER_MAX_FLAKY ?? 2) || 0)

// A test may leave a promise behind (a waitForRequest it meant to await after a step that threw, or
// that timed out before its await): its rejection is reported here instead of ending every lane's run.
// A promise the test does await still throws there, and fails that test.
process.on('unhandledRejection', (reason) => {
  const text = reason instanceof Error ? reason.message.split('\n')[0] : String(reason)
  console.log(`note: a test left a promise that rejected before it was awaited: ${text}`)
})

let passed = 0
let failed = 0
let next = 0
/** @type {string[]} the tests that passed only on their second try */
const flaky = []

/** Runs tests from the shared queue on one lane until the queue is empty. @param {Lane} lane */
async function runLane(lane) {
  for (let test = tests[next++]; test; test = tests[next++]) await runTest(test, lane)
}

/** Prints a report's lines indented under its test, without the runtime's stack lines. @param {string} text */
const printIndented = (text) =>
  console.log(
    text
      .split('\n')
      .filter((line) => !/node:internal|node_modules/.test(line))
      .map((line) => `     ${line}`)
      .join('\n'),
  )

/** @param {Test} test @param {Lane} lane */
async function runTest(test, lane) {
  // A failure screenshot from an earlier run must not outlive a pass.
  for (const file of await readdir(RESULTS))
    if (file.startsWith(slug(test.name))) await rm(join(RESULTS, file), { force: true })
  const first = await attempt(test, lane)
  if (!first.failure) {
    passed++
    console.log(`ok   ${test.name} (${first.seconds} s)`)
    return
  }
  const second = await attempt(test, lane)
  if (!second.failure) {
    passed++
    flaky.push(test.name)
    console.log(
      `FLAKY ${test.name} (failed in ${first.seconds} s, passed on its second try in ${second.seconds} s)`,
    )
    printIndented(`the first try:\n${first.failure}`)
    return
  }
  failed++
  console.log(`FAIL ${test.name} (${first.seconds} s, again in ${second.seconds} s)`)
  printIndented(first.failure)
  printIndented(`the second try:\n${second.failure}`)
}

/**
 * One run of a test on its lane after a reset of the lane's server: answers how long it took and, when
 * it failed, what to print (the error, what the pages logged, where they were and what they showed).
 * @param {Test} test @param {Lane} lane @returns {Promise<{ seconds: string, failure: string | null }>}
 */
async function attempt(test, lane) {
  const t0 = Date.now()
  /** @type {TestContext | undefined} */
  let t
  let failure
  try {
    await demoApi(lane.server.url, 'POST', '/demo/api/reset')
    t = await createContext(test, lane)
    let timer
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`test timed out after ${TEST_TIMEOUT_MS / 1000} s`)),
        TEST_TIMEOUT_MS,
      )
    })
    await Promise.race([test.fn(t), timeout]).finally(() => clearTimeout(timer))
    const errors = t.errors()
    if (errors.length) throw new Error(`the page logged ${errors.length} error(s):\n${errors.join('\n')}`)
  } catch (error) {
    failure = error
  }
  let text = null
  if (failure) {
    text = failure instanceof Error ? failure.stack || failure.message : String(failure)
    if (t) {
      // What the pages logged is often the reason: show it with the failure.
      const logged = t.errors()
      if (logged.length && !String(failure?.message ?? '').startsWith('the page logged'))
        text += `\nthe page also logged:\n${logged.join('\n')}`
      for (const [i, p] of t.pages().entries()) {
        if (p.isClosed()) continue
        const file = join(RESULTS, `${slug(test.name)}${i ? `-page${i + 1}` : ''}.png`)
        await p.screenshot({ path: file, fullPage: true, timeout: 5000 }).catch(() => {})
        // CI keeps no screenshots: where each page was and what it showed go into the log.
        text += `\npage ${i + 1} at ${p.url()}: ${await shownText(p)}`
      }
    }
  }
  await t?.context.close().catch(() => {})
  return { seconds: ((Date.now() - t0) / 1000).toFixed(1), failure: text }
}

const lanes = await Promise.all(Array.from({ length: Math.min(WORKERS, tests.length || 1) }, openLane))
await Promise.all(lanes.map(runLane))
for (const lane of lanes) {
  await lane.browser.close()
  await lane.fixtures.close()
  await lane.server.close()
}
await snapshot.remove()
console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s)`)
console.log(`${passed} passed, ${failed} failed`)
if (flaky.length) {
  console.log(`${flaky.length} passed only on a second try (at most ${MAX_FLAKY} may):`)
  for (const name of flaky) console.log(`     ${name}`)
}
process.exit(failed || flaky.length > MAX_FLAKY || !tests.length ? 1 : 0)
