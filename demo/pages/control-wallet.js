// The wallet section: lists orders and withdrawals from /demo/api/wallet and acts on them.
const $ = (id) => document.getElementById(id)
const say = (text, good = true) => {
  $('wallet-status').textContent = text
  $('wallet-status').style.color = good ? 'var(--ok)' : 'var(--bad)'
}
async function call(method, path, body) {
  const response = await fetch(path, {
    method,
    // The control API takes JSON bodies only (issue 11 item 2), even an empty one.
    headers: method === 'GET' ? {} : { 'Content-Type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  })
  const data = await response.json()
  if (!response.ok) throw new Error(data.error ?? `${method} ${path}: ${response.status}`)
  return data
}
function row(cells, actions) {
  const tr = document.createElement('tr')
  for (const text of cells) {
    const td = document.createElement('td')
    td.textContent = text
    tr.append(td)
  }
  const td = document.createElement('td')
  td.append(...actions)
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
const money = (n) => n.toFixed(2)
async function refresh() {
  try {
    const { deposits, withdrawals } = await call('GET', '/demo/api/wallet')
    $('wallet-deposits').replaceChildren(
      ...deposits.map((d) =>
        row(
          [d.reference, d.account, d.channel, money(d.amount), d.status],
          d.status === 'pending'
            ? [
                action(`Approve ${d.reference}`, () =>
                  call('POST', `/demo/api/wallet/deposits/${d.reference}/approve`),
                ),
                action(`Reject ${d.reference}`, () =>
                  call('POST', `/demo/api/wallet/deposits/${d.reference}/reject`),
                ),
              ]
            : [],
        ),
      ),
    )
    $('wallet-withdrawals').replaceChildren(
      ...withdrawals.map((w) => {
        const actions = []
        if (w.status === 'pending' || w.status === 'confirmed') {
          const amount = document.createElement('input')
          amount.type = 'number'
          amount.min = '0.01'
          amount.step = '0.01'
          amount.value = String(w.remainingAmount)
          amount.setAttribute('aria-label', `Amount to pay for withdrawal ${w.id}`)
          actions.push(
            amount,
            action(`Pay #${w.id}`, () =>
              call('POST', `/demo/api/wallet/withdrawals/${w.id}/pay`, {
                amount: Number(amount.value),
              }),
            ),
          )
        }
        if (w.status === 'paid')
          actions.push(
            action(`Expire deadline #${w.id}`, () =>
              call('POST', `/demo/api/wallet/withdrawals/${w.id}/expire`),
            ),
          )
        if (w.status === 'notReceived' || w.status === 'dispute')
          actions.push(
            action(`Force received #${w.id}`, () =>
              call('POST', `/demo/api/wallet/withdrawals/${w.id}/force-received`),
            ),
          )
        if (['pending', 'notReceived', 'dispute'].includes(w.status))
          actions.push(
            action(`Reject and refund #${w.id}`, () =>
              call('POST', `/demo/api/wallet/withdrawals/${w.id}/reject`),
            ),
          )
        const note = w.note ? ` (note: ${w.note})` : ''
        return row(
          [
            String(w.id),
            w.account,
            money(w.amount),
            `${money(w.receivedAmount)} of ${money(w.amount)}`,
            w.status + note,
            w.confirmBy ? new Date(w.confirmBy).toLocaleString() : '—',
          ],
          actions,
        )
      }),
    )
  } catch (error) {
    say(`Could not load the wallet: ${error.message}`, false)
  }
}
$('wallet-refresh').addEventListener('click', refresh)
refresh()
