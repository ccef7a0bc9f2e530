// The control page's settings, outbox, sessions, notices and banners (the other sections have a
// script each: control-*.js).
import { byId, controlApi, statusLine } from './control-kit.js'

const RULE_NUMBERS = ['patternId', 'minLength', 'maxLength']
let settings = null

const say = statusLine('status')
/** Tells the texts editor (control-texts.js) that there is other content to edit. */
const contentChanged = () => document.dispatchEvent(new Event('control-content-changed'))

function cell(row, child) {
  const td = document.createElement('td')
  if (typeof child === 'string') td.textContent = child
  else if (child) td.append(child)
  row.append(td)
  return td
}

function input(type, id, label, value) {
  const el = document.createElement('input')
  el.type = type
  el.id = id
  el.setAttribute('aria-label', label)
  if (type === 'checkbox') el.checked = Boolean(value)
  else el.value = value ?? ''
  return el
}

function toLocalInput(ms) {
  if (ms == null) return ''
  const d = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000)
  return d.toISOString().slice(0, 16)
}

function render() {
  for (const id of ['maintenance', 'regionRestriction', 'humanCheck', 'newDeviceCheck'])
    byId(id).checked = settings[id] === true
  // The maintenance and region texts are per language: control-texts.js edits them.
  for (const id of ['smsExpiredMinutes', 'tokenTtlMinutes']) byId(id).value = settings[id]
  byId('maintenanceEnd').value = toLocalInput(settings.maintenanceEnd)
  // C-13: the bonus amounts the welcome (LOGIN-22) and the profile's Zalo field (CONST-8) promise.
  byId('registrationBonusAmount').value = settings.registrationBonus.amount
  byId('zaloRewardAmount').value = settings.zaloReward.amount
  byId('allowedOrigins').value = settings.allowedOrigins.join('\n')

  const flags = byId('flags')
  flags.replaceChildren()
  for (const [code, on] of Object.entries(settings.whitelabel)) {
    const label = document.createElement('label')
    label.className = 'check'
    const box = input('checkbox', `flag-${code}`, code, on)
    box.removeAttribute('aria-label')
    label.append(box, ` ${code}`)
    flags.append(label)
  }

  const rules = byId('rules')
  rules.replaceChildren()
  for (const [field, rule] of Object.entries(settings.register.regExp)) {
    const row = document.createElement('tr')
    const th = document.createElement('th')
    th.scope = 'row'
    th.textContent = field
    row.append(th)
    cell(row, input('checkbox', `rule-${field}-enabled`, `${field} enabled`, rule.enabled))
    cell(row, input('checkbox', `rule-${field}-required`, `${field} required`, rule.required))
    for (const key of RULE_NUMBERS) {
      const el = input('number', `rule-${field}-${key}`, `${field} ${key}`, rule[key])
      el.min = '0'
      cell(row, el)
    }
    cell(row, input('text', `rule-${field}-acceptedPattern`, `${field} pattern`, rule.acceptedPattern))
    rules.append(row)
  }
}

function collect() {
  const whitelabel = {}
  for (const code of Object.keys(settings.whitelabel)) whitelabel[code] = byId(`flag-${code}`).checked
  const regExp = {}
  for (const field of Object.keys(settings.register.regExp)) {
    regExp[field] = {
      enabled: byId(`rule-${field}-enabled`).checked,
      required: byId(`rule-${field}-required`).checked,
      acceptedPattern: byId(`rule-${field}-acceptedPattern`).value,
    }
    for (const key of RULE_NUMBERS) regExp[field][key] = Number(byId(`rule-${field}-${key}`).value)
  }
  const end = byId('maintenanceEnd').value
  return {
    maintenance: byId('maintenance').checked,
    maintenanceEnd: end ? new Date(end).getTime() : null,
    regionRestriction: byId('regionRestriction').checked,
    humanCheck: byId('humanCheck').checked,
    newDeviceCheck: byId('newDeviceCheck').checked,
    smsExpiredMinutes: Number(byId('smsExpiredMinutes').value),
    tokenTtlMinutes: Number(byId('tokenTtlMinutes').value),
    allowedOrigins: byId('allowedOrigins')
      .value.split('\n')
      .map((s) => s.trim())
      .filter(Boolean),
    whitelabel,
    register: { regExp },
    registrationBonus: {
      ...settings.registrationBonus,
      amount: Number(byId('registrationBonusAmount').value),
    },
    zaloReward: { ...settings.zaloReward, amount: Number(byId('zaloRewardAmount').value) },
  }
}

async function load() {
  settings = await controlApi('GET', '/demo/api/settings')
  render()
}

async function refreshOutbox() {
  try {
    const { messages } = await controlApi('GET', '/demo/api/outbox')
    const body = byId('outbox')
    body.replaceChildren()
    if (!messages.length) {
      const row = document.createElement('tr')
      cell(row, 'Nothing sent yet.').colSpan = 5
      body.append(row)
    }
    for (const m of messages) {
      const row = document.createElement('tr')
      cell(row, new Date(m.createdAt).toLocaleTimeString())
      cell(row, m.to)
      cell(row, m.purpose ?? m.kind)
      const code = document.createElement('code')
      code.textContent = m.code ?? '—'
      cell(row, code)
      cell(row, m.subject ? `${m.subject}: ${m.text}` : m.text)
      body.append(row)
    }
  } catch {
    // The server may be restarting: the next tick tries again.
  }
}

byId('settings-form').addEventListener('submit', async (event) => {
  event.preventDefault()
  try {
    settings = await controlApi('PUT', '/demo/api/settings', collect())
    render()
    say('Saved.')
  } catch (error) {
    say(`Not saved: ${error.message}`, false)
  }
})

byId('reset').addEventListener('click', async () => {
  if (!confirm('Reset accounts, settings, outbox, rate limits and sessions to the seed?')) return
  await controlApi('POST', '/demo/api/reset')
  await load()
  await refreshOutbox()
  contentChanged()
  say('Demo reset to the seed.')
})

byId('expire').addEventListener('click', async () => {
  const { ended } = await controlApi('POST', '/demo/api/sessions/expire')
  say(`${ended} session${ended === 1 ? '' : 's'} ended: the next token call answers 401.`)
})

byId('content-form').addEventListener('submit', async (event) => {
  event.preventDefault()
  try {
    const type = byId('content-kind').value
    const body = {
      type,
      title: byId('content-title-input').value.trim(),
      execution: byId('content-audience').value,
      lang: byId('content-lang').value,
    }
    if (type !== 'PL') body.content = byId('content-html').value
    const { id } = await controlApi(
      'POST',
      type === 'PL' ? '/demo/api/notices' : '/demo/api/announcements',
      body,
    )
    contentChanged()
    say(`Added ${type} #${id}. Pages show it on their next load.`)
  } catch (error) {
    say(`Not added: ${error.message}`, false)
  }
})

byId('banner-form').addEventListener('submit', async (event) => {
  event.preventDefault()
  try {
    const { id } = await controlApi('POST', '/demo/api/banners', {
      groupName: byId('banner-group').value,
      title: byId('banner-title').value.trim(),
      url: byId('banner-url').value.trim() || null,
      linkageType: byId('banner-linkage').value || null,
      lang: byId('banner-lang').value,
    })
    contentChanged()
    say(`Added banner #${id}.`)
  } catch (error) {
    say(`Not added: ${error.message}`, false)
  }
})

byId('banner-clear').addEventListener('click', async () => {
  const { removed } = await controlApi('DELETE', `/demo/api/banners/${byId('banner-group').value}`)
  contentChanged()
  say(`Removed ${removed} banner${removed === 1 ? '' : 's'}.`)
})

load().catch((error) => say(`Could not load settings: ${error.message}`, false))
refreshOutbox()
setInterval(refreshOutbox, 3000)
