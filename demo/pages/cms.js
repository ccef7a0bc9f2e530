// The cms demo page's script (moved out of the page: the demo pages' Content-Security-Policy
// allows no inline script).
// The host page hears lobbykit's events like any DOM event, and through lobbykit('on', …).
window.lobbykit =
  window.lobbykit ||
  function () {
    ;(window.lobbykit.q = window.lobbykit.q || []).push(arguments)
  }
const who = document.getElementById('who')
const show = (member) => {
  who.textContent = member ? 'Signed in as ' + member.account : ''
  document.getElementById('sign-in').hidden = !!member
  document.getElementById('register').hidden = !!member
  document.getElementById('sign-out').hidden = !member
}
lobbykit('on', 'login', (detail) => show(detail && detail.member))
lobbykit('on', 'logout', () => show(null))
const themeButton = document.getElementById('theme')
const showTheme = (theme) => {
  document.documentElement.toggleAttribute('data-dark', theme === 'dark')
  document.documentElement.toggleAttribute('data-light', theme === 'light')
  themeButton.setAttribute('aria-pressed', String(theme === 'dark'))
}
themeButton.addEventListener('click', () =>
  lobbykit('setTheme', themeButton.getAttribute('aria-pressed') === 'true' ? 'light' : 'dark'),
)
lobbykit('on', 'theme', (detail) => showTheme(detail.theme))
lobbykit('on', 'language', (detail) => {
  document.getElementById('lang').value = detail.language
})
lobbykit('on', 'ready', () =>
  lobbykit('getState').then((s) => {
    show(s.member)
    showTheme(s.theme)
    document.getElementById('lang').value = s.language
  }),
)

// The page's buttons (inline on* handlers are blocked by the CSP).
document.getElementById('sign-in').addEventListener('click', (event) => lobbykit('openLogin'))
document.getElementById('register').addEventListener('click', (event) => lobbykit('openRegister'))
document.getElementById('sign-out').addEventListener('click', (event) => lobbykit('logout'))
document
  .getElementById('lang')
  .addEventListener('change', (event) => lobbykit('setLanguage', event.target.value))
