import { fetchCaptcha } from '../api/verification'

/** A fresh client key for a captcha: the server keeps the code for it (single use). */
export function createCaptchaKey(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** Loads the captcha image for `key` as a data URL (LOGIN-19). */
export async function loadCaptcha(key: string): Promise<string> {
  const base64 = await fetchCaptcha(key)
  return base64.startsWith('data:') ? base64 : `data:image/png;base64,${base64}`
}
