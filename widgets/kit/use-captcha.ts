import { useState } from 'react'
import { errorMessageOf } from '../../core/errors'
import { createCaptchaKey, loadCaptcha } from '../../core/stores/captcha'

/** A captcha image under a fresh key: null until the first `refresh()`. */
export interface CaptchaState {
  key: string
  src: string | null
  loading: boolean
}

/**
 * Captcha state for a form (LOGIN-19, VAL-31): `refresh()` asks for a new image under a new key;
 * a failed load calls `onError` with the catalogue message. Older answers never replace newer ones.
 */
export function useCaptcha(onError: (message: string) => void) {
  const [captcha, setCaptcha] = useState<CaptchaState | null>(null)
  const refresh = async () => {
    const key = createCaptchaKey()
    setCaptcha({ key, src: null, loading: true })
    try {
      const src = await loadCaptcha(key)
      setCaptcha((c) => (c?.key === key ? { key, src, loading: false } : c))
    } catch (error) {
      setCaptcha((c) => (c?.key === key ? { key, src: null, loading: false } : c))
      onError(errorMessageOf(error))
    }
  }
  return { captcha, refresh, clear: () => setCaptcha(null) }
}
