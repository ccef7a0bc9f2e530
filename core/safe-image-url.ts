import { safeUrl } from './safe-url'

/**
 * An image's `src` from the server: what `safeUrl` lets through, or an inline picture the server drew
 * (a base64 PNG, JPEG, GIF or WebP data URL: the human check's picture); null otherwise.
 */
export function safeImageUrl(value: unknown): string | null {
  if (
    typeof value === 'string' &&
    /^data:image\/(?:png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+={0,2}$/.test(value)
  )
    return value
  return safeUrl(value)
}
