// The points, feedback, promotions and red-envelope section: /demo/api/points, /demo/api/feedback,
// /demo/api/promotions, /demo/api/envelopes.
const $ = (id) => document.getElementById(id)
const say = (text, good = true) => {
  $('points-status').textContent = text
  $('points-status').style.color = good ? 'var(--ok)' : 'var(--bad)'
}
async function call(method, path, body) {
  const response = await fetch(path, {
    method,
    headers: body ? { 'Content-Type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  })
  const data = await response.json()
  if (!response.ok) throw new Error(data.error ?? `${method} ${path}: ${response.status}`)
  return data
}
function cells(values, last) {
  const tr = document.createElement('tr')
  for (const text of values) {
    const td = document.createElement('td')
    td.textContent = String(text)
    tr.append(td)
  }
  const td = document.createElement('td')
  td.append(...last)
  tr.append(td)
  return tr
}
function action(label, run) {
  const button = document.createElement('button')
  button.type = 'button'
  button.className = 'secondary'
  button.textContent = label
  button.addEventListener('click', async () => {
    try {
      await run()
      say(`${label}: done.`)
    } catch (error) {
      say(`${label}: ${error.message}`, false)
    }
    await refresh()
  })
  return button
}
/** A one-field form: the label, the input, a submit button; `run(value)`, then the lists again. */
function fieldForm(labelText, submitText, maxLength, run) {
  const form = document.createElement('form')
  const label = document.createElement('label')
  label.textContent = `${labelText} `
  const input = document.createElement('input')
  input.required = true
  input.maxLength = maxLength
  label.append(input)
  const send = document.createElement('button')
  send.type = 'submit'
  send.textContent = submitText
  form.append(label, send)
  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    try {
      await run(input.value)
      say(`${submitText}: done.`)
    } catch (error) {
      say(`${submitText}: ${error.message}`, false)
    }
    await refresh()
  })
  return form
}
function replyForm(f) {
  if (f.reply) return [document.createTextNode(f.reply)]
  return [
    fieldForm(`Reply to #${f.id}`, 'Send reply', 500, (reply) =>
      call('POST', `/demo/api/feedback/${f.id}/reply`, { reply }),
    ),
  ]
}
function decisionForm(a) {
  const who = `${a.account} for #${a.promotion}`
  return [
    action(`Approve ${who}`, () =>
      call('POST', `/demo/api/promotions/${a.promotion}/approve`, { account: a.account }),
    ),
    fieldForm('Reason (to reject)', `Reject ${who}`, 200, (reason) =>
      call('POST', `/demo/api/promotions/${a.promotion}/reject`, { account: a.account, reason }),
    ),
  ]
}
async function refresh() {
  try {
    const { redemptions } = await call('GET', '/demo/api/points')
    $('points-redemptions').replaceChildren(
      ...redemptions.map((r) =>
        cells(
          [r.id, r.account, r.goods, r.points, r.status],
          r.status === 'PROCESS'
            ? [
                action(`Approve redemption ${r.id}`, () =>
                  call('POST', `/demo/api/points/redemptions/${r.id}/approve`),
                ),
                action(`Reject redemption ${r.id}`, () =>
                  call('POST', `/demo/api/points/redemptions/${r.id}/reject`),
                ),
              ]
            : [],
        ),
      ),
    )
    const { feedback } = await call('GET', '/demo/api/feedback')
    $('points-feedback').replaceChildren(
      ...feedback.map((f) => cells([f.id, f.account, f.type, f.content, f.imageCount], replyForm(f))),
    )
    const { applications } = await call('GET', '/demo/api/promotions/applications')
    $('points-applications').replaceChildren(
      ...applications.map((a) =>
        cells([`#${a.promotion} ${a.title}`, a.account, a.remarks, a.imageCount], decisionForm(a)),
      ),
    )
  } catch (error) {
    say(`Refresh: ${error.message}`, false)
  }
}
$('points-refresh').addEventListener('click', refresh)
$('envelope-form').addEventListener('submit', async (event) => {
  event.preventDefault()
  const data = Object.fromEntries(new FormData(event.currentTarget))
  try {
    const { id } = await call('POST', '/demo/api/envelopes', {
      account: data.account,
      title: data.title,
      min: Number(data.min),
      max: Number(data.max),
      days: Number(data.days),
    })
    say(`Red envelope #${id} granted to ${data.account}.`)
  } catch (error) {
    say(`Grant: ${error.message}`, false)
  }
})
$('raffle-form').addEventListener('submit', async (event) => {
  event.preventDefault()
  const data = Object.fromEntries(new FormData(event.currentTarget))
  try {
    const { winners } = await call('POST', `/demo/api/promotions/${Number(data.id)}/draw`, {
      winners: Number(data.winners),
    })
    say(`Raffle #${data.id}: ${winners} winner(s) drawn.`)
  } catch (error) {
    say(`Draw: ${error.message}`, false)
  }
})
refresh()
