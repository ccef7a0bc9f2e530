// The demo sign-in provider's pages (social/auth.ts): GET /demo/provider/consent opens in the popup
// the widget opens (LOGIN-33); it names itself as the lobbykit demo, never as Facebook or Google, and
// asks for a display name and an e-mail address. "Continue" calls POST /demo/provider/social/authorize,
// then posts the provider token to the opener (to the origin it was opened from only) and closes;
// "Cancel" closes the window, which the widget reports as "popup closed" (ERR-27).
import { providerFault } from '../platform/provider-control'
import { SOCIAL_PROVIDERS, signProviderToken } from './auth'
import { pageHeaders } from '../platform/static'
import type { DemoContext } from '../platform/demo-routes'

/** The message type the widget listens for (core/providers/demo-provider.ts). */
const MESSAGE_TYPE = 'lobbykit-demo-provider'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function originOf(value: string | null) {
  try {
    const url = new URL(value ?? '')
    return /^https?:$/.test(url.protocol) ? url.origin : null
  } catch {
    return null
  }
}

/**
 * The consent page, or null for another path.
 */
export function providerPage(
  url: URL,
): { status: number; headers: Record<string, string>; type: string; text: string } | null {
  if (url.pathname === '/demo/provider/consent.js')
    return { status: 200, headers: {}, type: 'text/javascript; charset=utf-8', text: CONSENT_SCRIPT }
  if (url.pathname !== '/demo/provider/consent') return null
  const provider = url.searchParams.get('provider') ?? ''
  const origin = originOf(url.searchParams.get('origin'))
  if (!SOCIAL_PROVIDERS.includes(provider) || !origin)
    return { status: 400, headers: pageHeaders(), type: 'text/plain; charset=utf-8', text: 'Bad request' }
  const label = provider === 'google' ? 'Google' : 'Facebook'
  const text = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo sign-in provider (stands in for ${label})</title>
<style>body{font:16px system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
label{display:block;margin:.75rem 0 .25rem}input{width:100%;padding:.5rem;box-sizing:border-box}
.note{background:#fff4c2;border:1px solid #8a6d00;padding:.75rem;border-radius:.25rem}
.row{display:flex;gap:.5rem;margin-top:1rem}button{padding:.5rem 1rem}</style></head>
<body>
<main>
<h1>Demo sign-in provider</h1>
<p class="note"><strong>This is a demo.</strong> It stands in for ${label} sign-in on the lobbykit reference
server; it is not ${label} and checks nothing. An operator replaces it with the real provider
(<code>lobbykit('setProvider', …)</code>).</p>
<form id="consent" data-provider="${escapeHtml(provider)}" data-origin="${escapeHtml(origin)}" data-type="${MESSAGE_TYPE}">
<label for="name">Display name</label><input id="name" name="name" required autocomplete="name" value="Demo ${label} user">
<label for="email">E-mail address</label><input id="email" name="email" type="email" required autocomplete="email">
<p id="error" role="alert"></p>
<div class="row"><button type="submit">Continue to lobbykit</button><button type="button" id="cancel">Cancel</button></div>
</form>
</main>
<script src="/demo/provider/consent.js"></script>
</body></html>`
  return { status: 200, headers: pageHeaders(), type: 'text/html; charset=utf-8', text }
}

const CONSENT_SCRIPT = `const form = document.getElementById('consent')
const { provider, origin, type } = form.dataset
const email = document.getElementById('email')
if (!email.value) email.value = 'player' + Math.random().toString(36).slice(2, 8) + '@' + provider + '.demo.example'
document.getElementById('cancel').addEventListener('click', () => window.close())
form.addEventListener('submit', async (event) => {
  event.preventDefault()
  const response = await fetch('/demo/provider/social/authorize', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ provider, email: email.value, name: document.getElementById('name').value }),
  })
  const answer = await response.json().catch(() => ({}))
  if (!window.opener) {
    document.getElementById('error').textContent = 'The page that opened this window is gone.'
    return
  }
  window.opener.postMessage(response.ok ? { type, token: answer.token } : { type, error: answer.code || 'PHONE_UNKNOWN_ERROR' }, origin)
  window.close()
})
`

/**
 * POST /demo/provider/social/authorize { provider, email, name } → { token }: the demo "signs in"
 * whoever it is told to, or answers the fault the control set (ERR-25 …).
 */
export function authorizeSocial({ db, body }: DemoContext) {
  const fault = providerFault(db, 'social')
  if (fault) return fault
  const provider = typeof body.provider === 'string' ? body.provider : ''
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : ''
  const name = typeof body.name === 'string' ? body.name.trim().slice(0, 40) : ''
  if (!SOCIAL_PROVIDERS.includes(provider) || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 120)
    return { status: 400, body: { code: 'PHONE_UNKNOWN_ERROR' } }
  // The subject is what the provider would call the account: stable per address here.
  const token = signProviderToken({ provider, subject: `${provider}:${email}`, email, name: name || email })
  return { status: 200, body: { token } }
}
