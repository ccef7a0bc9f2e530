// C-7 with the browser's own HTML sanitiser: where `Element.setHTML` exists, server HTML is
// parsed by it in an inert document of its own — no script, handler, `javascript:` URL or frame
// survives that step, by the browser's guarantee — and the result is then narrowed to the same
// allow-list DOMPurify applies elsewhere (core/sanitize-rules.ts): elements outside it are unwrapped
// (their text kept) or, for the ones whose content is not text, dropped whole; attributes outside it
// go; URLs pass the same scheme check; `target` is `_blank` with `rel="noopener noreferrer"` or
// nothing. DOMPurify (10 KB) is then never fetched. The hostile-payload tests run against both.
import {
  ALLOWED_URI,
  SAFE_DATA_IMAGE,
  SANITIZE_ALLOWED_ATTR,
  SANITIZE_ALLOWED_TAGS,
  URI_WHITESPACE,
} from './sanitize-rules'

type SetHtml = (html: string, options?: { sanitizer?: Record<string, unknown> }) => void

/** Elements removed with everything in them (what DOMPurify calls FORBID_CONTENTS, and the rest of FORBID_TAGS whose content is not text). */
const DROP_WHOLE = new Set(
  'script style template noscript noembed noframes xmp plaintext iframe frame frameset object embed applet svg math select textarea option head title audio video portal base meta link input button'.split(
    ' ',
  ),
)
const TAGS = new Set(SANITIZE_ALLOWED_TAGS)
const ATTRS = new Set(SANITIZE_ALLOWED_ATTR)

/** Sanitises server HTML to a string safe to assign to `innerHTML`. Never throws; '' when it cannot. */
export function sanitizeHtml(html: string): string {
  try {
    const box = document.implementation.createHTMLDocument('').createElement('div')
    ;(box as unknown as { setHTML: SetHtml }).setHTML(String(html ?? ''), {
      sanitizer: { comments: false, removeElements: [...DROP_WHOLE] },
    })
    narrow(box)
    return box.innerHTML
  } catch {
    return ''
  }
}

/** Applies the allow-list to what the browser kept, children before their parent is decided. */
function narrow(parent: Element): void {
  for (const el of Array.from(parent.children)) {
    const name = el.localName
    if (el.namespaceURI !== 'http://www.w3.org/1999/xhtml' || DROP_WHOLE.has(name)) {
      el.remove()
      continue
    }
    narrow(el)
    if (!TAGS.has(name)) {
      el.replaceWith(...Array.from(el.childNodes))
      continue
    }
    for (const attr of Array.from(el.attributes))
      if (!keep(el, attr.name, attr.value)) el.removeAttribute(attr.name)
    if (name === 'a' && el.hasAttribute('target')) {
      el.setAttribute('target', '_blank')
      el.setAttribute('rel', 'noopener noreferrer')
    }
  }
}

/** Whether an attribute stays (the rules of core/sanitize.ts's DOMPurify hooks). */
function keep(el: Element, name: string, value: string): boolean {
  if (!ATTRS.has(name)) return false
  if (name === 'href' || name === 'src') {
    const url = value.replace(URI_WHITESPACE, '')
    if (/^data:/i.test(url)) return name === 'src' && el.localName === 'img' && SAFE_DATA_IMAGE.test(url)
    return ALLOWED_URI.test(url)
  }
  if (name === 'target') return el.localName === 'a' && value.toLowerCase() === '_blank'
  return true
}
