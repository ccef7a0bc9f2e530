/**
 * Builds lobbykit into dist/.
 *
 *   node build.mjs            build once, print sizes, exit 1 on an error or an exceeded budget
 *   node build.mjs --watch    rebuild on change (budgets reported, not fatal)
 *   LK_META=<file> node build.mjs   also writes esbuild's metafile there (`npm run size:why` reads it)
 *
 * Outputs: dist/loader.js (classic IIFE the operator includes), dist/chunks/chunk-[hash].js named by
 * manifest.json's `runtime` (the shared runtime, ESM; its entry's facade is dropped),
 * dist/<tag>-[hash].js (one entry per widget, ESM, code-split), dist/reserve.css (the room each element
 * holds before its code arrives, from element.json `reserve`), custom-elements.json
 * and dist/lobbykit.d.ts (HTMLElementTagNameMap, typed events, commands, JSX intrinsic elements).
 * First it regenerates what the elements' descriptions give (widgets/<tag>/element.ts, core/event-types.ts,
 * loader/command-types.ts, the README's tables: scripts/element-docs.mjs, also `npm run docs`).
 */
import * as esbuild from 'esbuild'
import { readFile, writeFile, mkdir, rm } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { join, relative, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { WIDGETS } from './widgets/manifest.mjs'
import { planMerges } from './scripts/build/chunk-plan.mjs'
import { common, extraImports, plugins, RUNTIME_FILE, WIDGET_ENTRY } from './scripts/build/sources.mjs'
import {
  closure,
  loaderManifest,
  preloadLists,
  readGraph,
  runtimeWithoutFacade,
} from './scripts/build/graph.mjs'
import { DESIGN_CARD_FIVE, kb, report, sum } from './scripts/build/report.mjs'
import { elementsModule } from './scripts/build/elements-module.mjs'

const ROOT = dirname(fileURLToPath(import.meta.url))
const DIST = join(ROOT, 'dist')
const WATCH = process.argv.includes('--watch')

/**
 * @param {{ outdir: string, protectedEntries: Set<string>, every?: string[] }} build
 *   protectedEntries: entries no small chunk joins; every: files every entry imports.
 */
async function buildModules({ outdir, protectedEntries, every = [] }) {
  const entryPoints = { runtime: join(ROOT, 'widgets/kit/runtime.ts') }
  for (const tag of WIDGETS) entryPoints[tag] = join(ROOT, `widgets/${tag}/index.ts`)
  const options = {
    ...common,
    entryPoints,
    outdir,
    format: 'esm',
    splitting: true,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    metafile: true,
    plugins,
  }
  // Small chunks join bigger ones loaded with them (scripts/chunk-plan.mjs), planned on trial builds
  // until nothing more joins.
  const injectable = (entryPoint) => entryPoint.startsWith('lazy-entry:') || WIDGET_ENTRY.test(entryPoint)
  extraImports.joined = new Map()
  extraImports.every = every
  for (let pass = 0; pass < 8; pass++) {
    const trial = await esbuild.build({ ...options, write: false })
    const plan = planMerges(trial.metafile, { protectedEntries, injectable })
    if (!plan.size) break
    for (const [entry, files] of plan)
      extraImports.joined.set(entry, new Set([...(extraImports.joined.get(entry) ?? []), ...files]))
  }
  const result = await esbuild.build(options)
  extraImports.every = []
  if (process.env.LK_META && outdir === DIST)
    await writeFile(process.env.LK_META, JSON.stringify(result.metafile))
  return { metafile: result.metafile, entryPoints, outdir }
}

async function buildLoader(manifest, outdir = DIST) {
  await esbuild.build({
    ...common,
    entryPoints: [join(ROOT, 'loader/loader.ts')],
    outfile: join(outdir, 'loader.js'),
    format: 'iife',
    define: { ...common.define, __LK_MANIFEST__: JSON.stringify(loaderManifest(manifest)) },
  })
}

/** The elements' descriptions → the generated sources and README tables (scripts/element-docs.mjs). */
async function writeDescribedSources() {
  const { writeSources } = await import('./scripts/element-docs.mjs')
  for (const path of await writeSources(ROOT, WIDGETS)) console.log(`wrote ${path} (from the descriptions)`)
}

/** The runtime without its facade, manifest.json, preload.json and the loader, in the graph's folder. */
async function writeBundle(graph) {
  await runtimeWithoutFacade(graph)
  const manifest = {
    runtime: graph.entries.runtime,
    tags: Object.fromEntries(WIDGETS.map((t) => [t, graph.entries[t]])),
  }
  await writeFile(join(graph.outdir, 'manifest.json'), JSON.stringify(manifest, null, 2))
  await writeFile(join(graph.outdir, 'preload.json'), JSON.stringify(preloadLists(graph), null, 2))
  await buildLoader(manifest, graph.outdir)
  return manifest
}

/**
 * dist/site: the same elements built for the standalone site, whose pages are all one page
 * (`<lobbykit-site>`). What its home loads up front (the runtime, the site's frame, home and the
 * elements home shows: preload.json's lists, the announcement popup and the device check) is imported
 * by every entry of this build, so it lands in one chunk: one request where the embeddable bundle,
 * split for operator pages that each show a few elements, takes dozens. Swiper, the sanitisers and the
 * dictionaries stay lazy. Answers how many files `/` names up front and their size.
 */
async function buildSite(bundle) {
  const lists = preloadLists(bundle)
  const swiper = closure(
    bundle.lazyEntries['lazy-entry:widgets/banner-carousel/swiper-setup.ts'],
    bundle.imports,
  )
  const firstLoad = new Set([
    ...lists.site,
    ...lists['/'],
    ...closure(bundle.entries['announcement-popup'], bundle.imports),
    ...closure(bundle.lazyEntries['lazy-entry:widgets/kit/account-checks/install.ts'], bundle.imports),
  ])
  const every = [...firstLoad]
    .filter((file) => !swiper.has(file))
    .flatMap((file) => Object.keys(bundle.metafile.outputs[relative(ROOT, join(DIST, file))]?.inputs ?? {}))
    .filter((input) => !/^(?!raw:)[\w-]+:/.test(input))
  const outdir = join(DIST, 'site')
  const graph = readGraph(await buildModules({ outdir, protectedEntries: new Set(), every }))
  const manifest = await writeBundle(graph)
  const upFront = JSON.parse(await readFile(join(outdir, 'preload.json'), 'utf8'))
  const files = ['loader.js', ...upFront.site, ...upFront['/']].map((f) => `site/${f}`)
  return { manifest, files: files.length, size: await sum(files) }
}

/** dist/intl-warm.js and dist/site/intl-warm.js: the worker core/intl-warm.ts starts. */
async function writeIntlWorker() {
  const { outputFiles } = await esbuild.build({
    entryPoints: [join(ROOT, 'core/intl-warm-worker.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    target: common.target,
    write: false,
  })
  for (const dir of [DIST, join(DIST, 'site')])
    await writeFile(join(dir, 'intl-warm.js'), outputFiles[0].contents)
}

/** dist/reserve.css: the room each element holds before its code arrives (scripts/element-docs.mjs). */
async function writeReserveCss() {
  const { readDescriptions, reserveCss } = await import('./scripts/element-docs.mjs')
  await writeFile(join(DIST, 'reserve.css'), reserveCss((await readDescriptions(ROOT, WIDGETS)).elements))
}

async function writeDeclarations() {
  const { writeManifests } = await import('./scripts/element-types.mjs')
  await writeManifests({ root: ROOT, dist: DIST, widgets: WIDGETS })
}

async function buildAll() {
  const started = performance.now()
  await writeDescribedSources()
  await rm(DIST, { recursive: true, force: true })
  await mkdir(DIST, { recursive: true })
  // The runtime, the five design-card widgets and the sanitisers: no small chunk joins theirs.
  const protectedEntries = new Set(
    [RUNTIME_FILE, ...DESIGN_CARD_FIVE.map((tag) => join(ROOT, `widgets/${tag}/index.ts`))]
      .map((path) => relative(ROOT, path))
      .concat(['core/sanitize.ts', 'core/sanitize-native.ts']),
  )
  const graph = readGraph(await buildModules({ outdir: DIST, protectedEntries }))
  const manifest = await writeBundle(graph)
  const site = await buildSite(graph)
  await writeReserveCss()
  await writeIntlWorker()
  await writeFile(join(DIST, 'elements.js'), elementsModule(manifest))
  await writeDeclarations()
  const failures = await report(graph)
  console.log(
    `standalone site (dist/site): ${site.files} files up front on /, ${kb(site.size.brotli).trim()} brotli`,
  )
  console.log(`built in ${Math.round(performance.now() - started)} ms`)
  return failures
}

if (WATCH) {
  const { watch } = await import('node:fs')
  let timer
  const rebuild = () => buildAll().catch((e) => console.error(e.message))
  await rebuild()
  for (const dir of ['core', 'widgets', 'loader']) {
    if (existsSync(join(ROOT, dir)))
      watch(join(ROOT, dir), { recursive: true }, () => {
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
