import { safeUrl } from '../../../core/safe-url'

/**
 * A server-given link (`href` only) if it is http(s), same-site, mail or phone; null for anything
 * else (core's `safeUrl`, issue 11 item 13).
 */
export const safeHref = (href: string | undefined): string | null => safeUrl(href, { contact: true })
