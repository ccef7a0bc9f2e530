// The control page's "Texts in each language" (I18N): the texts the server sends — marquee notices,
// popup and promotion announcements (the F audience's are the welcome popup's news), banners, the
// maintenance and region texts and the licence line — edited one language at a time. A save writes
// the language picked only (PUT …/texts/:lang); the server checks every value and says what is wrong.
import { byId, controlApi, statusLine } from './control-kit.js'

const say = statusLine('texts-status')
const SETTINGS_TEXTS = ['maintenanceTitle', 'maintenanceInfo', 'regionInfo', 'licence']
const KINDS = { PL: 'Marquee notice', PU: 'Popup announcement', PR: 'Promotion announcement' }
const AUDIENCES = { A: 'members', B: 'visitors', F: 'first login: the welcome popup’s news' }

/** @type {any} what GET /demo/api/texts answered */
let texts = null

const language = () => /** @type {HTMLSelectElement} */ (byId('texts-lang')).value

/** A labelled input (or textarea) for one text, written in `lang`. */
function field(id, label, value, { max, lang, area = false }) {
  const wrap = document.createElement('div')
  const labelEl = document.createElement('label')
  labelEl.htmlFor = id
  labelEl.textContent = label
  const input = document.createElement(area ? 'textarea' : 'input')
  input.id = id
  if (area) input.rows = 3
  else input.type = 'text'
  input.maxLength = max
  input.lang = lang.toLowerCase()
  input.dir = 'auto'
  input.value = value ?? ''
  wrap.append(labelEl, input)
  return wrap
}

function button(label, type = 'submit', secondary = false) {
  const el = document.createElement('button')
  el.type = type
  el.textContent = label
  if (secondary) el.className = 'secondary'
  return el
}

/** The item `id` of `kind` as the server now has it. */
async function fresh(kind, id) {
  texts = await controlApi('GET', '/demo/api/texts')
  return texts[kind].find((item) => item.id === id)
}

/**
 * One item's form: its title (and content) in the language picked, Save and Remove, and its own
 * status line (`said`: what to say in it, `[text, good]`).
 */
function itemForm(kind, item, said) {
  const lang = language()
  const text = item.texts[lang]
  const form = document.createElement('form')
  form.noValidate = true
  const set = document.createElement('fieldset')
  const legend = document.createElement('legend')
  legend.textContent =
    kind === 'banners'
      ? `Banner #${item.id} (${item.groupName})`
      : `${KINDS[item.type]} #${item.id} (${item.execution}: ${AUDIENCES[item.execution]})`
  const fallback = document.createElement('p')
  fallback.className = 'hint'
  const other = Object.entries(item.texts).find(([code]) => code !== lang)
  fallback.textContent = text
    ? ''
    : `No ${lang} text: ${lang} visitors get the ${other?.[0] ?? '—'} one${other ? ` (“${kind === 'banners' ? other[1] : other[1].title}”)` : ''}.`
  const title = kind === 'banners' ? text : text?.title
  set.append(
    legend,
    field(`text-${kind}-${item.id}-title`, `Title (${lang})`, title, { max: texts.limits.title, lang }),
  )
  if (kind === 'announcements' && item.type !== 'PL')
    set.append(
      field(`text-${kind}-${item.id}-content`, `Content HTML (${lang})`, text?.content, {
        max: texts.limits.content,
        lang,
        area: true,
      }),
    )
  if (fallback.textContent) set.append(fallback)
  const save = button(`Save ${lang}`)
  const remove = button(`Remove ${lang}`, 'button', true)
  remove.disabled = !text
  const actions = document.createElement('p')
  actions.append(save, ' ', remove)
  const line = document.createElement('p')
  line.setAttribute('role', 'status')
  line.id = `text-${kind}-${item.id}-status`
  const tell = (text, good = true) => {
    line.textContent = text
    line.className = good ? 'ok' : 'bad'
  }
  if (said) tell(...said)
  set.append(actions, line)
  form.append(set)
  /** After a change: the form again with what the server holds, saying `text`. */
  const redraw = async (text) => {
    const now = await fresh(kind, item.id)
    form.replaceWith(now ? itemForm(kind, now, [text, true]) : document.createTextNode(''))
  }
  const path = `/demo/api/${kind}/${item.id}/texts/${lang}`
  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    const body = {
      title: /** @type {HTMLInputElement} */ (byId(`text-${kind}-${item.id}-title`)).value.trim(),
    }
    const content = byId(`text-${kind}-${item.id}-content`)
    if (content) body.content = /** @type {HTMLTextAreaElement} */ (content).value
    try {
      await controlApi('PUT', path, body)
      await redraw(`Saved the ${lang} text; the other languages are as they were.`)
    } catch (error) {
      tell(`Not saved: ${error.message}`, false)
    }
  })
  remove.addEventListener('click', async () => {
    try {
      await controlApi('DELETE', path)
      await redraw(`Removed the ${lang} text: ${lang} visitors get another language's.`)
    } catch (error) {
      tell(`Not removed: ${error.message}`, false)
    }
  })
  return form
}

function render() {
  const lang = language()
  for (const key of SETTINGS_TEXTS) {
    const input = /** @type {HTMLInputElement} */ (byId(`text-${key}`))
    input.value = texts.settings[key]?.[lang] ?? ''
    input.maxLength = texts.limits[key]
    input.lang = lang.toLowerCase()
  }
  const items = byId('texts-items')
  items.replaceChildren(
    ...texts.announcements.map((item) => itemForm('announcements', item)),
    ...texts.banners.map((item) => itemForm('banners', item)),
  )
}

async function load() {
  texts = await controlApi('GET', '/demo/api/texts')
  const select = /** @type {HTMLSelectElement} */ (byId('texts-lang'))
  const picked = select.value || texts.defaultLanguage
  // The brand's languages, in the text editor and in the "add" forms (a new item's first language).
  for (const el of /** @type {NodeListOf<HTMLSelectElement>} */ (
    document.querySelectorAll('select.brand-languages')
  )) {
    const keep = el.value
    el.replaceChildren(
      ...texts.languages.map((code) => {
        const option = document.createElement('option')
        option.value = code
        option.textContent = code === texts.defaultLanguage ? `${code} (brand default)` : code
        return option
      }),
    )
    el.value = el === select ? picked : keep || texts.defaultLanguage
  }
  render()
}

byId('texts-lang').addEventListener('change', render)

byId('texts-settings-form').addEventListener('submit', async (event) => {
  event.preventDefault()
  const lang = language()
  const body = Object.fromEntries(
    SETTINGS_TEXTS.map((key) => [key, /** @type {HTMLInputElement} */ (byId(`text-${key}`)).value.trim()]),
  )
  try {
    texts = await controlApi('PUT', `/demo/api/texts/${lang}`, body)
    render()
    say(`Saved the ${lang} status texts and licence line; the other languages are as they were.`)
  } catch (error) {
    say(`Not saved: ${error.message}`, false)
  }
})

// The page's reset and "add" buttons change what there is to edit (control.js says when).
document.addEventListener('control-content-changed', () => load().catch(() => {}))

load().catch((error) => say(`Could not load the texts: ${error.message}`, false))
