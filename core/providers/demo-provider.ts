/**
 * The built-in identity provider (core/identity-provider.ts): plainly a demo. Sign-in opens the
 * reference server's consent page (/demo/provider/consent on its control port, loopback only, which
 * names itself as a demo) in a popup window and takes the provider token the page posts back — from
 * that window and that origin only; a window closed without an answer is ERR-27 (POPUP_CLOSED). The
 * phone code goes through the server's demo phone-authentication service (/demo/provider/phone-auth,
 * same port). Failures reject with
 * `{ code }` of spec §8, as a real provider's adapter would. It imports nothing of the runtime (a
 * core chunk that did would split the runtime, build.mjs "Chunk placement"), so it calls the demo's
 * services with `fetch` as an operator's provider script would: they are not the platform API.
 */
import type { IdentityProvider, SocialProvider } from '../identity-provider'

/** What the consent page posts to its opener (demo/server/social-provider.mjs). */
const MESSAGE_TYPE = 'lobbykit-demo-provider'
/** How often the popup is checked for having been closed. */
const POPUP_POLL_MS = 250
/** A close seen this soon after the page posted its answer is not "closed by user". */
const CLOSE_GRACE_MS = 400
const POPUP_FEATURES = 'popup,width=480,height=640'

/** A §8 code as a provider failure. */
const failure = (code: string) => Object.assign(new Error(`[lobbykit] demo provider: ${code}`), { code })

/**
 * The built-in demo provider at `origin`: where the reference server's demo providers answer (its
 * control port), already through the URL check; null when the server has none (every call refuses).
 */
export function createDemoProvider(origin: string | null): IdentityProvider {
  const base = origin ? new URL(origin, location.href) : null
  // Only an http(s) address is opened or called (the rule of core/safe-url.ts).
  const at = (path: string) => (base && /^https?:$/.test(base.protocol) ? new URL(path, base) : null)
  return {
    signIn: (provider) => signIn(at('/demo/provider/consent'), provider),
    phone: {
      send: (countryDialingCode, mobileNum) =>
        phoneCall(at('/demo/provider/phone-auth/send'), { countryDialingCode, mobileNum }).then(
          () => undefined,
        ),
      verify: (countryDialingCode, mobileNum, code) =>
        phoneCall<{ identityToken: string }>(at('/demo/provider/phone-auth/verify'), {
          countryDialingCode,
          mobileNum,
          code,
        }).then((answer) => answer.identityToken),
    },
  }
}

function signIn(url: URL | null, provider: SocialProvider): Promise<string> {
  if (!url) return Promise.reject(failure('OPERATION_NOT_ENABLED')) // ERR-25: no demo provider here
  url.search = new URLSearchParams({ provider, origin: location.origin }).toString()
  const popup = window.open(url.href, 'lobbykit-demo-provider', POPUP_FEATURES)
  if (!popup) return Promise.reject(failure('POPUP_CLOSED')) // blocked counts as closed: try again
  return new Promise((resolve, reject) => {
    const done = () => {
      clearInterval(timer)
      removeEventListener('message', onMessage)
    }
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; token?: unknown; error?: unknown } | null
      if (event.source !== popup || event.origin !== url?.origin || data?.type !== MESSAGE_TYPE) return
      done()
      if (typeof data.token === 'string') resolve(data.token)
      else reject(failure(typeof data.error === 'string' ? data.error : 'PHONE_UNKNOWN_ERROR'))
    }
    const timer = setInterval(() => {
      if (!popup.closed) return
      clearInterval(timer)
      setTimeout(() => {
        done()
        reject(failure('POPUP_CLOSED'))
      }, CLOSE_GRACE_MS)
    }, POPUP_POLL_MS)
    addEventListener('message', onMessage)
  })
}

/** A call to the demo phone-authentication service; its `{ code }` becomes the failure. */
async function phoneCall<T>(url: URL | null, body: Record<string, string>): Promise<T> {
  if (!url) throw failure('OPERATION_NOT_ENABLED') // ERR-25: no demo provider here
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => null)
  const answer = (await response?.json().catch(() => null)) as (T & { code?: unknown }) | null
  if (response?.ok && answer) return answer
  const refusal = failure(typeof answer?.code === 'string' ? answer.code : 'PHONE_UNKNOWN_ERROR')
  // ERR-19: the service's wait (ms) goes with its "too many requests".
  const wait = (answer as { retryAfter?: unknown } | null)?.retryAfter
  throw typeof wait === 'number' ? Object.assign(refusal, { retryAfter: wait }) : refusal
}
