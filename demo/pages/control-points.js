// The points, feedback, promotions and red-envelope section: /demo/api/points, /demo/api/feedback,
// /demo/api/promotions, /demo/api/envelopes.
import { actionButton, byId, controlApi, statusLine, tableRow } from './control-kit.js'

const say = statusLine('points-status')
const action = (label, run) => actionButton(label, run, { say, refresh })
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
      controlApi('POST', `/demo/api/feedback/${f.id}/reply`, { reply }),
    ),
  ]
}
function decisionForm(a) {
  const who = `${a.account} for #${a.promotion}`
  return [
    action(`Approve ${who}`, () =>
      controlApi('POST', `/demo/api/promotions/${a.promotion}/approve`, { account: a.account }),
    ),
    fieldForm('Reason (to reject)', `Reject ${who}`, 200, (reason) =>
      controlApi('POST', `/demo/api/promotions/${a.promotion}/reject`, { account: a.account, reason }),
    ),
  ]
}
async function refresh() {
  try {
    const { redemptions } = await controlApi('GET', '/demo/api/points')
    byId('points-redemptions').replaceChildren(
      ...redemptions.map((r) =>
        tableRow(
          [r.id, r.account, r.goods, r.points, r.status],
          r.status === 'PROCESS'
            ? [
                action(`Approve redemption ${r.id}`, () =>
                  controlApi('POST', `/demo/api/points/redemptions/${r.id}/approve`),
                ),
                action(`Reject redemption ${r.id}`, () =>
                  controlApi('POST', `/demo/api/points/redemptions/${r.id}/reject`),
                ),
              ]
            : [],
        ),
      ),
    )
    const { feedback } = await controlApi('GET', '/demo/api/feedback')
    byId('points-feedback').replaceChildren(
      ...feedback.map((f) => tableRow([f.id, f.account, f.type, f.content, f.imageCount], replyForm(f))),
    )
    const { applications } = await controlApi('GET', '/demo/api/promotions/applications')
    byId('points-applications').replaceChildren(
      ...applications.map((a) =>
        tableRow([`#${a.promotion} ${a.title}`, a.account, a.remarks, a.imageCount], decisionForm(a)),
      ),
    )
  } catch (error) {
    say(`Refresh: ${error.message}`, false)
  }
}
byId('points-refresh').addEventListener('click', refresh)
byId('envelope-form').addEventListener('submit', async (event) => {
  event.preventDefault()
  const data = Object.fromEntries(new FormData(event.currentTarget))
  try {
    const { id } = await controlApi('POST', '/demo/api/envelopes', {
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
byId('raffle-form').addEventListener('submit', async (event) => {
  event.preventDefault()
  const data = Object.fromEntries(new FormData(event.currentTarget))
  try {
    const { winners } = await controlApi('POST', `/demo/api/promotions/${Number(data.id)}/draw`, {
      winners: Number(data.winners),
    })
    say(`Raffle #${data.id}: ${winners} winner(s) drawn.`)
  } catch (error) {
    say(`Draw: ${error.message}`, false)
  }
})
refresh()
