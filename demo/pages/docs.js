// The operator docs page: every element of dist/custom-elements.json with its attributes,
// properties, events, parts and CSS custom properties, and beside it a live example of the built
// bundle (loaded by /dist/loader.js) whose attributes the form controls change; then the theming
// section (docs-theme.js), the commands and the events (/docs/descriptions.json: core/events.json and
// loader/commands.json as written). A file, not an inline script: the page's CSP allows none.
import { el, prose, table } from './docs-dom.js'
import { renderTheme } from './docs-theme.js'

window.lobbykit =
  window.lobbykit ||
  function () {
    ;(window.lobbykit.q = window.lobbykit.q || []).push(arguments)
  }

/** The attributes each example starts with (the demo catalogue's first slot game for the tile). */
const EXAMPLES = {
  'member-login': { mode: 'inline' },
  'member-register': { mode: 'inline' },
  'forgot-password': { mode: 'inline' },
  'game-tile': { 'node-id': '1001', 'game-type': 'RNG' },
  'game-lobby': { 'game-type': 'RNG' },
  'announcement-popup': { mode: 'inline' },
  'banner-carousel': { group: 'w_home' },
  'lobbykit-site': { base: '/docs/site' },
}
/** A whole site takes over the page's history: its example starts on request. */
const ON_REQUEST = new Set(['lobbykit-site'])

const status = document.getElementById('docs-status')

// The operator guide's snippet names this server: pasted into a page, it loads this bundle and calls this API.
document.getElementById('guide-snippet').textContent = [
  `<link rel="stylesheet" href="${location.origin}/dist/reserve.css" />`,
  `<script src="${location.origin}/dist/loader.js"`,
  `        data-api="${location.origin}" data-merchant="lobbykit"`,
  `        data-lang="EN" data-theme="auto" async></script>`,
].join('\n')

/** `'a' | 'b'` → ['a', 'b']; anything else → null. */
function literals(type) {
  const items = type.split('|').map((s) => s.trim())
  return items.every((s) => /^'[^']*'$/.test(s)) ? items.map((s) => s.slice(1, -1)) : null
}

const isJson = (type) => /^(Lobbykit|\{|\[)/.test(type)

/** The markup an operator would write for the example element. */
function markupOf(element) {
  const attrs = Array.from(element.attributes)
    .filter((a) => a.name !== 'id')
    .map((a) =>
      a.value === ''
        ? ` ${a.name}`
        : ` ${a.name}="${a.value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`,
    )
  return `<${element.localName}${attrs.join('')}></${element.localName}>`
}

/** One form control per attribute; a change sets or removes the attribute (a removed one takes its default). */
function attributeControl(tag, attr, element, show) {
  const id = `ctl-${tag}-${attr.name}`
  const type = attr.type?.text ?? 'string'
  const initial = element.getAttribute(attr.name) ?? ''
  const options = literals(type)
  let control
  if (type === 'boolean') {
    control = el('input', { type: 'checkbox', id, checked: element.hasAttribute(attr.name) })
    control.addEventListener('change', () => {
      element.toggleAttribute(attr.name, control.checked)
      show()
    })
    return el('label', { class: 'check', for: id }, control, attr.name)
  }
  if (options) {
    control = el(
      'select',
      { id },
      el('option', { value: '' }, '(not set)'),
      ...options.map((o) => el('option', { value: o, selected: o === initial }, o)),
    )
  } else if (isJson(type)) {
    control = el('textarea', { id, rows: 3, spellcheck: 'false' })
    control.value = initial
  } else {
    control = el('input', { id, type: type === 'number' ? 'number' : 'text', value: initial })
  }
  const error = el('span', { class: 'error', id: `${id}-error` })
  const apply = () => {
    const value = control.value.trim()
    error.textContent = ''
    control.removeAttribute('aria-invalid')
    if (value && isJson(type)) {
      try {
        JSON.parse(value)
      } catch (e) {
        error.textContent = `Not JSON: ${e.message}`
        control.setAttribute('aria-invalid', 'true')
        control.setAttribute('aria-describedby', error.id)
        return
      }
    }
    if (value) element.setAttribute(attr.name, value)
    else element.removeAttribute(attr.name)
    show()
  }
  control.addEventListener(options ? 'change' : 'input', apply)
  return el('label', { for: id }, `${attr.name} (${type})`, control, error)
}

/** The live example: controls, the markup they produce, and the element itself. */
function example(decl) {
  const tag = decl.tagName
  const element = document.createElement(tag)
  element.id = `live-${tag}`
  for (const [name, value] of Object.entries(EXAMPLES[tag] ?? {})) element.setAttribute(name, value)
  const code = el('code', { id: `markup-${tag}` })
  const show = () => (code.textContent = markupOf(element))
  show()
  const stage = el('div', { class: 'stage', id: `stage-${tag}` })
  const heading = `example-${tag}-title`
  const controls = (decl.attributes ?? []).map((a) => attributeControl(tag, a, element, show))
  const box = el(
    'div',
    { class: 'example', role: 'region', 'aria-labelledby': `${heading} el-${tag}-title` },
    el('h3', { id: heading }, 'Live example'),
    controls.length
      ? el('fieldset', { class: 'controls' }, el('legend', {}, 'Attributes'), ...controls)
      : el('p', { class: 'muted' }, 'This element has no attributes.'),
    el('h4', {}, 'Markup'),
    el('pre', {}, code),
    stage,
  )
  if (ON_REQUEST.has(tag)) {
    const start = el('button', { type: 'button' }, `Start the live <${tag}>`)
    start.addEventListener('click', () => {
      start.remove()
      stage.replaceChildren(element)
      // A whole site in a box of its own: it scrolls there (reachable by keyboard), its fixed bars stay inside.
      stage.classList.add('stage-site')
      stage.tabIndex = 0
      stage.setAttribute('role', 'region')
      stage.setAttribute('aria-label', `The live <${tag}>`)
    })
    stage.append(
      el('p', { class: 'muted' }, 'A whole site takes over the address bar, so it starts on request.'),
      start,
    )
  } else stage.append(element)
  return box
}

function elementSection(decl, events) {
  const tag = decl.tagName
  const title = `el-${tag}-title`
  const detailOf = (name) => events.find((e) => `lobbykit-${e.name}` === name)?.detail ?? ''
  return el(
    'section',
    { class: 'doc', id: `el-${tag}`, 'aria-labelledby': title, 'data-tag': tag },
    el('h2', { id: title }, el('code', {}, `<${tag}>`)),
    prose(decl.summary),
    el(
      'div',
      { class: 'columns' },
      el(
        'div',
        {},
        prose(decl.description),
        table(
          'Attributes',
          ['Attribute', 'Type', 'Description'],
          (decl.attributes ?? []).map((a) => [
            a.name,
            a.default === undefined ? a.type?.text : `${a.type?.text}, default ${a.default}`,
            a.description,
          ]),
        ),
        table(
          'Properties',
          ['Property', 'Attribute', 'Type'],
          (decl.members ?? []).map((m) => [m.name, m.attribute ?? '', m.type?.text]),
        ),
        table(
          'Events',
          ['Event', 'Detail', 'Description'],
          (decl.events ?? []).map((e) => [e.name, detailOf(e.name), e.description]),
        ),
        table(
          'Parts (::part)',
          ['Part', 'Description'],
          (decl.cssParts ?? []).map((p) => [p.name, p.description]),
        ),
        table(
          'CSS custom properties',
          ['Property', 'Description'],
          (decl.cssProperties ?? []).map((p) => [p.name, p.description]),
        ),
      ),
      example(decl),
    ),
  )
}

/** Arguments the "Try" buttons call commands with (the others take none, or a function or a node). */
const EXAMPLE_ARGS = {
  showModal: [
    {
      icon: 'success',
      title: 'Welcome bonus',
      html: '<p>Your <b>100%</b> first-deposit bonus is ready.</p>',
      buttons: ['Later', { label: 'Claim', value: 'claim', primary: true }],
      closeOnCover: true,
    },
  ],
  setTheme: ['dark'],
  setLanguage: ['UR'],
}

function commandsSection(section, { commands, description }) {
  const result = el('p', { class: 'status', role: 'status', id: 'command-result' })
  const run = (name, args) => {
    const call = `lobbykit('${name}'${args.map((a) => `, ${JSON.stringify(a)}`).join('')})`
    result.className = 'status'
    result.textContent = `${call} …`
    window.lobbykit(name, ...args).then(
      (answer) => (result.textContent = `${call} answered ${JSON.stringify(answer ?? null)}`),
      (error) => {
        result.textContent = `${call} failed: ${error?.message ?? error}`
        result.className = 'status error'
      },
    )
  }
  const rows = commands.map((c) => {
    const params = c.params ? `, ${c.params}` : ''
    const args = c.params ? EXAMPLE_ARGS[c.name] : []
    const tryIt = args ? el('button', { type: 'button', 'data-command': c.name }, `Run ${c.name}`) : ''
    if (tryIt) tryIt.addEventListener('click', () => run(c.name, args))
    return [`lobbykit('${c.name}'${params})`, c.returns, c.description, tryIt]
  })
  section.append(
    el('h2', { id: 'commands-title' }, 'Commands'),
    prose(description),
    table('Commands', ['Call', 'Answers', 'Description', 'Try'], rows),
    result,
  )
}

function eventsSection(section, { events, description }) {
  const log = el('ol', { id: 'event-log', 'aria-live': 'polite' })
  for (const e of events)
    document.addEventListener(`lobbykit-${e.name}`, (event) => {
      log.prepend(el('li', {}, el('code', {}, event.type), ' ', JSON.stringify(event.detail ?? null)))
      while (log.children.length > 20) log.lastElementChild.remove()
    })
  section.append(
    el('h2', { id: 'events-title' }, 'Events'),
    prose(description),
    table(
      'Events',
      ['Event', 'Detail', 'Cancelable', 'Description'],
      events.map((e) => [`lobbykit-${e.name}`, e.detail, e.cancelable ? 'yes' : 'no', e.description]),
    ),
    el('h3', {}, 'Events heard on this page'),
    log,
  )
}

async function fetchJson(url) {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`)
  return response.json()
}

try {
  const [manifest, { events, commands }] = await Promise.all([
    fetchJson('/dist/custom-elements.json'),
    fetchJson('/docs/descriptions.json'),
  ])
  const declarations = manifest.modules.flatMap((m) => m.declarations.filter((d) => d.customElement))
  const toc = document.getElementById('toc')
  const sections = document.getElementById('elements')
  const link = (id, ...text) => el('li', {}, el('a', { href: `#${id}` }, ...text))
  sections.append(...declarations.map((decl) => elementSection(decl, events.events)))
  toc.replaceChildren(
    link('guide', 'Operator guide'),
    ...declarations.map((d) => link(`el-${d.tagName}`, el('code', {}, `<${d.tagName}>`))),
    link('theme', 'Theming'),
    link('commands', 'Commands'),
    link('events', 'Events'),
  )
  renderTheme(document.getElementById('theme'))
  commandsSection(document.getElementById('commands'), commands)
  eventsSection(document.getElementById('events'), events)
  status.textContent = `${declarations.length} elements, ${commands.commands.length} commands, ${events.events.length} events.`
  document.body.dataset.ready = 'true'
  const page = { '/docs/theme': 'theme', '/docs/guide': 'guide' }[location.pathname]
  if (page || location.hash) document.getElementById(page ?? location.hash.slice(1))?.scrollIntoView()
} catch (error) {
  status.textContent = `The docs could not load: ${error.message}`
  status.className = 'status error'
}
