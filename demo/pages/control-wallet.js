// The wallet section: lists orders and withdrawals from /demo/api/wallet and acts on them.
import { actionButton, byId, controlApi, statusLine, tableRow } from './control-kit.js'

const say = statusLine('wallet-status')
const action = (label, run) => actionButton(label, run, { say, refresh })
const money = (n) => n.toFixed(2)
async function refresh() {
  try {
    const { deposits, withdrawals } = await controlApi('GET', '/demo/api/wallet')
    byId('wallet-deposits').replaceChildren(
      ...deposits.map((d) =>
        tableRow(
          [d.reference, d.account, d.channel, money(d.amount), d.status],
          d.status === 'pending'
            ? [
                action(`Approve ${d.reference}`, () =>
                  controlApi('POST', `/demo/api/wallet/deposits/${d.reference}/approve`),
                ),
                action(`Reject ${d.reference}`, () =>
                  controlApi('POST', `/demo/api/wallet/deposits/${d.reference}/reject`),
                ),
              ]
            : [],
        ),
      ),
    )
    byId('wallet-withdrawals').replaceChildren(
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
              controlApi('POST', `/demo/api/wallet/withdrawals/${w.id}/pay`, {
                amount: Number(amount.value),
              }),
            ),
          )
        }
        if (w.status === 'paid')
          actions.push(
            action(`Expire deadline #${w.id}`, () =>
              controlApi('POST', `/demo/api/wallet/withdrawals/${w.id}/expire`),
            ),
          )
        if (w.status === 'notReceived' || w.status === 'dispute')
          actions.push(
            action(`Force received #${w.id}`, () =>
              controlApi('POST', `/demo/api/wallet/withdrawals/${w.id}/force-received`),
            ),
          )
        if (['pending', 'notReceived', 'dispute'].includes(w.status))
          actions.push(
            action(`Reject and refund #${w.id}`, () =>
              controlApi('POST', `/demo/api/wallet/withdrawals/${w.id}/reject`),
            ),
          )
        const note = w.note ? ` (note: ${w.note})` : ''
        return tableRow(
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
byId('wallet-refresh').addEventListener('click', refresh)
refresh()
