import createDOMPurify from 'dompurify'
import type { Config, DOMPurify } from 'dompurify'
import {
  ALLOWED_URI,
  FORBID_ATTR,
  FORBID_TAGS,
  SAFE_DATA_IMAGE,
  SANITIZE_ALLOWED_ATTR,
  SANITIZE_ALLOWED_TAGS,
  URI_WHITESPACE,
} from './sanitize-rules'

// C-7: all server HTML (announcements ANN-5/ANN-8, the generic modal body POP-12) goes through here
// in a browser without the HTML Sanitizer API (`Element.setHTML`); where the browser has it,
// core/sanitize-native.ts applies the same allow-list (core/sanitize-rules.ts) and DOMPurify is never
// fetched.
export { SANITIZE_ALLOWED_ATTR, SANITIZE_ALLOWED_TAGS } from './sanitize-rules'

const BASE_CONFIG = {
  ALLOWED_TAGS: SANITIZE_ALLOWED_TAGS,
  ALLOWED_ATTR: SANITIZE_ALLOWED_ATTR,
  FORBID_TAGS,
  FORBID_ATTR,
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  ALLOW_DATA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
} satisfies Config

let purifier: DOMPurify | null | undefined

// One instance of our own, hooks registered once: a host page's DOMPurify and its hooks stay apart.
function getPurifier(): DOMPurify | null {
  if (purifier !== undefined) return purifier
  const win = typeof window === 'undefined' ? undefined : window
  const target = process.env.NODE_ENV !== 'production' && win ? withDomFixes(win) : win
  const instance = target ? createDOMPurify(target) : null
  purifier = instance?.isSupported ? instance : null
  if (purifier) registerHooks(purifier)
  return purifier
}

// Test environments only (dropped from the production build). happy-dom, which runs the unit and
// widget tests, breaks DOMPurify in two ways: `Node.prototype.nodeName` answers '' (the real name
// comes from per-class overrides), and its NodeIterator stops after the current node is removed, so
// whatever follows a removed element goes unsanitised. When, and only when, the nodeName getter is
// broken, DOMPurify gets a window whose `Node` reads the name from the node itself and whose
// document iterates in a way that survives removals. Browsers always take the first return.
function withDomFixes(win: Window & typeof globalThis): Window & typeof globalThis {
  const RealNode = win.Node
  const getter = Object.getOwnPropertyDescriptor(RealNode.prototype, 'nodeName')?.get
  if (getter?.call(win.document.createElement('p')) === 'P') return win
  const prototype = Object.create(RealNode.prototype, {
    nodeName: {
      get(this: Node) {
        return this.nodeName
      },
    },
  }) as Node
  const PatchedNode = function Node() {} as unknown as typeof Node
  Object.defineProperty(PatchedNode, 'prototype', { value: prototype })
  Object.defineProperty(PatchedNode, Symbol.hasInstance, { value: (v: unknown) => v instanceof RealNode })
  const document = new Proxy(win.document, {
    get: (target, key) =>
      key === 'createNodeIterator' ? createRemovalSafeIterator : Reflect.get(target, key, target),
  })
  // Without HTMLTemplateElement DOMPurify takes its iterator from `document` rather than a template's.
  const patched: Record<PropertyKey, unknown> = {
    Node: PatchedNode,
    document,
    HTMLTemplateElement: undefined,
  }
  return new Proxy(win, {
    get: (target, key) => (key in patched ? patched[key] : Reflect.get(target, key, target)),
  })
}

// Returns, each time, the first node in tree order not yet returned: removed or re-inserted nodes
// cannot make it skip anything. Quadratic, which is fine for the test environment it serves.
function createRemovalSafeIterator(root: Node, whatToShow: number): { nextNode(): Node | null } {
  const visited = new WeakSet<Node>()
  return {
    nextNode() {
      for (let node: Node | null = root; node; node = followingNode(node, root)) {
        if (visited.has(node) || !(whatToShow & (1 << (node.nodeType - 1)))) continue
        visited.add(node)
        return node
      }
      return null
    },
  }
}

function followingNode(node: Node, root: Node): Node | null {
  if (node.firstChild) return node.firstChild
  for (let at: Node | null = node; at && at !== root; at = at.parentNode) {
    if (at.nextSibling) return at.nextSibling
  }
  return null
}

function registerHooks(instance: DOMPurify): void {
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    const name = data.attrName
    const value = data.attrValue.replace(URI_WHITESPACE, '')
    if (name === 'src' && /^data:/i.test(value)) {
      // A data URI only for <img>, and only a raster image.
      if (node.nodeName !== 'IMG' || !SAFE_DATA_IMAGE.test(value)) data.keepAttr = false
    } else if (name === 'target') {
      // Only "open in a new tab": a named or _top target could navigate the host page's frames.
      if (node.nodeName !== 'A' || value.toLowerCase() !== '_blank') data.keepAttr = false
    }
  })
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return
    const anchor = node as Element
    if (anchor.getAttribute('target')?.toLowerCase() !== '_blank') return
    anchor.setAttribute('target', '_blank')
    anchor.setAttribute('rel', 'noopener noreferrer')
  })
}

/** Sanitises server HTML to a string safe to assign to `innerHTML`. Never throws. */
export function sanitizeHtml(html: string): string {
  const instance = getPurifier()
  if (!instance) return escapeText(String(html ?? ''))
  try {
    return instance.sanitize(String(html ?? ''), BASE_CONFIG)
  } catch {
    return ''
  }
}

/** Sanitises server HTML to a DocumentFragment, for widgets that append nodes. Needs a DOM; never throws there. */
export function sanitizeToFragment(html: string): DocumentFragment {
  const instance = getPurifier()
  if (!instance) return document.createDocumentFragment()
  try {
    return instance.sanitize(String(html ?? ''), { ...BASE_CONFIG, RETURN_DOM_FRAGMENT: true })
  } catch {
    return document.createDocumentFragment()
  }
}

// Without a DOM (server side, very old engines) nothing is parsed: the markup is shown as text.
function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}
