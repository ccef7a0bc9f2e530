import { safeUrl } from '../../../core/safe-url'

/**
 * A server-given link (`href` only) if it is http(s), same-site, mail or phone; null for anything
 * else (core's `safeUrl`).
 */
export const safeHref = (href: string | undefined): string | null => safeUrl(href, { contact: true })
