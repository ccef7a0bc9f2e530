// The one check every URL from the server passes before it reaches `href`, `src` or `location`
// (DESIGN Decisions): http, https, or a same-site path. Anything else —
// javascript:, data:, vbscript:, protocol-relative `//host`, `/\host`, control characters — is null.

/**
 * `value` when it is an http(s) URL or a same-site path; null otherwise. `contact`: a link's
 * `href` may also be a mailto: or tel: address (customer service); never a frame's `src` or `location`.
 */
export function safeUrl(value: unknown, { contact = false }: { contact?: boolean } = {}): string | null {
  if (typeof value !== 'string') return null
  const url = value.trim()
  // Browsers strip tabs and newlines inside URLs ("java\tscript:"): refuse any control character.
  if (!url || /[\u0000-\u001f\u007f]/.test(url)) return null
  if (contact && /^(mailto|tel):[^\s]+$/i.test(url)) return url
  if (/^https?:\/\//i.test(url)) {
    try {
      const parsed = new URL(url)
      return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? url : null
    } catch {
      return null
    }
  }
  // A same-site path: one leading slash, not `//` or `/\` (both mean another host to a browser).
  return /^\/(?![/\\])/.test(url) ? url : null
}
