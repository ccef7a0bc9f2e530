/**
 * The Facebook and Google buttons of the login and registration forms (LOGIN-11, LOGIN-33, FLAG-11),
 * a lazy part: the forms render it only when third-party login is on and the page is not the agent
 * page. A click first tells the host (`lobbykit-social-login`, cancelable: a host that runs its own
 * provider cancels it and calls `lobbykit('setSession', token)`), else signs in through the identity
 * provider's popup (core/actions/social-login.ts); an identity the platform does not know yet goes
 * through the link or sign-up step (social-step.tsx) before any session exists. A failure (ERR-27
 * popup closed …) shows its catalogue message here; the form's fields are never touched.
 */
import { useEffect, useRef, useState } from 'react'
import { loginWithProvider, type SocialStep } from '../../../core/actions/social-login'
import { errorMessageOf } from '../../../core/errors'
import { emit } from '../../../core/events'
import { addMessages } from '../../../core/i18n/index'
import { signInProvider, type SocialProvider } from '../../../core/identity-provider'
import { Button } from '../button'
import { hostOf } from '../host-of'
import { useAdoptedCss } from '../use-adopted-css'
import { useT } from '../use-t'
import css from './accounts.css?raw'
import { en } from './en'

addMessages(en, { UR: () => import('./ur').then((m) => m.ur) })

const ICONS: Record<SocialProvider, string> = { facebook: 'f', google: 'G' }

/** The link or sign-up step (LOGIN-33), its own chunk: fetched only when an identity needs it. */
const runSocialStep: SocialStep = (step) => import('./social-step').then((m) => m.runSocialStep(step))

interface Props {
  /** Called after a successful sign-in. */
  onDone?: () => void
}

/** The social sign-in buttons and their error line. */
export function SocialButtons({ onDone }: Props) {
  const t = useT()
  const ref = useRef<HTMLDivElement>(null)
  const inline = useAdoptedCss(ref, css)
  const [busy, setBusy] = useState<SocialProvider | null>(null)
  const [error, setError] = useState('')

  // Loaded before the click, so the provider's window opens while the click still counts as one.
  useEffect(() => void signInProvider().catch(() => {}), [])

  const signIn = async (provider: SocialProvider) => {
    const host = hostOf(ref.current) // the element the events go out from
    if (busy || !emit('social-login', { provider }, host, true)) return
    setError('')
    setBusy(provider)
    try {
      await loginWithProvider(provider, host, runSocialStep)
      onDone?.()
    } catch (failure) {
      // Closing the link or sign-up step is the member's choice: no error line.
      if (!(failure instanceof DOMException && failure.name === 'AbortError'))
        setError(errorMessageOf(failure))
    } finally {
      setBusy(null)
    }
  }

  return (
    <div className="lk-stack lk-center" part="social" ref={ref} aria-busy={busy !== null}>
      {inline && <style>{css}</style>}
      <p className="lk-muted">{t('or_continue_with')}</p>
      <div className="lk-row lk-center">
        {(['facebook', 'google'] as const).map((provider) => (
          <Button
            key={provider}
            variant="icon"
            aria-label={t(provider === 'google' ? 'login_google' : 'login_facebook')}
            busy={busy === provider}
            onClick={() => void signIn(provider)}
            part={provider === 'google' ? 'social-google' : 'social-facebook'}
          >
            <span aria-hidden="true" className="lk-social-icon">
              {ICONS[provider]}
            </span>
          </Button>
        ))}
      </div>
      {busy && (
        <p className="lk-muted" role="status">
          {t('social_waiting')}
        </p>
      )}
      {error && (
        <p className="lk-form-error" role="alert" part="social-error">
          {error}
        </p>
      )}
    </div>
  )
}
