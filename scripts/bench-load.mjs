/**
 * The reference server under load: N concurrent visitors on loopback, each looping over the calls
 * a visitor's lobby makes — system status, a page of the game list (pages 1-250, each visitor on its
 * own), hot games and the vendor lanes — for a fixed time, then prints requests/s, errors and
 * latency percentiles per call.
 *
 *   node scripts/bench-load.mjs                          200 visitors, 30 s
 *   node scripts/bench-load.mjs --visitors 50 --seconds 10
 *   node scripts/bench-load.mjs --json                   one JSON line (npm run bench reads it)
 *   node scripts/bench-load.mjs --profile /tmp/prof      the server's CPU profile (.cpuprofile) there
 *
 * The server runs in a child process of its own (its own event loop and core, as in production),
 * on a fresh database in a temporary folder, loopback only; both stop by themselves at the end.
 */
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { Agent, request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const { values: opts } = parseArgs({
  options: {
    visitors: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '30' },
    json: { type: 'boolean', default: false },
    profile: { type: 'string' },
  },
})
const VISITORS = Number(opts.visitors)
const SECONDS = Number(opts.seconds)

const HEADERS = { Merchant: 'lobbykit', Device: 'web', Language: 'EN', Accept: 'application/json' }
/** What a visitor's home page asks for, in order (api.md: modID per call). */
const CALLS = [
  ['status', '/wps/system/status', 'COMM3'],
  [
    'game list',
    // A visitor pages through the lobby: pages 1-250 of the slots, not only the first.
    (/** @type {number} */ n) =>
      `/wps/relay/GCSGAME_gameList?clientType=1&platform=1&gameType=RNG&pageNo=${(n % 250) + 1}&pageSize=30&language=EN`,
    'GAMELO3',
  ],
  [
    'hot games',
    '/wps/relay/GCSGAME_hotGamesV2?merchantCode=lobbykit&isPlatform=2&platform=1&language=EN',
    'GAMELOHOT3',
  ],
  ['vendors', '/wps/relay/GCSGAME_newGameVendor?language=EN', 'COMM3'],
]

/** Starts the reference server in a child process; answers its URL and a stop function. */
async function startChild() {
  const dir = await mkdtemp(join(tmpdir(), 'lobbykit-load-'))
  const child = spawn(
    process.execPath,
    [
      ...(opts.profile ? ['--cpu-prof', `--cpu-prof-dir=${opts.profile}`] : []),
      '--input-type=module',
      '-e',
      `import { startServer } from ${JSON.stringify(join(ROOT, 'scripts/server.mjs'))}
       const s = await startServer({ port: 0, dbFile: ${JSON.stringify(join(dir, 'load.db'))} })
       console.log('URL ' + s.url)
       process.on('SIGTERM', () => s.close().then(() => process.exit(0)))`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  const url = await new Promise((resolve, reject) => {
    let out = ''
    child.stdout.on('data', (chunk) => {
      out += chunk
      const match = /URL (\S+)/.exec(out)
      if (match) resolve(match[1])
    })
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before it listened`)))
  })
  const stop = async () => {
    child.kill('SIGTERM')
    await new Promise((resolve) => child.once('exit', resolve))
    await rm(dir, { recursive: true, force: true })
  }
  return { url: /** @type {string} */ (url), stop }
}

/** A call's path; the game list's depends on the visitor and the step. */
const pathOf = (/** @type {string | ((n: number) => string)} */ path, /** @type {number} */ n) =>
  typeof path === 'function' ? path(n) : path

const agent = new Agent({ keepAlive: true, maxSockets: VISITORS })

/** One call; answers [ms, ok]. A call that takes over 10 s is an error. */
function call(base, path, modId) {
  const t0 = performance.now()
  return new Promise((resolve) => {
    const req = request(`${base}${path}`, { agent, headers: { ...HEADERS, modID: modId } }, (res) => {
      const chunks = []
      res.on('data', (c) => chunks.push(c))
      res.on('end', () => {
        let ok = res.statusCode === 200
        try {
          ok &&= JSON.parse(Buffer.concat(chunks).toString('utf8')).success === true
        } catch {
          ok = false
        }
        resolve([performance.now() - t0, ok])
      })
    })
    req.setTimeout(10_000, () => req.destroy(new Error('timeout')))
    req.on('error', () => resolve([performance.now() - t0, false]))
    req.end()
  })
}

const pct = (/** @type {number[]} */ sorted, /** @type {number} */ p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0

const server = await startChild()
try {
  // Warm up: one of each, so the first figures are not the server's start.
  for (const [, path, mod] of CALLS) await call(server.url, pathOf(path, 0), mod)
  /** @type {Map<string, { ms: number[], errors: number }>} */
  const byCall = new Map(CALLS.map(([name]) => [name, { ms: [], errors: 0 }]))
  const end = Date.now() + SECONDS * 1000
  const visitor = async (/** @type {number} */ n) => {
    for (let i = n % CALLS.length; Date.now() < end; i++) {
      const [name, path, mod] = CALLS[i % CALLS.length]
      const [ms, ok] = await call(server.url, pathOf(path, n * 37 + i), mod)
      const entry = /** @type {{ ms: number[], errors: number }} */ (byCall.get(name))
      entry.ms.push(ms)
      if (!ok) entry.errors++
    }
  }
  const t0 = Date.now()
  await Promise.all(Array.from({ length: VISITORS }, (_, n) => visitor(n)))
  const elapsed = (Date.now() - t0) / 1000
  const all = [...byCall.values()].flatMap((e) => e.ms).sort((a, b) => a - b)
  const errors = [...byCall.values()].reduce((a, e) => a + e.errors, 0)
  const summary = {
    visitors: VISITORS,
    seconds: Math.round(elapsed * 10) / 10,
    requests: all.length,
    perSecond: Math.round(all.length / elapsed),
    errors,
    p50: Math.round(pct(all, 50)),
    p95: Math.round(pct(all, 95)),
    max: Math.round(all.at(-1) ?? 0),
    over2s: all.filter((ms) => ms > 2000).length,
  }
  if (opts.json) console.log(JSON.stringify(summary))
  else {
    console.log(`${VISITORS} visitors for ${summary.seconds} s on loopback`)
    console.log('call          requests  errors   p50 ms   p95 ms   max ms')
    for (const [name, e] of byCall) {
      const sorted = e.ms.sort((a, b) => a - b)
      console.log(
        `${name.padEnd(12)} ${String(sorted.length).padStart(9)} ${String(e.errors).padStart(7)} ${pct(sorted, 50).toFixed(0).padStart(8)} ${pct(sorted, 95).toFixed(0).padStart(8)} ${(sorted.at(-1) ?? 0).toFixed(0).padStart(8)}`,
      )
    }
    console.log(
      `all          ${String(summary.requests).padStart(9)} ${String(errors).padStart(7)} ${String(summary.p50).padStart(8)} ${String(summary.p95).padStart(8)} ${String(summary.max).padStart(8)}`,
    )
    console.log(`${summary.perSecond} requests/s, ${summary.over2s} over 2 s`)
  }
} finally {
  agent.destroy()
  await server.stop()
}
