/**
 * Our sources as esbuild reads them (build.mjs): CSS as text, spec constants inlined, and the imports
 * that decide chunk placement (the chunk groups, the small chunks joined, the standalone site's
 * first load).
 */
import * as esbuild from 'esbuild'
import { readFile } from 'node:fs/promises'
import { join, relative, dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))

/** `import css from './x.css?raw'` → the file's text (also how vitest reads it). */
const rawPlugin = {
  name: 'raw',
  setup(build) {
    // Named relative to the project (`raw:widgets/kit/kit.css`): esbuild hashes a chunk's module
    // names into its file name, so an absolute path would give every checkout other names and sizes.
    build.onResolve({ filter: /\?raw$/ }, (args) => ({
      path: relative(ROOT, resolve(args.resolveDir, args.path.replace(/\?raw$/, ''))),
      namespace: 'raw',
    }))
    build.onLoad({ filter: /.*/, namespace: 'raw' }, async (args) => ({
      contents: (
        await esbuild.transform(await readFile(join(ROOT, args.path), 'utf8'), {
          loader: 'css',
          minify: true,
          target: CSS_TARGET,
        })
      ).code.trim(),
      loader: 'text',
    }))
  },
}

/**
 * core/constants.ts holds every constant of spec §9 in one place. esbuild would ship that module whole
 * in the shared runtime (the runtime reads a few of them), numbers only one page uses included. So a
 * module importing number or string constants gets them as local `const`s, which the minifier inlines
 * where they are used; objects and lists stay imported.
 */
const CONSTANTS_FILE = join(ROOT, 'core/constants.ts')
let constantValues
async function readConstants() {
  if (constantValues) return constantValues
  constantValues = new Map()
  const text = await readFile(CONSTANTS_FILE, 'utf8')
  for (const [, name, value] of text.matchAll(/^export const ([A-Z][A-Z0-9_]*) = (.+)$/gm))
    if (/^(-?[\d_.]+( \* [\d_]+)*|'[^'\\]*')$/.test(value)) constantValues.set(name, value)
  return constantValues
}
async function inlineConstants(path, contents) {
  if (!contents.includes('constants')) return contents
  const values = await readConstants()
  return contents.replace(
    /import\s*\{([^}]*)\}\s*from\s*(['"])(\.[^'"]*\/constants)\2;?/g,
    (whole, names, quote, spec) => {
      if (join(dirname(path), spec) + '.ts' !== CONSTANTS_FILE) return whole
      const local = []
      const kept = []
      for (const part of names
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean)) {
        const [name, as = name] = part.split(/\s+as\s+/)
        if (values.has(name)) local.push(`${as} = ${values.get(name)}`)
        else kept.push(part)
      }
      return (
        (kept.length ? `import { ${kept.join(', ')} } from ${quote}${spec}${quote};` : '') +
        (local.length ? `const ${local.join(', ')};` : '')
      )
    },
  )
}

/**
 * Chunk placement. esbuild puts each module in the chunk of the exact set of entries (widget entries
 * and lazy imports) that reach it, so a lazy page reaching half of the runtime would cut the runtime
 * into several chunks, each fetched and compressed on its own (DESIGN "Budgets"; `npm run size:why`).
 * Each group below is therefore reached whole by every entry of its users — the widget entries and
 * the lazy imports their modules make — and lands in one chunk. The sources say nothing about it.
 */
export const CHUNK_GROUPS = [
  {
    // The shared runtime (one copy per page: one session, one store), with the kit parts nearly every
    // widget renders and the date, money and server-HTML helpers (DOMPurify itself stays lazy).
    modules: [
      'widgets/kit/runtime.ts',
      'widgets/kit/button.tsx',
      'widgets/kit/use-uid.ts',
      'widgets/kit/loading-overlay.tsx',
      'widgets/kit/icons.tsx',
      'core/format.ts',
      'widgets/kit/server-html.tsx',
      // The spec constants that are not inlined (a 0.2 KB chunk of their own otherwise, which the
      // banner carousel waited for, queued behind the other widgets' chunks).
      'core/constants.ts',
    ],
    users: /^widgets\//,
  },
  {
    // The form kit of member-login (with its lazy parts), member-register and forgot-password: one
    // chunk instead of eight small ones.
    modules: [
      'widgets/kit/field.tsx',
      'widgets/kit/tabs.tsx',
      'widgets/kit/checkbox.tsx',
      'widgets/kit/country-code-picker.tsx',
      'widgets/kit/use-captcha.ts',
      'widgets/kit/form-card.ts',
      'core/stores/countries.ts',
      'core/api/verification.ts',
      'widgets/kit/modal.tsx',
      'widgets/kit/dialog.tsx',
    ],
    users: /^widgets\/(member-login|member-register|forgot-password)\//,
  },
  {
    // What the member and agent centres' pages share (pages/centre-kit): one chunk, not eight small ones.
    modules: [
      'widgets/kit/use-format.ts',
      'widgets/lobbykit-site/pages/centre-kit/select-field.tsx',
      'widgets/lobbykit-site/pages/centre-kit/signed-amount.tsx',
      'widgets/lobbykit-site/pages/centre-kit/table-region.tsx',
      'widgets/lobbykit-site/pages/centre-kit/use-action.tsx',
      'widgets/lobbykit-site/pages/centre-kit/record-pager.tsx',
      'widgets/lobbykit-site/pages/centre-kit/record-table.tsx',
      'widgets/lobbykit-site/pages/centre-kit/period-form.tsx',
    ],
    users: /^widgets\/lobbykit-site\/pages\/(member|agent)\//,
  },
]
export const RUNTIME_FILE = join(ROOT, CHUNK_GROUPS[0].modules[0])
export const WIDGET_ENTRY = /^widgets\/[^/]+\/index\.ts$/

/** `import` lines for every group whose users include `user` (a path relative to the root). */
function groupImports(user) {
  return CHUNK_GROUPS.filter((group) => group.users.test(user))
    .flatMap((group) => group.modules)
    .filter((module) => module !== user)
    .map((module) => `\nimport ${JSON.stringify(join(ROOT, module))};`)
    .join('')
}

/**
 * Imports entries take besides their own, set by build.mjs for each build: `joined`, entry point (as
 * the metafile names it) → the files of small chunks it joins (chunk-plan.mjs); `every`, the files
 * every entry imports (the standalone site's first load; none for the embeddable bundle).
 */
export const extraImports = { joined: new Map(), every: [] }
function joinedImportLines(entryPoint) {
  return [...new Set([...(extraImports.joined.get(entryPoint) ?? []), ...extraImports.every])]
    .map(
      (file) =>
        `\nimport ${JSON.stringify(join(ROOT, file.startsWith('raw:') ? `${file.slice(4)}?raw` : file))};`,
    )
    .join('')
}

/** Our own TypeScript sources as esbuild loads them: constants inlined, chunk groups added to entries. */
const sourcePlugin = {
  name: 'lobbykit-sources',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/, namespace: 'file' }, async (args) => {
      if (args.path.includes('node_modules') || args.path === CONSTANTS_FILE) return undefined
      let contents = await inlineConstants(args.path, await readFile(args.path, 'utf8'))
      const rel = relative(ROOT, args.path)
      if (WIDGET_ENTRY.test(rel) || args.path === RUNTIME_FILE)
        contents += groupImports(rel) + joinedImportLines(rel)
      return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts', resolveDir: dirname(args.path) }
    })
    // A widget module imported lazily becomes an entry of its own: it is given one that re-exports
    // the module and imports the chunk groups its path is a user of (its own path, not its importer's:
    // a module two widgets import lazily gets the same entry whichever esbuild resolves first). Core's lazy modules (DOMPurify, the Urdu
    // dictionaries) and modules holding only data reach none of the groups and stay as they are.
    build.onResolve({ filter: /^\./ }, async (args) => {
      if (args.kind !== 'dynamic-import' || args.namespace !== 'file') return undefined
      const importer = relative(ROOT, args.importer)
      if (!importer.startsWith('widgets/')) return undefined
      const target = await build.resolve(args.path, { resolveDir: args.resolveDir, kind: 'import-statement' })
      if (target.errors.length) return { errors: target.errors }
      const source = await readFile(target.path, 'utf8')
      const plain = !relative(ROOT, target.path).startsWith('widgets/') || !/^import (?!type )/m.test(source)
      if (plain) return { path: target.path }
      // Named relative to the project, as the raw files are: the chunks' names are the same in every checkout.
      return { path: relative(ROOT, target.path), namespace: 'lazy-entry', pluginData: { source } }
    })
    build.onLoad({ filter: /.*/, namespace: 'lazy-entry' }, (args) => {
      const { source } = args.pluginData
      const path = join(ROOT, args.path)
      const module = JSON.stringify(path)
      const hasDefault = /^export default |^export \{[^}]*\bdefault\b/m.test(source)
      return {
        contents: `export * from ${module};${hasDefault ? `export { default } from ${module};` : ''}${groupImports(args.path)}${joinedImportLines(`lazy-entry:${args.path}`)}`,
        resolveDir: dirname(path),
        loader: 'js',
      }
    })
  },
}

/** Browsers the CSS may be lowered for (esbuild keeps modern syntax these support). */
const CSS_TARGET = ['chrome100', 'safari15', 'firefox100']

export const common = {
  absWorkingDir: ROOT,
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
    // ofetch's two URL helpers without the rest of ufo (core/api/url-lite.ts: the runtime budget).
    ufo: './core/api/url-lite.ts',
  },
  jsx: 'automatic',
  jsxImportSource: 'preact',
}

/** The plugins every build of ours runs. */
export const plugins = [rawPlugin, sourcePlugin]
