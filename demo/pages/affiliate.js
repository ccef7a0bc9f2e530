// The affiliate demo page's script (moved out of the page: the demo pages' Content-Security-Policy
// allows no inline script).
window.lobbykit =
  window.lobbykit ||
  function () {
    ;(window.lobbykit.q = window.lobbykit.q || []).push(arguments)
  }
const signIn = document.getElementById('sign-in')
lobbykit('on', 'login', () => (signIn.hidden = true))
lobbykit('on', 'logout', () => (signIn.hidden = false))
lobbykit('on', 'language', (detail) => {
  document.getElementById('lang').value = detail.language
})
lobbykit('on', 'theme', (detail) =>
  document.documentElement.toggleAttribute('data-dark', detail.theme === 'dark'),
)

// LOGIN-15, REG-19: the human check is the kit's slider, verified by the server when the
// brand switches it on (demo control page); an operator's own provider replaces it (setProvider).
// REG-11/22/26, API-69: with ?phoneAuth=1 the register code goes through the built-in demo identity
// provider's phone service (/demo/provider/phone-auth); lobbykit sends its identity token with
// channel 'sms'. The demo control page makes it fail with any error of spec §8 (ERR-17…27).
if (new URLSearchParams(location.search).has('phoneAuth')) {
  document.getElementById('phone-auth-note').textContent =
    'Your phone is verified by the demo\u2019s third-party provider (its code is in the outbox on the demo control page).'
  lobbykit('setProvider', 'demo')
}
lobbykit('on', 'ready', () =>
  lobbykit('getState').then((s) => {
    signIn.hidden = s.loggedIn
    document.getElementById('lang').value = s.language
    document.documentElement.toggleAttribute('data-dark', s.theme === 'dark')
  }),
)

// The page's buttons (inline on* handlers are blocked by the CSP).
document.getElementById('sign-in').addEventListener('click', (event) => lobbykit('openLogin'))
document
  .getElementById('lang')
  .addEventListener('change', (event) => lobbykit('setLanguage', event.target.value))
