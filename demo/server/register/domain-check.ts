// ERR-6: the domain check. A registration and the affiliate check carry the page's host name
// (`domain`, API-9, API-22); the operator's domains are its own: this server's, the main domain, the
// mirror domains (domainRoute) and the origins it lets call it (allowedOrigins; while none is listed,
// loopback hosts, as CORS does). Any other answers INVALID_URL, the catalogue's 'Invalid URL, please
// contact customer service'.
import { fail } from '../platform/envelope'
import { withOrigin } from '../platform/settings'
import type { RouteContext } from '../platform/context'

export const INVALID_URL_MESSAGE = 'Invalid URL, please contact customer service'
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]']

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.toLowerCase()
  } catch {
    return ''
  }
}

/** The host names this operator serves its pages from. */
function operatorHosts({ settings, origin }: Pick<RouteContext, 'settings' | 'origin'>): Set<string> {
  const urls = [origin, settings.mainDomain, ...settings.domainRoute.map((d) => d.domainName)]
  const hosts = new Set(urls.map((url) => hostOf(withOrigin(url, origin))))
  for (const allowed of settings.allowedOrigins) hosts.add(hostOf(allowed))
  if (!settings.allowedOrigins.length) for (const host of LOOPBACK_HOSTS) hosts.add(host)
  hosts.delete('')
  return hosts
}

/** The refusal for a `domain` that is not the operator's, or null (an absent domain is not checked). */
export function domainRefusal(ctx: Pick<RouteContext, 'settings' | 'origin'>, domain: string) {
  const host = domain.trim().toLowerCase()
  if (!host || operatorHosts(ctx).has(host)) return null
  return fail('INVALID_URL', INVALID_URL_MESSAGE)
}
