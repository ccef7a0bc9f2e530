/**
 * Builds lobbykit into dist/.
 *
 *   node build.mjs            build once, print sizes, exit 1 on an error or an exceeded budget
 *   node build.mjs --watch    rebuild on change (budgets reported, not fatal)
 *   LK_META=<file> node build.mjs   also writes esbuild's metafile there (`npm run size:why` reads it)
 *
 * Outputs: dist/loader.js (classic IIFE the operator includes), dist/runtime-[hash].js (shared
 * runtime, ESM), dist/<tag>-[hash].js (one entry per widget, ESM, code-split), custom-elements.json
 * and dist/lobbykit.d.ts (HTMLElementTagNameMap + JSX intrinsic elements).
 */
import * as esbuild from 'esbuild'
import { readFile, writeFile, mkdir, rm, readdir } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { brotliCompressSync, gzipSync, constants } from 'node:zlib'
import { join, relative, dirname, basename } from 'node:path'
import { fileURLToPath } from 'node:url'
import { WIDGETS } from './widgets/manifest.mjs'
import { DOMPURIFY_FILE, trimDompurify } from './scripts/dompurify-trim.mjs'

const ROOT = dirname(fileURLToPath(import.meta.url))
const DIST = join(ROOT, 'dist')
const WATCH = process.argv.includes('--watch')

/** Brotli budgets in bytes (DESIGN.md "Budgets"). */
const BUDGET = {
  loader: 1.2 * 1024,
  runtime: 24 * 1024,
  widget: 8 * 1024,
  widgetLarge: 14 * 1024,
  fiveWidgets: 55 * 1024,
}
const LARGE_WIDGETS = new Set(['game-lobby', 'lobbykit-site'])
const DESIGN_CARD_FIVE = ['game-lobby', 'game-tile', 'member-login', 'announcement-popup', 'speed-tester']

/** `import css from './x.css?raw'` → the file's text (also how vitest reads it). */
const rawPlugin = {
  name: 'raw',
  setup(build) {
    build.onResolve({ filter: /\?raw$/ }, (args) => ({
      path: join(args.resolveDir, args.path.replace(/\?raw$/, '')),
      namespace: 'raw',
    }))
    build.onLoad({ filter: /.*/, namespace: 'raw' }, async (args) => ({
      contents: (await esbuild.transform(await readFile(args.path, 'utf8'), { loader: 'css', minify: true, target: CSS_TARGET })).code.trim(),
      loader: 'text',
    }))
  },
}

/** DOMPurify's unused Babel helpers cut (scripts/dompurify-trim.mjs: fails the build on any surprise). */
const dompurifyTrimPlugin = {
  name: 'dompurify-trim',
  setup(build) {
    build.onLoad({ filter: DOMPURIFY_FILE }, async (args) => ({ contents: trimDompurify(await readFile(args.path, 'utf8')), loader: 'js' }))
  },
}

/** Browsers the CSS may be lowered for (esbuild keeps modern syntax these support). */
const CSS_TARGET = ['chrome100', 'safari15', 'firefox100']

const common = {
  bundle: true,
  minify: true,
  legalComments: 'none',
  target: 'es2022',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
  alias: {
    react: 'preact/compat',
    'react-dom': 'preact/compat',
    'react-dom/client': 'preact/compat/client',
    'react/jsx-runtime': 'preact/jsx-runtime',
    // rosetta's helper: its "browser" field is a UMD build that drags esbuild's CommonJS interop into
    // a chunk of its own; the package's ESM build is the same three lines.
    dlv: 'dlv/dist/dlv.es.js',
  },
  jsx: 'automatic',
  jsxImportSource: 'preact',
}

async function buildModules() {
  const entryPoints = { runtime: join(ROOT, 'widgets/kit/runtime.ts') }
  for (const tag of WIDGETS) entryPoints[tag] = join(ROOT, `widgets/${tag}/index.ts`)
  const result = await esbuild.build({
    ...common,
    entryPoints,
    outdir: DIST,
    format: 'esm',
    splitting: true,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    metafile: true,
    plugins: [rawPlugin, dompurifyTrimPlugin],
  })
  if (process.env.LK_META) await writeFile(process.env.LK_META, JSON.stringify(result.metafile))
  return { metafile: result.metafile, entryPoints }
}

/** Maps entry name → output file (relative to dist), each output's static imports and its lazy ones. */
function readGraph({ metafile, entryPoints }) {
  const nameOf = new Map(Object.entries(entryPoints).map(([name, path]) => [relative(ROOT, path), name]))
  const entries = {}
  const imports = {}
  const lazy = {}
  const lazyEntries = {}
  for (const [file, out] of Object.entries(metafile.outputs)) {
    if (file.endsWith('.map')) continue
    const rel = relative(DIST, join(ROOT, file))
    const edges = (kind) => out.imports.filter((i) => i.kind === kind).map((i) => relative(DIST, join(ROOT, i.path)))
    imports[rel] = edges('import-statement')
    lazy[rel] = edges('dynamic-import')
    // Lazy imports (a dictionary, a rarely needed form) are entry points too, but not ours.
    const name = out.entryPoint && nameOf.get(out.entryPoint)
    if (name) entries[name] = rel
    else if (out.entryPoint) lazyEntries[out.entryPoint] = rel
  }
  return { entries, lazyEntries, imports, lazy }
}

function closure(start, imports, exclude = new Set()) {
  const seen = new Set()
  const stack = [start]
  while (stack.length) {
    const file = stack.pop()
    if (seen.has(file) || exclude.has(file)) continue
    seen.add(file)
    stack.push(...(imports[file] ?? []))
  }
  return seen
}

async function buildLoader(manifest) {
  await esbuild.build({
    ...common,
    entryPoints: [join(ROOT, 'loader/loader.ts')],
    outfile: join(DIST, 'loader.js'),
    format: 'iife',
    define: { ...common.define, __LK_MANIFEST__: JSON.stringify(manifest) },
  })
}

const sizes = new Map()
async function sizeOf(rel) {
  if (!sizes.has(rel)) {
    const data = await readFile(join(DIST, rel))
    sizes.set(rel, {
      raw: data.length,
      gzip: gzipSync(data, { level: 9 }).length,
      brotli: brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    })
  }
  return sizes.get(rel)
}

async function sum(files) {
  const total = { raw: 0, gzip: 0, brotli: 0 }
  for (const f of files) {
    const s = await sizeOf(f)
    total.raw += s.raw
    total.gzip += s.gzip
    total.brotli += s.brotli
  }
  return total
}

const kb = (n) => `${(n / 1024).toFixed(2)} KB`.padStart(10)

async function report(graph) {
  const failures = []
  const rows = []
  const check = (label, files, total, budget) => {
    const ok = budget === undefined || total.brotli <= budget
    rows.push(`${label.padEnd(34)}${kb(total.raw)}${kb(total.gzip)}${kb(total.brotli)}  ${budget ? `${ok ? 'ok  ' : 'OVER'} ≤ ${kb(budget).trim()}` : ''}`)
    if (!ok) failures.push(`${label}: ${kb(total.brotli).trim()} brotli > ${kb(budget).trim()}`)
  }
  rows.push(`${'output'.padEnd(34)}${'raw'.padStart(10)}${'gzip'.padStart(10)}${'brotli'.padStart(10)}`)
  check('loader.js', ['loader.js'], await sum(['loader.js']), BUDGET.loader)
  const runtime = closure(graph.entries.runtime, graph.imports)
  check(`shared runtime (${runtime.size} files)`, runtime, await sum(runtime), BUDGET.runtime)
  const perWidget = {}
  for (const tag of WIDGETS) perWidget[tag] = closure(graph.entries[tag], graph.imports, runtime)
  // DESIGN "one widget's own chunk": its entry and the chunks only it loads. Chunks two widgets
  // share (kit components, validation) are reported once below and bounded by the page totals.
  const users = new Map()
  for (const files of Object.values(perWidget)) for (const f of files) users.set(f, (users.get(f) ?? 0) + 1)
  for (const tag of WIDGETS) {
    const own = new Set([...perWidget[tag]].filter((f) => users.get(f) === 1))
    check(`  ${tag} (${own.size} files)`, own, await sum(own), LARGE_WIDGETS.has(tag) ? BUDGET.widgetLarge : BUDGET.widget)
    check(`    with shared widget chunks`, perWidget[tag], await sum(perWidget[tag]))
  }
  const shared = new Set([...users].filter(([, n]) => n > 1).map(([f]) => f))
  if (shared.size) check(`  shared widget chunks (${shared.size} files)`, shared, await sum(shared))
  // DESIGN "the five design-card widgets on one page, all JS incl. DOMPurify", enforced: the loader,
  // the runtime, everything the five import statically (what they need for their first render) and
  // the sanitiser chunk with DOMPurify (fetched with the first announcement the popup shows). Chunks
  // the five load only on a user's later action (the SMS login tab, the forced password change, the
  // captcha after failed logins) are not in it; the line below counts every chunk the five can reach.
  const five = DESIGN_CARD_FIVE.filter((t) => perWidget[t])
  const fiveFiles = new Set(['loader.js', ...runtime, ...five.flatMap((t) => [...perWidget[t]])])
  if (!graph.lazyEntries['core/sanitize.ts']) throw new Error('core/sanitize.ts is no chunk of its own: the five-widget line cannot find DOMPurify')
  const sanitiser = closure(graph.lazyEntries['core/sanitize.ts'], graph.imports)
  const fiveFirst = new Set([...fiveFiles, ...sanitiser])
  check(`loader+runtime+${five.join(',') || 'none'}`, fiveFiles, await sum(fiveFiles))
  check(`  … + DOMPurify: the five on one page`, fiveFirst, await sum(fiveFirst), BUDGET.fiveWidgets)
  // Shown, not enforced: every chunk the five can ever load (other languages' `ur-*` dictionaries left out).
  const everyEdge = Object.fromEntries(Object.keys(graph.imports).map((f) => [f, [...graph.imports[f], ...graph.lazy[f]].filter((g) => !/(^|\/)ur-[^/]*\.js$/.test(g))]))
  const fiveLazy = new Set(['loader.js', ...runtime, ...five.flatMap((t) => [...closure(graph.entries[t], everyEdge)])])
  check(`  … + every lazy chunk they reach`, fiveLazy, await sum(fiveLazy))
  const all = (await listFiles(DIST)).filter((f) => f.endsWith('.js'))
  check(`everything (${all.length} js files)`, all, await sum(all))
  console.log(rows.join('\n'))
  return failures
}

async function listFiles(dir, prefix = '') {
  const out = []
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const rel = join(prefix, entry.name)
    if (entry.isDirectory()) out.push(...(await listFiles(join(dir, entry.name), rel)))
    else out.push(rel)
  }
  return out
}

async function writeDeclarations() {
  const { writeManifests } = await import('./scripts/element-docs.mjs')
  await writeManifests({ root: ROOT, dist: DIST, widgets: WIDGETS })
}

async function buildAll() {
  const started = performance.now()
  await rm(DIST, { recursive: true, force: true })
  await mkdir(DIST, { recursive: true })
  const graph = readGraph(await buildModules())
  const manifest = { runtime: graph.entries.runtime, tags: Object.fromEntries(WIDGETS.map((t) => [t, graph.entries[t]])) }
  await writeFile(join(DIST, 'manifest.json'), JSON.stringify(manifest, null, 2))
  await buildLoader(manifest)
  await writeDeclarations()
  const failures = await report(graph)
  console.log(`built in ${Math.round(performance.now() - started)} ms`)
  return failures
}

if (WATCH) {
  const { watch } = await import('node:fs')
  let timer
  const rebuild = () => buildAll().catch((e) => console.error(e.message))
  await rebuild()
  for (const dir of ['core', 'widgets', 'loader']) {
    if (existsSync(join(ROOT, dir))) watch(join(ROOT, dir), { recursive: true }, () => {
      clearTimeout(timer)
      timer = setTimeout(rebuild, 100)
    })
  }
} else {
  try {
    const failures = await buildAll()
    if (failures.length) {
      console.error(`\nbudget exceeded:\n  ${failures.join('\n  ')}`)
      process.exit(1)
    }
  } catch (error) {
    console.error(error.message ?? error)
    process.exit(1)
  }
}
