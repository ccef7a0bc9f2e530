/**
 * `npm run bench`: builds, then runs every benchmark of the project and prints one table
 * of figures beside their goals — the budget lines of the build, Lighthouse (mobile, simulated,
 * median of 5) on `/` and `/demo/cms.html`, idle and again with one core kept busy, the lobby (data to first tiles, longest task paging
 * 10,000 games), home in a phone-sized page (bench-home: blocking time, CLS, LCP), and the reference
 * server under 200 visitors. Nothing here is asserted: the figures move with the machine, so compare
 * runs made on one machine in one state. Loopback only; every server and browser stops by itself.
 *
 *   npm run bench
 *   node scripts/bench.mjs --quick      1 Lighthouse run a page, 10 s of load
 */
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const quick = process.argv.includes('--quick')

/** Runs a node script of the project; answers what it printed. */
function run(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] })
    let out = ''
    child.stdout.on('data', (chunk) => (out += chunk))
    child.once('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${args.join(' ')} exited ${code}\n${out}`)),
    )
  })
}

const pick = (text, re) => re.exec(text)?.[1] ?? '?'
const rows = []
const row = (area, figure, value, goal) => rows.push([area, figure, String(value), goal])

console.error('building …')
const build = await run(['build.mjs'])
/** A budget line of the build's table: its brotli size and the ceiling the build holds it to. */
const sizeRow = (figure, label) => {
  const [, size = '?', ceiling = '?'] =
    new RegExp(`${label}\\s+\\S+ KB\\s+\\S+ KB\\s+(\\S+ KB)\\s+\\w+\\s+≤ (\\S+ KB)`).exec(build) ?? []
  row('sizes', figure, size, `≤ ${ceiling}`)
}
sizeRow('runtime (brotli)', 'shared runtime \\(\\d+ files\\)')
sizeRow('loader (brotli)', 'loader\\.js')
sizeRow('five widgets, native sanitiser', 'native sanitiser: the five on one page')
sizeRow('five widgets, DOMPurify (no setHTML)', 'DOMPurify \\(no setHTML\\): the five')

for (const busy of [false, true]) {
  console.error(`Lighthouse${busy ? ', one core kept busy' : ''} …`)
  const lighthouse = JSON.parse(
    await run([
      'scripts/bench-lighthouse.mjs',
      '--json',
      '--runs',
      quick ? '1' : '5',
      ...(busy ? ['--busy'] : []),
    ]),
  )
  for (const r of lighthouse) {
    const area = `Lighthouse ${r.page}${busy ? ' (busy)' : ''}`
    row(area, 'performance', r.score, busy ? '≥ 90' : '≥ 95')
    row(area, 'LCP / TBT / CLS', `${r.lcp} ms / ${r.tbt} ms / ${r.cls}`, '≤ 2000 / ≤ 150 / ≤ 0.02')
    row(
      area,
      'longest main-thread task',
      // Lighthouse lists at most 20 long tasks.
      r.longestTask
        ? `${r.longestTask} ms (${r.longTasks >= 20 ? '20 or more' : r.longTasks} over 50)`
        : 'none over 50 ms',
      'none over 50 ms',
    )
    row(
      area,
      'JS before idle (before FCP)',
      `${r.jsKb} KB in ${r.jsRequests} (${r.jsBeforeFcp})`,
      r.page === '/' ? '≤ 20 requests' : '',
    )
  }
}

console.error('lobby …')
const lobby = await run(['scripts/bench-lobby.mjs'])
row(
  'lobby',
  'data to first tiles painted',
  pick(lobby, /data to first tiles painted:\s+(\d+ ms)/),
  '≤ 100 ms',
)
row(
  'lobby',
  'longest task paging 10,000 games',
  pick(lobby, /longest task paging to the last:\s+([^(]+)/).trim(),
  'none over 50 ms',
)

console.error('home …')
const home = await run(['scripts/bench-home.mjs', '--runs', '1', '--cpu', '4'])
row('home (phone, CPU ×4)', 'blocking time', pick(home, /blocking (\S+ ms)/), '≤ 150 ms')
row('home (phone, CPU ×4)', 'CLS while loading', pick(home, /CLS while loading ([\d.]+)/), '≤ 0.02')
row('home (phone, CPU ×4)', 'LCP', pick(home, /LCP (\S+ ms)/), '≤ 2000 ms')

console.error('server under load …')
const load = JSON.parse(await run(['scripts/bench-load.mjs', '--json', '--seconds', quick ? '10' : '30']))
row('server, 200 visitors', 'requests/s', load.perSecond, '≥ 1,500')
row('server, 200 visitors', 'errors', load.errors, '0')
row(
  'server, 200 visitors',
  'p50 / p95 / max',
  `${load.p50} / ${load.p95} / ${load.max} ms`,
  'p95 ≤ 200, none over 2,000',
)

const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => r[i].length)))
const line = (r) => r.map((cell, i) => cell.padEnd(widths[i])).join('  ')
console.log(line(['area', 'figure', 'measured', 'goal']))
console.log(widths.map((w) => '-'.repeat(w)).join('  '))
for (const r of rows) console.log(line(r))
