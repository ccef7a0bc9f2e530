/**
 * The Facebook and Google buttons of the login and registration forms (LOGIN-11, LOGIN-33, FLAG-11),
 * a lazy part: the forms render it only when third-party login is on and the page is not the agent
 * page. A click first tells the host (`lobbykit-social-login`, cancelable: a host that runs its own
 * provider cancels it and calls `lobbykit('setSession', token)`), else signs in through the identity
 * provider's popup (core/actions/social-login.ts); an identity the platform does not know yet goes
 * through the link or sign-up step (social-step.tsx) before any session exists. A failure (ERR-27
 * popup closed …) shows its catalogue message here; the form's fields are never touched.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react'
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

/**
 * The providers' marks, drawn here (no image fetched), with the provider's name beside them; the
 * name is the brand's own in every language, and each language's label holds it (label in name).
 */
const MARKS: Record<SocialProvider, { name: string; mark: ReactNode }> = {
  facebook: {
    name: 'Facebook',
    mark: (
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="12" fill="#1877F2" />
        <path
          fill="#fff"
          d="M13.4 20v-6.3h2.1l.3-2.5h-2.4V9.7c0-.7.2-1.2 1.2-1.2h1.3V6.3a17 17 0 0 0-1.9-.1c-1.9 0-3.2 1.2-3.2 3.3v1.8H8.7v2.5h2.1V20z"
        />
      </svg>
    ),
  },
  google: {
    name: 'Google',
    mark: (
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="none">
        <g strokeWidth="3.4">
          <path stroke="#EA4335" d="M17.3 6.7A7.5 7.5 0 0 0 4.95 9.43" />
          <path stroke="#FBBC05" d="M4.95 9.43a7.5 7.5 0 0 0 0 5.14" />
          <path stroke="#34A853" d="M4.95 14.57A7.5 7.5 0 0 0 17.3 17.3" />
          <path stroke="#4285F4" d="M17.3 17.3A7.5 7.5 0 0 0 19.5 12H12" />
        </g>
      </svg>
    ),
  },
}

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
      <div className="lk-social-row">
        {(['facebook', 'google'] as const).map((provider) => (
          <Button
            key={provider}
            variant="secondary"
            className="lk-social-button"
            aria-label={t(provider === 'google' ? 'login_google' : 'login_facebook')}
            busy={busy === provider}
            onClick={() => void signIn(provider)}
            part={provider === 'google' ? 'social-google' : 'social-facebook'}
          >
            {MARKS[provider].mark}
            <span>{MARKS[provider].name}</span>
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
