// The control page's game-wallet switches (settings.merchantWallet, STORE-3 and MEMBER-2): one wallet
// for every game, and the vendors that refuse a transfer (the member's balances stay as they were).
const VENDORS = ['PG', 'JL', 'PT', 'BTI', 'LOTT', 'DS88']
const el = (id) => document.getElementById(id)
const box = el('wallets-vendors')
for (const vendor of VENDORS) {
  const label = document.createElement('label')
  label.className = 'check'
  const input = document.createElement('input')
  input.type = 'checkbox'
  input.value = vendor
  label.append(input, ` ${vendor}`)
  box.append(label)
}

async function settingsCall(method, body) {
  const response = await fetch('/demo/api/settings', {
    method,
    headers: body ? { 'Content-Type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  })
  const data = await response.json()
  if (!response.ok) throw new Error(data.error ?? `${method} settings: ${response.status}`)
  return data
}

settingsCall('GET').then(
  ({ merchantWallet }) => {
    el('wallets-single').checked = Boolean(merchantWallet?.isSingle)
    for (const input of box.querySelectorAll('input'))
      input.checked = (merchantWallet?.failingVendors ?? []).includes(input.value)
  },
  (error) => {
    el('wallets-status').textContent = `Could not load the settings: ${error.message}`
  },
)

el('wallets-form').addEventListener('submit', async (event) => {
  event.preventDefault()
  const failingVendors = [...box.querySelectorAll('input:checked')].map((i) => i.value)
  try {
    await settingsCall('PUT', { merchantWallet: { isSingle: el('wallets-single').checked, failingVendors } })
    el('wallets-status').textContent = 'Saved.'
  } catch (error) {
    el('wallets-status').textContent = `Not saved: ${error.message}`
  }
})
