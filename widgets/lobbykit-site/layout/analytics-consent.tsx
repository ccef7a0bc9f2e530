/**
 * SYS-9, SYS-10 on the standalone site: once the status answer has named the brand's analytics id
 * (`gtagId`), the site asks the visitor in a small bar, and loads the analytics script only after
 * "Allow"; "No thanks" loads nothing. The choice is kept (local storage, the site's own prefix) and
 * can be changed from the footer's "Privacy choices". Embedded widgets never load it: they emit
 * `lobbykit-analytics` for the host's tag manager (core/start.ts).
 */
import { useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import { readLocal, writeLocal } from '../../../core/storage'
import { $system } from '../../../core/stores/system'
import { Button } from '../../kit/button'
import { useT } from '../../kit/use-t'
import { atom } from 'nanostores'

/** The stored choice: 'granted' or 'denied'; absent until the visitor answers. */
export const CONSENT_KEY = 'analyticsConsent'
/** Google's tag script; the id is the brand's. */
export const ANALYTICS_SRC = 'https://www.googletagmanager.com/gtag/js?id='
/** Set to show the bar again (the footer's "Privacy choices"). */
export const $consentAsked = atom(false)

const ID = /^[A-Z0-9-]{2,32}$/i
let loaded = ''

/** Adds the analytics script and its configuration to the page once (consent given). */
export function loadAnalytics(gtagId: string): void {
  if (loaded === gtagId || !ID.test(gtagId)) return
  loaded = gtagId
  const w = window as Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void }
  w.dataLayer = w.dataLayer ?? []
  w.gtag = function gtag() {
    // gtag.js reads the arguments object itself, as Google's snippet pushes it.
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer!.push(arguments)
  }
  w.gtag('js', new Date())
  w.gtag('config', gtagId, { anonymize_ip: true })
  const script = document.createElement('script')
  script.async = true
  script.src = ANALYTICS_SRC + encodeURIComponent(gtagId)
  document.head.append(script)
}

export function AnalyticsConsent() {
  const t = useT()
  const system = useStore($system)
  const asked = useStore($consentAsked)
  const gtagId = system.answer?.info.analytics?.gtagId ?? ''
  const [choice, setChoice] = useState(() => readLocal(CONSENT_KEY))
  useEffect(() => {
    if (gtagId && choice === 'granted') loadAnalytics(gtagId)
  }, [gtagId, choice])
  useEffect(() => {
    if (asked) setChoice(null)
  }, [asked])
  if (!gtagId || !ID.test(gtagId) || choice === 'granted' || choice === 'denied') return null
  const answer = (value: 'granted' | 'denied') => {
    writeLocal(CONSENT_KEY, value)
    // Withdrawn after the script ran: gtag.js sends nothing more for an id switched off this way.
    if (value === 'denied' && loaded)
      (window as unknown as Record<string, unknown>)[`ga-disable-${loaded}`] = true
    setChoice(value)
    $consentAsked.set(false)
  }
  return (
    <section className="site-consent" part="consent" aria-label={t('site_consent_label')}>
      <p>{t('site_consent_text')}</p>
      <div className="site-consent-actions">
        <Button onClick={() => answer('denied')} part="consent-deny">
          {t('site_consent_deny')}
        </Button>
        <Button variant="primary" onClick={() => answer('granted')} part="consent-allow">
          {t('site_consent_allow')}
        </Button>
      </div>
    </section>
  )
}
