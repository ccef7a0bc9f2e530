// Images members attach (feedback, activity applications): spec §5 "Other" — png or jpg, at most
// 5 MB each, at most 3. Checked by their bytes, not by what the data URL claims.

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024
export const IMAGE_MAX_COUNT = 3
/** A body may carry three 5 MB images as base64 data URLs, and a little text. */
export const IMAGES_MAX_BODY = Math.ceil((IMAGE_MAX_COUNT * IMAGE_MAX_BYTES * 4) / 3) + 64 * 1024

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const JPG = Buffer.from([0xff, 0xd8, 0xff])

/**
 * Reads the images of a request. Answers the data URLs, or the failure's code and message.
 * @param value  `images` as the request carried it (absent: none)
 */
export function readImages(value: unknown): { images: string[] } | { code: string; message: string } {
  if (value === undefined || value === null) return { images: [] }
  if (!Array.isArray(value)) return { code: 'IMAGE_TYPE', message: 'Images must be png or jpg' }
  if (value.length > IMAGE_MAX_COUNT)
    return { code: 'IMAGE_TOO_MANY', message: `Please add at most ${IMAGE_MAX_COUNT} images` }
  for (const item of value) {
    const match =
      typeof item === 'string' ? /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/]+={0,2})$/.exec(item) : null
    if (!match) return { code: 'IMAGE_TYPE', message: 'Images must be png or jpg' }
    const bytes = Buffer.from(match[2] as string, 'base64')
    const real = match[1] === 'png' ? bytes.subarray(0, 8).equals(PNG) : bytes.subarray(0, 3).equals(JPG)
    if (!real) return { code: 'IMAGE_TYPE', message: 'Images must be png or jpg' }
    if (bytes.length > IMAGE_MAX_BYTES)
      return { code: 'IMAGE_TOO_LARGE', message: 'Each image may be at most 5 MB' }
  }
  return { images: value as string[] }
}
