/**
 * The build's output graph (build.mjs): which file is which entry, what each imports, and what is
 * made of it after esbuild: the runtime without its facade, the preload lists, the loader's manifest.
 */
import { readFile, writeFile, rm } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))

/** Maps entry name → output file (relative to dist), each output's static imports and its lazy ones. */
export function readGraph({ metafile, entryPoints, outdir }) {
  const nameOf = new Map(Object.entries(entryPoints).map(([name, path]) => [relative(ROOT, path), name]))
  const entries = {}
  const imports = {}
  const lazy = {}
  const lazyEntries = {}
  for (const [file, out] of Object.entries(metafile.outputs)) {
    if (file.endsWith('.map')) continue
    const rel = relative(outdir, join(ROOT, file))
    const edges = (kind) =>
      out.imports.filter((i) => i.kind === kind).map((i) => relative(outdir, join(ROOT, i.path)))
    imports[rel] = edges('import-statement')
    lazy[rel] = edges('dynamic-import')
    // Lazy imports (a dictionary, a rarely needed form) are entry points too, but not ours.
    const name = out.entryPoint && nameOf.get(out.entryPoint)
    if (name) entries[name] = rel
    else if (out.entryPoint) lazyEntries[out.entryPoint] = rel
  }
  return { entries, lazyEntries, imports, lazy, outdir, metafile }
}

export function closure(start, imports, exclude = new Set()) {
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

/**
 * esbuild writes the runtime's entry as a facade: the runtime's code is shared with every
 * widget, so it sits in a chunk, and the entry only re-exports three names from it. The loader's
 * import of the facade was one more round trip before the runtime could run (and start the banner
 * call and define the first element). The chunk is given those three names itself, the manifest
 * names the chunk, and the facade goes. Exported names are added, nothing else in the chunk changes.
 */
export async function runtimeWithoutFacade(graph) {
  const facade = graph.entries.runtime
  const code = await readFile(join(graph.outdir, facade), 'utf8')
  const parts = /^import\{([^}]*)\}from"\.\/([^"]+)";export\{([^}]*)\};?\s*$/.exec(code)
  if (!parts)
    throw new Error(`${facade} is no longer a facade of one chunk: runtimeWithoutFacade needs a look`)
  const [, imported, chunk, exported] = parts
  const pairs = (list) => list.split(',').map((item) => item.split(' as '))
  const chunkCode = await readFile(join(graph.outdir, chunk), 'utf8')
  const chunkExports = /export\{([^}]*)\};?\s*$/.exec(chunkCode)
  if (!chunkExports) throw new Error(`${chunk} ends in no export list: runtimeWithoutFacade needs a look`)
  const localOf = new Map(pairs(chunkExports[1]).map(([local, name = local]) => [name, local]))
  const chunkNameOf = new Map(pairs(imported).map(([name, local = name]) => [local, name]))
  const names = pairs(exported).map(([local, name = local]) => {
    const inChunk = localOf.get(chunkNameOf.get(local))
    if (!inChunk) throw new Error(`runtimeWithoutFacade: ${name} not found in ${chunk}`)
    return `${inChunk} as ${name}`
  })
  await writeFile(join(graph.outdir, chunk), `${chunkCode}export{${names.join(',')}};`)
  await rm(join(graph.outdir, facade))
  delete graph.imports[facade]
  delete graph.lazy[facade]
  graph.entries.runtime = chunk
}

/**
 * The module graph the standalone site's page names up front (`<link rel=modulepreload>`,
 * added by the page's server), which the loader would otherwise discover one level at a time:
 * `site` for every route (the runtime and `<lobbykit-site>`), `/` for home on top of it (the home
 * page, the elements it renders, the banner carousel's swiper).
 */
export function preloadLists(graph) {
  const lazyOf = (src) => {
    const file = graph.lazyEntries[`lazy-entry:${src}`] ?? graph.lazyEntries[src]
    if (!file) throw new Error(`preload: ${src} is no lazy chunk`)
    return file
  }
  const site = new Set([
    ...closure(graph.entries.runtime, graph.imports),
    ...closure(graph.entries['lobbykit-site'], graph.imports),
  ])
  const home = new Set(
    [
      lazyOf('widgets/lobbykit-site/pages/home/home.tsx'),
      graph.entries['banner-carousel'],
      graph.entries['notice-marquee'],
      graph.entries['game-tile'],
      lazyOf('widgets/banner-carousel/swiper-setup.ts'),
    ].flatMap((start) => [...closure(start, graph.imports)].filter((f) => !site.has(f))),
  )
  return { site: [...site], '/': [...home] }
}

/**
 * The manifest as the loader carries it: each tag's entry by its hash only (`<tag>-<hash>.js` is put
 * together by the loader), since every byte of the loader counts against its 1.2 KB budget and the
 * tag written twice was 47 of them.
 */
export function loaderManifest(manifest) {
  const tags = {}
  for (const [tag, file] of Object.entries(manifest.tags)) {
    const hash = new RegExp(`^${tag}-([A-Z0-9]+)\\.js$`).exec(file)?.[1]
    if (!hash) throw new Error(`loaderManifest: ${file} is not named <tag>-<hash>.js`)
    tags[tag] = hash
  }
  return { runtime: manifest.runtime, tags }
}
