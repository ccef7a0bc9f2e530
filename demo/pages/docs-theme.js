// The theming section of the operator docs (DESIGN "Look"): an input per `--lk-*` token,
// live elements restyled as the operator picks, and the CSS to copy. The defaults are the light
// theme's of widgets/kit/kit.css.
import { el } from './docs-dom.js'

const FONTS = [
  ['', 'The default (system UI)'],
  ["Georgia, 'Times New Roman', serif", 'Georgia (serif)'],
  ["'Trebuchet MS', Verdana, sans-serif", 'Trebuchet MS'],
  ["'Courier New', monospace", 'Courier New (monospace)'],
]

/** [token, label, light default]: the colours. */
const COLOURS = [
  ['--lk-accent', 'Accent (buttons, links)', '#0b57c4'],
  ['--lk-on-accent', 'Text on the accent', '#ffffff'],
  ['--lk-bg', 'Background', '#ffffff'],
  ['--lk-surface', 'Surface (cards, fields)', '#f3f5f8'],
  ['--lk-text', 'Text', '#151a23'],
  ['--lk-muted', 'Muted text', '#566070'],
  ['--lk-border', 'Borders', '#7a8494'],
  ['--lk-focus', 'Focus ring', '#0b57c4'],
  ['--lk-success', 'Success', '#12703a'],
  ['--lk-warning', 'Warning', '#8f5b00'],
  ['--lk-danger', 'Danger', '#c0281d'],
]
const RADIUS_DEFAULT = 8

/** Renders the section into `section` (the page's #theme). */
export function renderTheme(section) {
  const preview = el('div', { class: 'stage', id: 'theme-preview' })
  preview.append(
    el('member-login', { mode: 'inline', id: 'theme-login' }),
    el('game-tile', { 'node-id': '1002', 'game-type': 'RNG', id: 'theme-tile' }),
  )
  const css = el('code', { id: 'theme-css' })
  const copyStatus = el('p', { class: 'status', role: 'status', id: 'theme-copy-status' })
  const colourInputs = COLOURS.map(([token, label, value]) => {
    const input = el('input', { type: 'color', id: `token${token}`, value, 'data-token': token })
    return { token, input, field: el('label', { for: input.id }, label, el('code', {}, token), input) }
  })
  const radius = el('input', {
    type: 'range',
    id: 'token--lk-radius',
    min: 0,
    max: 24,
    step: 1,
    value: String(RADIUS_DEFAULT),
    'data-token': '--lk-radius',
  })
  const radiusValue = el('output', { for: radius.id }, `${RADIUS_DEFAULT}px`)
  const font = el(
    'select',
    { id: 'token--lk-font', 'data-token': '--lk-font' },
    ...FONTS.map(([value, label]) => el('option', { value }, label)),
  )

  /** The tokens as picked: every colour and the radius; the font when one is chosen. */
  const tokens = () => [
    ...colourInputs.map(({ token, input }) => [token, input.value]),
    ['--lk-radius', `${radius.value}px`],
    ...(font.value ? [['--lk-font', font.value]] : []),
  ]
  const update = () => {
    radiusValue.textContent = `${radius.value}px`
    preview.removeAttribute('style')
    for (const [token, value] of tokens()) preview.style.setProperty(token, value)
    css.textContent = `:root {\n${tokens()
      .map(([token, value]) => `  ${token}: ${value};`)
      .join('\n')}\n}`
  }
  for (const input of [...colourInputs.map((c) => c.input), radius, font])
    input.addEventListener('input', update)

  const copy = el('button', { type: 'button', id: 'theme-copy' }, 'Copy the CSS')
  copy.addEventListener('click', async () => {
    copyStatus.className = 'status'
    try {
      await navigator.clipboard.writeText(css.textContent)
      copyStatus.textContent = 'Copied. Paste it into your stylesheet.'
    } catch (error) {
      // Clipboard refused (permissions, an insecure origin): select it for Ctrl+C instead.
      getSelection()?.selectAllChildren(css)
      copyStatus.className = 'status error'
      copyStatus.textContent = `Could not copy (${error?.message ?? error}); the CSS is selected: press Ctrl+C.`
    }
  })
  const reset = el('button', { type: 'button', id: 'theme-reset' }, 'Reset')
  reset.addEventListener('click', () => {
    for (const { input } of colourInputs) input.value = input.defaultValue
    radius.value = String(RADIUS_DEFAULT)
    font.value = ''
    update()
  })

  section.append(
    el('h2', { id: 'theme-title' }, 'Theming'),
    el(
      'p',
      {},
      'Every element reads the ',
      el('code', {}, '--lk-*'),
      ' custom properties from the page (they pass into the shadow roots). Pick them here, watch the elements below, then copy the CSS into your stylesheet. Where a token is not set the element uses its own light or dark default.',
    ),
    el(
      'div',
      { class: 'columns' },
      el(
        'div',
        {},
        el(
          'fieldset',
          { class: 'controls' },
          el('legend', {}, 'Tokens'),
          el('div', { class: 'tokens' }, ...colourInputs.map((c) => c.field)),
          el(
            'label',
            { for: radius.id },
            'Corner radius ',
            el('code', {}, '--lk-radius'),
            radius,
            radiusValue,
          ),
          el('label', { for: font.id }, 'Font ', el('code', {}, '--lk-font'), font),
        ),
        el('h3', {}, 'Your CSS'),
        el('pre', {}, css),
        el('p', {}, copy, ' ', reset),
        copyStatus,
      ),
      el(
        'div',
        { class: 'example', role: 'region', 'aria-labelledby': 'theme-preview-title' },
        el('h3', { id: 'theme-preview-title' }, 'Preview'),
        preview,
      ),
    ),
  )
  update()
}
