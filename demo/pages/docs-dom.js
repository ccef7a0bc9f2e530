// Small DOM helpers of the operator docs page (docs.js): elements from text only (no innerHTML, so a
// description can never inject markup), `backticks` shown as code, tables with a caption.

/** `el('a', { href }, 'text', child)`: attributes (true → present, false/null → absent), then children. */
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag)
  for (const [name, value] of Object.entries(attrs)) {
    if (value === false || value == null) continue
    // An input's value attribute is also its default (a reset goes back to it).
    if (name === 'checked' || name === 'selected' || (name === 'value' && tag !== 'input')) node[name] = value
    else node.setAttribute(name, value === true ? '' : String(value))
  }
  node.append(...children.filter((c) => c !== '' && c != null))
  return node
}

/** Text with `code` spans. */
export function inline(text = '') {
  return String(text)
    .split(/`([^`]*)`/)
    .map((part, i) => (i % 2 ? el('code', {}, part) : part))
    .filter((part) => part !== '')
}

/** A paragraph of text with `code` spans. */
export const prose = (text) => el('p', {}, ...inline(text))

/** A captioned table; cells are text (with `code` spans) or nodes. Nothing when there are no rows. */
export function table(caption, head, rows) {
  if (!rows.length) return el('p', { class: 'muted' }, `${caption}: none.`)
  const cell = (value, i) =>
    el(
      'td',
      {},
      ...(value instanceof Node ? [value] : i === 0 ? [el('code', {}, String(value))] : inline(value)),
    )
  return el(
    'table',
    {},
    el('caption', {}, caption),
    el('thead', {}, el('tr', {}, ...head.map((h) => el('th', { scope: 'col' }, h)))),
    el('tbody', {}, ...rows.map((row) => el('tr', {}, ...row.map(cell)))),
  )
}
