import { useState, type FormEvent } from 'react'
import { requestExclusion } from '../../../../../core/api/protection'
import { errorMessageOf, isApiError } from '../../../../../core/errors'
import { isRetryable } from '../../../../../core/actions/wallet-failure'
import { logout } from '../../../../../core/stores/session'
import type { MessageKey } from '../../../../../core/i18n/index'
import { Button } from '../../../../kit/button'
import { Field } from '../../../../kit/field'
import { useFormat } from '../../../../kit/use-format'
import { useT } from '../../../../kit/use-t'
import { Failure } from '../../centre-kit/failure'
import { SelectField } from '../../centre-kit/select-field'
import { tellEveryTab } from './reality-check'
import './en'

/**
 * A cool-off (24 hours to 6 weeks) or self-exclusion (6 months to permanent), confirmed with
 * the password. The server ends every session and refuses login until the end; here the member is
 * told until when and signed out of every tab (`logout` tells the other tabs). A wrong password shows
 * on its field; the choice and the password typed stay on any failure.
 */
export function ExclusionCard({ kind, choices }: { kind: 'coolOff' | 'selfExclusion'; choices: string[] }) {
  const t = useT()
  const { time } = useFormat()
  const [duration, setDuration] = useState(choices[0] ?? '')
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string>()
  const [failure, setFailure] = useState<{ text: string; retry: boolean } | null>(null)
  const [busy, setBusy] = useState(false)
  const titleId = `rg-${kind}`
  const submit = async (event?: FormEvent) => {
    event?.preventDefault()
    if (busy) return
    setFailure(null)
    if (!password) return setError(t('input_empty'))
    setError(undefined)
    setBusy(true)
    try {
      const answer = await requestExclusion({ kind, duration, password })
      setPassword('')
      // The notice outlives this page (the sign-out takes the member centre away) and shows in every tab.
      tellEveryTab(
        answer.endsAt === null
          ? { key: 'rg_excluded_forever' }
          : { key: 'rg_excluded', values: [time(answer.endsAt)] },
      )
      await logout()
    } catch (caught) {
      if (isApiError(caught) && caught.errorCode === 'PASSWORD_INCORRECT') setError(errorMessageOf(caught))
      else setFailure({ text: errorMessageOf(caught), retry: isRetryable(caught) })
    } finally {
      setBusy(false)
    }
  }
  const title = kind === 'coolOff' ? 'rg_cool_off' : 'rg_self_exclusion'
  return (
    <form
      className="wal-card lk-stack rg-form"
      noValidate
      onSubmit={submit}
      part={kind === 'coolOff' ? 'cool-off-form' : 'self-exclusion-form'}
      aria-labelledby={titleId}
    >
      <h2 className="wal-subtitle" id={titleId}>
        {t(title)}
      </h2>
      <p className="lk-small lk-muted">
        {t(kind === 'coolOff' ? 'rg_cool_off_hint' : 'rg_self_exclusion_hint')}
      </p>
      <SelectField
        name="duration"
        label={t('rg_length')}
        value={duration}
        options={choices.map((c) => [c, t(`rg_len_${c}` as MessageKey)])}
        onChange={setDuration}
      />
      <Field
        name="password"
        type="password"
        revealable
        label={t('rg_password')}
        value={password}
        onValue={(value) => (setPassword(value), setError(undefined))}
        autoComplete="current-password"
        required
        error={error}
      />
      <div className="wal-actions">
        <Button type="submit" variant="primary" busy={busy} part="exclusion-confirm">
          {t(kind === 'coolOff' ? 'rg_start_cool_off' : 'rg_start_self_exclusion')}
        </Button>
      </div>
      {failure && <Failure text={failure.text} onRetry={failure.retry ? () => void submit() : undefined} />}
    </form>
  )
}
