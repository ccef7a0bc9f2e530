// The demo identity providers' failure switches (provider-control.mjs; ERR-17…27).
const status = document.getElementById('providers-status')
const phone = /** @type {HTMLSelectElement} */ (document.getElementById('provider-phone-error'))
const social = /** @type {HTMLSelectElement} */ (document.getElementById('provider-social-error'))

/** @param {HTMLSelectElement} select @param {string[]} faults @param {string} value */
function fill(select, faults, value) {
  select.replaceChildren(
    new Option('Success (no error)', ''),
    ...faults.map((code) => new Option(code, code)),
  )
  select.value = value
}

async function load() {
  const response = await fetch('/demo/api/provider')
  const { phoneError, socialError, faults } = await response.json()
  fill(phone, faults, phoneError)
  fill(social, faults, socialError)
}

document.getElementById('providers-form').addEventListener('submit', async (event) => {
  event.preventDefault()
  const response = await fetch('/demo/api/provider', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ phoneError: phone.value, socialError: social.value }),
  })
  const answer = await response.json()
  status.textContent = response.ok
    ? `Saved: phone ${answer.phoneError || 'succeeds'}, sign-in ${answer.socialError || 'succeeds'}.`
    : `Not saved: ${answer.error}`
})

load().catch((error) => (status.textContent = `Could not load the provider answers: ${error.message}`))
