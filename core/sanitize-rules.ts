// C-7: what server HTML may keep, shared by both sanitisers (core/sanitize.ts with DOMPurify,
// core/sanitize-native.ts with the browser's own). A strict allow-list: text formatting, lists,
// tables, links and images; nothing that runs, loads a document, submits, or restyles the host page.

/** Elements server HTML may keep. */
export const SANITIZE_ALLOWED_TAGS = [
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'col',
  'colgroup',
  'dd',
  'del',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'ins',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
]

/** Attributes server HTML may keep (no `style`, no `id`/`name`/`class`, no event handlers). */
export const SANITIZE_ALLOWED_ATTR = [
  'href',
  'target',
  'rel',
  'title',
  'alt',
  'src',
  'width',
  'height',
  'colspan',
  'rowspan',
  'scope',
  'start',
  'reversed',
  'dir',
  'lang',
]

// Belt and braces: DOMPurify drops anything not allowed, these are named so a future edit of the
// allow-list cannot let them back in.
export const FORBID_TAGS = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'option',
  'svg',
  'math',
  'base',
  'meta',
  'link',
  'template',
  'noscript',
  'portal',
]
export const FORBID_ATTR = ['style', 'id', 'name', 'class', 'srcset', 'action', 'formaction', 'xlink:href']

/** Only http(s), mailto, tel and relative URLs (no javascript:, data:, vbscript:, file: …). */
export const ALLOWED_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i
/** Inline images only in raster formats that cannot carry script. */
export const SAFE_DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp)[;,]/i
// DOMPurify strips these before it checks a URI; do the same so "java\tscript:" is seen for what it is.
export const URI_WHITESPACE = /[\u0000-\u0020\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000]/g
