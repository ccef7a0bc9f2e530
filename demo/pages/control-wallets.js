// The control page's game-wallet switches (settings.merchantWallet, STORE-3 and MEMBER-2): one wallet
// for every game, and the vendors that refuse a transfer (the member's balances stay as they were).
import { byId, controlApi } from './control-kit.js'

const VENDORS = ['PG', 'JL', 'PT', 'BTI', 'LOTT', 'DS88']
const box = byId('wallets-vendors')
for (const vendor of VENDORS) {
  const label = document.createElement('label')
  label.className = 'check'
  const input = document.createElement('input')
  input.type = 'checkbox'
  input.value = vendor
  label.append(input, ` ${vendor}`)
  box.append(label)
}

controlApi('GET', '/demo/api/settings').then(
  ({ merchantWallet }) => {
    byId('wallets-single').checked = Boolean(merchantWallet?.isSingle)
    for (const input of box.querySelectorAll('input'))
      input.checked = (merchantWallet?.failingVendors ?? []).includes(input.value)
  },
  (error) => {
    byId('wallets-status').textContent = `Could not load the settings: ${error.message}`
  },
)

byId('wallets-form').addEventListener('submit', async (event) => {
  event.preventDefault()
  const failingVendors = [...box.querySelectorAll('input:checked')].map((i) => i.value)
  try {
    await controlApi('PUT', '/demo/api/settings', {
      merchantWallet: { isSingle: byId('wallets-single').checked, failingVendors },
    })
    byId('wallets-status').textContent = 'Saved.'
  } catch (error) {
    byId('wallets-status').textContent = `Not saved: ${error.message}`
  }
})
