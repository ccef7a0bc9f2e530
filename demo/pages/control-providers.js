// The demo identity providers' failure switches (provider-control.mjs; ERR-17…27).
import { controlApi } from './control-kit.js'

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
  const { phoneError, socialError, faults } = await controlApi('GET', '/demo/api/provider')
  fill(phone, faults, phoneError)
  fill(social, faults, socialError)
}

document.getElementById('providers-form').addEventListener('submit', async (event) => {
  event.preventDefault()
  try {
    const answer = await controlApi('PUT', '/demo/api/provider', {
      phoneError: phone.value,
      socialError: social.value,
    })
    status.textContent = `Saved: phone ${answer.phoneError || 'succeeds'}, sign-in ${answer.socialError || 'succeeds'}.`
  } catch (error) {
    status.textContent = `Not saved: ${error.message}`
  }
})

load().catch((error) => (status.textContent = `Could not load the provider answers: ${error.message}`))
