import { useRef } from 'react'
import { Button } from './button'
import { RefreshIcon } from './icons'
import { useT } from './use-t'
import { useAdoptedCss } from './use-adopted-css'
import css from './captcha-image.css?raw'
import { ACTION_THROTTLE_MS } from '../../core/constants'

/** The captcha picture with its refresh button. */
export interface CaptchaImageProps {
  /** The image as a data URL; null before the first one arrives. */
  src: string | null
  loading: boolean
  onRefresh(): void
  /** Text alternative of the image. */
  alt: string
}

/**
 * A fixed 120 × 40 box (space reserved before the image arrives) and a refresh icon button that
 * fires at most once per second (VAL-60); extra clicks inside the second are ignored.
 */
export function CaptchaImage({ src, loading, onRefresh, alt }: CaptchaImageProps) {
  const t = useT()
  const lastRefresh = useRef(Number.NEGATIVE_INFINITY)
  const box = useRef<HTMLDivElement>(null)
  const inline = useAdoptedCss(box, css)

  const refresh = () => {
    const now = Date.now()
    if (now - lastRefresh.current < ACTION_THROTTLE_MS) return // VAL-60
    lastRefresh.current = now
    onRefresh()
  }

  return (
    <div className="lk-captcha" part="captcha" aria-busy={loading || undefined} ref={box}>
      {inline && <style>{css}</style>}
      <span className="lk-captcha-frame">
        {src && <img className="lk-captcha-img" src={src} alt={alt} width={120} height={40} />}
        {loading && <span className="lk-spinner" aria-hidden="true" />}
        {loading && <span className="lk-visually-hidden">{t('captcha_loading')}</span>}
      </span>
      <Button
        variant="icon"
        className="lk-captcha-refresh"
        part="captcha-refresh"
        aria-label={t('captcha_refresh')}
        onClick={refresh}
      >
        <RefreshIcon />
      </Button>
    </div>
  )
}
