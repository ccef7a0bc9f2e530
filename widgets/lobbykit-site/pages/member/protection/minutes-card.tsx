import { useState, type FormEvent } from 'react'
import { requestLimit, requestRealityCheck, type ProtectionStatus } from '../../../../../core/api/protection'
import { errorMessageOf, isApiError } from '../../../../../core/errors'
import { isRetryable } from '../../../../../core/actions/wallet-failure'
import { Button } from '../../../../kit/button'
import { Field } from '../../../../kit/field'
import { useFormat } from '../../../../kit/use-format'
import { useT } from '../../../../kit/use-t'
import { Failure } from '../../centre-kit/failure'
import { useLimitText } from './limit-card'
import './en'

/**
 * A setting in minutes — the session time limit (a lower one at once, a higher one or none
 * after 24 hours) or the reality-check interval (15–120, the brand's default until the member picks).
 * What was typed stays on a failure; a range refusal shows on the field.
 */
export function MinutesCard({
  which,
  status,
  onSaved,
}: {
  which: 'session' | 'reality'
  status: ProtectionStatus
  onSaved(status: ProtectionStatus): void
}) {
  const t = useT()
  const { time } = useFormat()
  const text = useLimitText()
  const [minutes, setMinutes] = useState('')
  const [error, setError] = useState<string>()
  const [failure, setFailure] = useState<{ text: string; retry: boolean } | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [min, max] =
    which === 'session' ? status.bounds.sessionLimitMinutes : status.bounds.realityCheckMinutes
  const reality = status.figures.realityCheck
  const titleId = `rg-${which}`
  const submit = async (event?: FormEvent) => {
    event?.preventDefault()
    if (busy) return
    const value = minutes.trim()
    setDone(null)
    setFailure(null)
    const whole = /^\d{1,4}$/.test(value) && Number(value) >= min && Number(value) <= max
    // The session limit may be removed (empty); the reality check always has an interval.
    if (!(whole || (which === 'session' && value === ''))) return setError(t('rg_minutes_range', [min, max]))
    setError(undefined)
    setBusy(true)
    try {
      if (which === 'session') {
        const answer = await requestLimit({ kind: 'session', amount: value })
        onSaved(answer)
        setDone(
          answer.appliesAt <= answer.clock
            ? t('rg_applies_now')
            : t('rg_applies_at', [time(answer.appliesAt)]),
        )
      } else {
        onSaved(await requestRealityCheck(value))
        setDone(t('rg_reality_saved', [value]))
      }
      setMinutes('')
    } catch (caught) {
      if (isApiError(caught) && caught.errorCode === 'MINUTES_RANGE') setError(errorMessageOf(caught))
      else setFailure({ text: errorMessageOf(caught), retry: isRetryable(caught) })
    } finally {
      setBusy(false)
    }
  }
  const current =
    which === 'session'
      ? status.session.amount === null
        ? t('rg_none')
        : t('rg_session_current', [status.session.amount])
      : reality.chosen === null
        ? t('rg_reality_default', [reality.brandDefault])
        : t('rg_reality_current', [reality.chosen])
  return (
    <form
      className="wal-card lk-stack rg-form"
      noValidate
      onSubmit={submit}
      part={which === 'session' ? 'session-limit-form' : 'reality-check-form'}
      aria-labelledby={titleId}
    >
      <h2 className="wal-subtitle" id={titleId}>
        {t(which === 'session' ? 'rg_session' : 'rg_reality')}
      </h2>
      <p className="lk-small lk-muted">
        {t(which === 'session' ? 'rg_session_hint' : 'rg_reality_hint', [min, max])}
      </p>
      <p part="minutes-current">
        <strong>{current}</strong>
        {which === 'session' && status.session.pending && (
          <span className="lk-small lk-muted"> {text.pending(status.session.pending)}</span>
        )}
      </p>
      <Field
        name={which === 'session' ? 'sessionMinutes' : 'realityMinutes'}
        label={t('rg_minutes')}
        value={minutes}
        onValue={(value) => (setMinutes(value), setError(undefined))}
        inputMode="numeric"
        autoComplete="off"
        maxLength={4}
        error={error}
      />
      <div className="wal-actions">
        <Button type="submit" variant="primary" busy={busy} part="minutes-save">
          {t(which === 'session' ? 'rg_save' : 'rg_save_interval')}
        </Button>
      </div>
      {done && (
        <p role="status" className="rg-done" part="minutes-saved">
          {done}
        </p>
      )}
      {failure && <Failure text={failure.text} onRetry={failure.retry ? () => void submit() : undefined} />}
    </form>
  )
}
