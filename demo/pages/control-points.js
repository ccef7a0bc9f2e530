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
    await $('raffle-form').addEventListener('submit', async (event) => {
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
  })
  return button
}
function replyForm(f) {
  if (f.reply) return [document.createTextNode(f.reply)]
  const form = document.createElement('form')
  const label = document.createElement('label')
  label.textContent = `Reply to #${f.id} `
  const input = document.createElement('input')
  input.name = 'reply'
  input.required = true
  input.maxLength = 500
  label.append(input)
  const send = document.createElement('button')
  send.type = 'submit'
  send.textContent = 'Send reply'
  form.append(label, send)
  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    try {
      await call('POST', `/demo/api/feedback/${f.id}/reply`, { reply: input.value })
      say(`Reply to #${f.id}: sent.`)
    } catch (error) {
      say(`Reply to #${f.id}: ${error.message}`, false)
    }
    await $('raffle-form').addEventListener('submit', async (event) => {
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
  })
  return [form]
}
function decisionForm(a) {
  const form = document.createElement('form')
  const label = document.createElement('label')
  label.textContent = `Reason (to reject) `
  const input = document.createElement('input')
  input.name = 'reason'
  input.maxLength = 200
  label.append(input)
  const approve = action(`Approve ${a.account} for #${a.promotion}`, () =>
    call('POST', `/demo/api/promotions/${a.promotion}/approve`, { account: a.account }),
  )
  const reject = document.createElement('button')
  reject.type = 'submit'
  reject.className = 'secondary'
  reject.textContent = `Reject ${a.account} for #${a.promotion}`
  form.append(label, reject)
  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    try {
      await call('POST', `/demo/api/promotions/${a.promotion}/reject`, {
        account: a.account,
        reason: input.value,
      })
      say(`${reject.textContent}: done.`)
    } catch (error) {
      say(`${reject.textContent}: ${error.message}`, false)
    }
    await $('raffle-form').addEventListener('submit', async (event) => {
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
  })
  return [approve, form]
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
