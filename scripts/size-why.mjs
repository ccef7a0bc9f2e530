/**
 * What fills each budget line: builds with LK_META (build.mjs writes esbuild's metafile there), then
 * prints, for the shared runtime and for the five design-card widgets' first render + DOMPurify,
 * the files of the line and the biggest inputs (minified bytes each contributes). The operators'
 * bundle (dist/), not the standalone site's (dist/site).
 *
 *   npm run size:why [-- <how many inputs, default 25>]
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants } from 'node:zlib'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const META = join(tmpdir(), `lobbykit-meta-${process.pid}.json`)
const TOP = Number(process.argv[2] ?? 25)
try {
  execFileSync(process.execPath, ['build.mjs'], {
    cwd: ROOT,
    env: { ...process.env, LK_META: META },
    stdio: 'inherit',
  })
} catch {
  // over a budget: the metafile is written all the same, which is when this script is wanted
}
const meta = JSON.parse(readFileSync(META, 'utf8'))
rmSync(META)
const outputs = meta.outputs
const entry = (path) => Object.keys(outputs).find((f) => outputs[f].entryPoint === path)
const closure = (start) => {
  const seen = new Set()
  const stack = [start]
  while (stack.length) {
    const file = stack.pop()
    if (seen.has(file)) continue
    seen.add(file)
    for (const i of outputs[file].imports) if (i.kind === 'import-statement') stack.push(i.path)
  }
  return seen
}
const brotli = (file) =>
  brotliCompressSync(readFileSync(join(ROOT, file)), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
    .length

function explain(title, all) {
  // The runtime's entry is a facade the build removes (its chunk exports the names itself).
  const files = new Set([...all].filter((f) => existsSync(join(ROOT, f))))
  let total = 0
  const rows = [...files].map((f) => [f, brotli(f)])
  for (const [, b] of rows) total += b
  console.log(
    `\n${title}: ${files.size} files, ${(total / 1024).toFixed(2)} KB brotli (the loader not included)`,
  )
  for (const [f, b] of rows.sort((a, b) => b[1] - a[1])) console.log(`  ${String(b).padStart(6)}  ${f}`)
  const inputs = new Map()
  for (const f of files)
    for (const [input, v] of Object.entries(outputs[f].inputs))
      inputs.set(input, (inputs.get(input) ?? 0) + v.bytesInOutput)
  console.log(`  biggest inputs (minified bytes):`)
  for (const [input, bytes] of [...inputs].sort((a, b) => b[1] - a[1]).slice(0, TOP))
    console.log(`  ${String(bytes).padStart(6)}  ${input.replace(/^raw:/, '')}`)
}

const runtime = closure(entry('widgets/kit/runtime.ts'))
explain('shared runtime', runtime)
const five = new Set(runtime)
for (const tag of ['game-lobby', 'game-tile', 'member-login', 'announcement-popup', 'speed-tester'])
  for (const f of closure(entry(`widgets/${tag}/index.ts`))) five.add(f)
for (const f of closure(entry('core/sanitize.ts'))) five.add(f)
explain('the five design-card widgets, first render + DOMPurify', five)
