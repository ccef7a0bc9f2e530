// Which API routes move money, found from the server's source, independently of what the routes
// declare (C-13): the TypeScript checker follows every function a route's handler (or its member
// resolver) refers to, across files, and a route moves money when that reaches a ledger write
// (ledger/ledger.ts `post` or `postAll`) or SQL that sets a balance itself.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'

const SERVER = join(__dirname, '../../demo/server')
const LEDGER_WRITES = new Set(['post', 'postAll'])
const RAW_BALANCE =
  /\b(UPDATE\s+members\s+SET\s+balance|UPDATE\s+vendor_wallets\s+SET|INSERT\s+INTO\s+vendor_wallets)\b/i

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : [],
  )
}

export interface RouteSource {
  method: string
  path: string
  file: string
  movesMoney: boolean
}

/** Every route of the server (an object with method, path and handler) with whether its handler can reach a ledger write. */
export function analyseRoutes(): RouteSource[] {
  const program = ts.createProgram(sources(SERVER), {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    noEmit: true,
    // Names are resolved, never typed: no library, no type packages (fast).
    noLib: true,
    types: [],
  })
  const checker = program.getTypeChecker()
  const moves = new Map<ts.Node, boolean>()

  /** The function-like declarations an identifier refers to. */
  function targets(id: ts.Identifier): ts.Node[] {
    let symbol = checker.getSymbolAtLocation(id)
    if (!symbol) return []
    if (symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol)
    return (symbol.declarations ?? []).flatMap((d): ts.Node[] => {
      if (ts.isFunctionDeclaration(d) || ts.isMethodDeclaration(d)) return [d]
      if (ts.isVariableDeclaration(d) && d.initializer) return [d.initializer]
      if (ts.isPropertyAssignment(d)) return [d.initializer]
      return []
    })
  }

  /** Whether code reaches a ledger write or writes a balance in SQL (memoised; cycles count as no). */
  function reaches(node: ts.Node): boolean {
    const known = moves.get(node)
    if (known !== undefined) return known
    moves.set(node, false)
    let found = false
    const visit = (n: ts.Node) => {
      if (found) return
      if (
        (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n) || ts.isTemplateHead(n)) &&
        RAW_BALANCE.test(n.text)
      )
        found = true
      // A property's name (`db.prepare`, `body.amount`) is a method of a value, never a server function.
      else if (ts.isIdentifier(n) && !(ts.isPropertyAccessExpression(n.parent) && n.parent.name === n)) {
        for (const target of targets(n)) {
          const file = target.getSourceFile().fileName
          const name =
            ts.isFunctionDeclaration(target) && target.name
              ? target.name.text
              : ts.isVariableDeclaration(target.parent)
                ? (target.parent.name as ts.Identifier).text
                : ''
          if (file.endsWith('/ledger/ledger.ts') && LEDGER_WRITES.has(name)) found = true
          else if (!file.endsWith('/ledger/ledger.ts') && !file.includes('node_modules') && reaches(target))
            found = true
          if (found) return
        }
      }
      ts.forEachChild(n, visit)
    }
    visit(node)
    moves.set(node, found)
    return found
  }

  /** A path expression's text: a literal, a const, or a template of consts. */
  function text(node: ts.Expression): string {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text
    if (ts.isIdentifier(node)) {
      const [target] = targets(node)
      if (target && ts.isExpression(target)) return text(target)
    }
    if (ts.isTemplateExpression(node))
      return node.head.text + node.templateSpans.map((s) => text(s.expression) + s.literal.text).join('')
    if (ts.isAsExpression(node)) return text(node.expression)
    return '?'
  }

  const found: RouteSource[] = []
  for (const file of program.getSourceFiles()) {
    if (!file.fileName.startsWith(SERVER)) continue
    const visit = (n: ts.Node) => {
      if (ts.isObjectLiteralExpression(n)) {
        const props = new Map(
          n.properties.flatMap((p) =>
            ts.isPropertyAssignment(p) && ts.isIdentifier(p.name)
              ? [[p.name.text, p.initializer] as const]
              : ts.isMethodDeclaration(p) && ts.isIdentifier(p.name)
                ? [[p.name.text, p as ts.Node] as const]
                : ts.isShorthandPropertyAssignment(p)
                  ? [[p.name.text, p.name as ts.Node] as const]
                  : [],
          ),
        )
        const method = props.get('method')
        const path = props.get('path')
        if (method && path && props.has('handler') && ts.isExpression(method) && ts.isExpression(path)) {
          const code = ['handler', 'member'].flatMap((k) => (props.get(k) ? [props.get(k)!] : []))
          found.push({
            method: text(method),
            path: text(path),
            file: file.fileName.slice(SERVER.length + 1),
            movesMoney: code.some(reaches),
          })
        }
      }
      ts.forEachChild(n, visit)
    }
    visit(file)
  }
  return found
}
