/**
 * Small chunks merged where the split does not pay (DESIGN "Budgets"; the first load's requests).
 *
 * esbuild puts each file in the chunk of the exact set of entries that reach it: the widget entries
 * and the lazy imports (a page, a rarely needed form). A file that a dozen lazy pages share, each a
 * different dozen, becomes a chunk of its own, often under a kilobyte: the first load of the site
 * fetched some 50 files, most of them that small, one round trip and one module evaluation each.
 *
 * A small chunk whose entries are a subset of a bigger chunk's entries can join it: the bigger
 * chunk's other entries import the small chunk's files too, so both chunks have the same entries
 * and esbuild writes them as one. Those other entries then load the small chunk's bytes with the
 * bigger chunk, which is why only small chunks join, each the chunk whose extra entries are fewest.
 * Some entries never take more:
 * - the runtime (its own budget) and the five design-card widgets with both sanitisers (the five
 *   on one page: their line holds its budget);
 * - lazy entries the build does not wrap (a dictionary, DOMPurify), which cannot import anything.
 * A chunk joins only when every chunk it imports is loaded by all of the bigger chunk's entries
 * already, so joining never moves a third chunk. The plan runs again on the next build's graph
 * until nothing more joins.
 */

/** Chunks at most this big (raw bytes, minified) are worth a request of their own only when alone. */
export const SMALL_CHUNK = 2048

/**
 * @param {import('esbuild').Metafile} metafile
 * @param {{ protectedEntries: Set<string>, injectable: (entryPoint: string) => boolean }} rules
 *   protectedEntries: entry points that must load nothing more; injectable: whether an entry point
 *   can be given imports (a widget entry, a wrapped lazy entry).
 * @returns {Map<string, string[]>} entry point → the source files it should import as well
 */
export function planMerges(metafile, { protectedEntries, injectable }) {
  const outputs = Object.fromEntries(
    Object.entries(metafile.outputs).filter(([file]) => file.endsWith('.js')),
  )
  /** @type {Record<string, Set<string>>} output file → the entry points whose static closure holds it */
  const loaders = {}
  for (const [file, out] of Object.entries(outputs)) {
    if (!out.entryPoint) continue
    const stack = [file]
    const seen = new Set()
    while (stack.length) {
      const f = stack.pop()
      if (seen.has(f)) continue
      seen.add(f)
      ;(loaders[f] ??= new Set()).add(out.entryPoint)
      for (const i of outputs[f]?.imports ?? []) if (i.kind === 'import-statement') stack.push(i.path)
    }
  }
  /** @type {Map<string, string[]>} */
  const plan = new Map()
  const joined = new Set()
  const joinedBy = new Set()
  // In an order of their contents (smallest first), not of their names, which are hashes: the same
  // sources always give the same plan.
  const keyOf = (/** @type {string} */ f) => Object.keys(outputs[f].inputs).sort().join('\n')
  const chunks = Object.keys(outputs)
    .filter((f) => !outputs[f].entryPoint && loaders[f])
    .sort((a, b) => outputs[a].bytes - outputs[b].bytes || keyOf(a).localeCompare(keyOf(b)))
  for (const small of chunks) {
    const out = outputs[small]
    const files = Object.keys(out.inputs)
    if (out.bytes > SMALL_CHUNK || joinedBy.has(small) || files.some((f) => /^(?!raw:)[\w-]+:/.test(f)))
      continue
    const own = loaders[small]
    const imported = out.imports.filter((i) => i.kind === 'import-statement').map((i) => i.path)
    let best = null
    for (const big of chunks) {
      if (big === small || joined.has(big) || outputs[big].bytes < out.bytes) continue
      const theirs = loaders[big]
      if (![...own].every((e) => theirs.has(e))) continue
      const extra = [...theirs].filter((e) => !own.has(e))
      if (extra.some((e) => protectedEntries.has(e) || !injectable(e))) continue
      if (!imported.every((dep) => [...theirs].every((e) => loaders[dep]?.has(e)))) continue
      if (!best || extra.length < best.extra.length) best = { big, extra }
    }
    if (!best) continue
    joined.add(small)
    joinedBy.add(best.big)
    for (const entry of best.extra) plan.set(entry, [...(plan.get(entry) ?? []), ...files])
  }
  return plan
}
