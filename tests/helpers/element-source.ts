import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import ts from 'typescript'

/** What an element's source shows of it: the parts it renders, the events it dispatches, its props. */
export interface ElementSource {
  files: string[]
  parts: Set<string>
  events: Set<string>
  props: Set<string>
}

export const ROOT = join(import.meta.dirname, '..', '..')
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8')

/** Comments out (a part named in a comment is no part). */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1')
}

function resolve(from: string, spec: string): string | null {
  const base = join(dirname(from), spec)
  for (const ext of ['', '.ts', '.tsx', '/index.ts', '/index.tsx'])
    if (existsSync(join(ROOT, base + ext)) && statSync(join(ROOT, base + ext)).isFile()) return base + ext
  return null
}

/**
 * The widget's files: everything its entry reaches by named, re-exported or lazy imports, outside core/
 * (stores and api render nothing) and without the kit's chunking barrels (`import '../kit/runtime'`
 * decides where esbuild puts code, it uses nothing) and defineWidget itself (its parts are every element's).
 */
export function widgetFiles(tag: string): string[] {
  const skip = new Set(['widgets/kit/runtime.ts', 'widgets/kit/forms.ts', 'widgets/kit/define-widget.tsx'])
  const seen = new Set<string>()
  const stack = [`widgets/${tag}/index.ts`]
  while (stack.length) {
    const file = stack.pop()!
    if (seen.has(file) || skip.has(file) || !file.startsWith('widgets/')) continue
    seen.add(file)
    const text = code(read(file))
    const specs = [
      ...text.matchAll(/\b(?:import|export)\s[^'"]*?\sfrom\s*['"](\.[^'"]+)['"]/g),
      ...text.matchAll(/\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g),
    ].map((m) => m[1]!)
    for (const spec of specs) {
      if (/\.(css|json)(\?raw)?$/.test(spec)) continue
      const target = resolve(file, spec)
      if (target) stack.push(target)
    }
  }
  return [...seen].sort()
}

const tsx = (file: string, text = read(file)) =>
  ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)

/** The part a kit component renders when it is given none: `part = 'tabs'`, `props.part ?? 'modal'`. */
export function defaultParts(): Map<string, string> {
  const out = new Map<string, string>()
  for (const entry of readdirSync(join(ROOT, 'widgets/kit'))) {
    if (!entry.endsWith('.tsx')) continue
    const source = tsx(`widgets/kit/${entry}`)
    for (const statement of source.statements) {
      if (!ts.isFunctionDeclaration(statement) || !statement.name) continue
      const component = statement.name.text
      const visit = (node: ts.Node) => {
        const fallback =
          ts.isBindingElement(node) && node.name.getText() === 'part'
            ? node.initializer
            : ts.isBinaryExpression(node) &&
                node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken &&
                /(^|\.)part$/.test(node.left.getText())
              ? node.right
              : undefined
        if (fallback && ts.isStringLiteral(fallback)) out.set(component, fallback.text)
        ts.forEachChild(node, visit)
      }
      visit(statement)
    }
  }
  return out
}

/**
 * The parts a file renders: `part="x"` in JSX (on an element or a kit component's `part` prop, both
 * branches of a `cond ? 'a' : 'b'`), and the default part of a kit component used without one.
 */
export function partsIn(text: string, defaults = new Map<string, string>(), file = 'x.tsx'): string[] {
  const parts: string[] = []
  const literals = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node)) parts.push(node.text)
    else if (ts.isConditionalExpression(node)) [node.whenTrue, node.whenFalse].forEach(literals)
    else if (ts.isParenthesizedExpression(node) || ts.isJsxExpression(node))
      node.expression && literals(node.expression)
  }
  const visit = (node: ts.Node) => {
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      const attributes = node.attributes.properties.filter((a): a is ts.JsxAttribute => ts.isJsxAttribute(a))
      const part = attributes.find((a) => a.name.getText() === 'part')
      if (part?.initializer) literals(part.initializer)
      else if (!part && defaults.has(node.tagName.getText()))
        parts.push(defaults.get(node.tagName.getText())!)
      // A shared component's parts named by its user (`tablePart="report-table"`).
      for (const named of attributes.filter((a) => /^[a-z]+Part$/.test(a.name.getText())))
        if (named.initializer) literals(named.initializer)
    }
    ts.forEachChild(node, visit)
  }
  visit(tsx(file, text))
  return parts
}

/** Core functions that dispatch events on the element passed to them: `@emits login navigate` in their doc. */
export function emittingFunctions(): Map<string, string[]> {
  const out = new Map<string, string[]>()
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`
      if (entry.isDirectory()) walk(path)
      else if (/\.tsx?$/.test(entry.name))
        for (const m of read(path).matchAll(
          /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*export (?:async )?function (\w+)/g,
        )) {
          const emits = /@emits ([a-z -]+)/.exec(m[1]!)
          if (emits) out.set(m[2]!, emits[1]!.trim().split(/\s+/))
        }
    }
  }
  walk('core')
  return out
}

/** Events a file dispatches: `emit('x', …)` with core's emit, and calls of core functions marked `@emits`. */
export function eventsIn(text: string, emitting: Map<string, string[]>): string[] {
  const body = code(text)
  const events: string[] = []
  const imports = [...body.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]((?:\.\.\/)+core\/[^'"]+)['"]/g)]
  for (const [, names, from] of imports) {
    for (const spec of names!.split(',')) {
      const [name, local = name] = spec
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
      if (!name) continue
      const called = new RegExp(`\\b${local!.trim()}\\(`).test(body)
      if (name === 'emit' && from!.endsWith('core/events') && called)
        events.push(...[...body.matchAll(new RegExp(`\\b${local}\\(\\s*'([a-z-]+)'`, 'g'))].map((m) => m[1]!))
      else if (called && emitting.has(name)) events.push(...emitting.get(name)!)
    }
  }
  return events.map((e) => `lobbykit-${e}`)
}

/** The members of the props interface the index's `defineWidget<XProps>` names (none: no props). */
export function propsOf(tag: string, files: string[]): Set<string> {
  const name = /defineWidget<(\w+)>/.exec(read(`widgets/${tag}/index.ts`))?.[1]
  if (!name) return new Set()
  for (const file of files) {
    const source = tsx(file)
    for (const statement of source.statements)
      if (ts.isInterfaceDeclaration(statement) && statement.name.text === name)
        return new Set(statement.members.map((m) => (m.name && ts.isIdentifier(m.name) ? m.name.text : '?')))
  }
  throw new Error(`widgets/${tag}: no interface ${name} in its files`)
}

export function elementSource(tag: string, emitting = emittingFunctions()): ElementSource {
  const files = widgetFiles(tag)
  const defaults = defaultParts()
  const parts = new Set<string>()
  const events = new Set<string>()
  for (const file of files) {
    const text = read(file)
    for (const p of partsIn(text, defaults, file)) parts.add(p)
    for (const e of eventsIn(text, emitting)) events.add(e)
  }
  return { files: files.map((f) => relative(ROOT, join(ROOT, f))), parts, events, props: propsOf(tag, files) }
}

/** The keys of the object `createCommands` returns (widgets/kit/commands.ts). */
export function commandsInSource(): string[] {
  const source = ts.createSourceFile(
    'commands.ts',
    read('widgets/kit/commands.ts'),
    ts.ScriptTarget.Latest,
    true,
  )
  const names: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) && node.name?.text === 'createCommands')
      node.body?.statements.forEach((s) => {
        if (ts.isReturnStatement(s) && s.expression && ts.isObjectLiteralExpression(s.expression))
          for (const p of s.expression.properties)
            if (p.name && ts.isIdentifier(p.name)) names.push(p.name.text)
      })
    ts.forEachChild(node, visit)
  }
  visit(source)
  return names
}

/** Every event name dispatched anywhere (core, widgets, loader): `emit('x'` and `new CustomEvent('lobbykit-x'`. */
export function everyDispatchedEvent(): Set<string> {
  const names = new Set<string>()
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`
      if (entry.isDirectory()) walk(path)
      else if (/\.tsx?$/.test(entry.name)) {
        const body = code(read(path))
        if (/import\s*\{[^}]*\bemit\b[^}]*\}\s*from\s*['"][./]*(core\/)?events['"]/.test(body))
          for (const m of body.matchAll(/\bemit\(\s*'([a-z-]+)'/g)) names.add(m[1]!)
        for (const m of body.matchAll(/new CustomEvent\(\s*'lobbykit-([a-z-]+)'/g)) names.add(m[1]!)
      }
    }
  }
  for (const dir of ['core', 'widgets', 'loader']) walk(dir)
  return names
}
