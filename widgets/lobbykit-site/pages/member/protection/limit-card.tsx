import { useState, type FormEvent } from 'react'
import {
  requestLimit,
  type LimitKind,
  type LimitPeriod,
  type MoneyLimit,
  type ProtectionStatus,
} from '../../../../../core/api/protection'
import { errorMessageOf, isApiError } from '../../../../../core/errors'
import { isRetryable } from '../../../../../core/actions/wallet-failure'
import { Button } from '../../../../kit/button'
import { Field } from '../../../../kit/field'
import { useFormat } from '../../../../kit/use-format'
import { useT } from '../../../../kit/use-t'
import { Failure } from '../../centre-kit/failure'
import { SelectField } from '../../centre-kit/select-field'
import { TableRegion } from '../../centre-kit/table-region'
import './en'

const PERIODS: LimitPeriod[] = ['day', 'week', 'month']
/** An amount as the server takes it: digits, at most two decimals (or empty: no limit). */
const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/

/** What a limit in force, and a change waiting for its time, read as. */
export function useLimitText() {
  const t = useT()
  const { money, time } = useFormat()
  return {
    amount: (amount: number | null) => (amount === null ? t('rg_none') : money(amount)),
    pending: (pending: MoneyLimit['pending']) =>
      pending &&
      (pending.amount === null
        ? t('rg_pending_none', [time(pending.appliesAt)])
        : t('rg_pending', [money(pending.amount), time(pending.appliesAt)])),
  }
}

/**
 * One kind of money limit (deposit, loss, wager) per day, week and month — in force, used,
 * remaining and any pending raise with its time — and a form to set one. A lower limit applies at
 * once, a higher one after 24 hours ("applies at <time>"). What was typed stays on a failure.
 */
export function LimitCard({
  kind,
  status,
  onSaved,
}: {
  kind: LimitKind
  status: ProtectionStatus
  onSaved(status: ProtectionStatus): void
}) {
  const t = useT()
  const { money, time } = useFormat()
  const text = useLimitText()
  const [period, setPeriod] = useState<LimitPeriod>('day')
  const [amount, setAmount] = useState('')
  const [error, setError] = useState<string>()
  const [failure, setFailure] = useState<{ text: string; retry: boolean } | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const rows = status.limits.filter((l) => l.kind === kind)
  const titleId = `rg-${kind}`
  const submit = async (event?: FormEvent) => {
    event?.preventDefault()
    if (busy) return
    const value = amount.trim()
    setDone(null)
    setFailure(null)
    if (value && (!AMOUNT.test(value) || Number(value) <= 0)) return setError(t('wal_amount_number'))
    setError(undefined)
    setBusy(true)
    try {
      const answer = await requestLimit({ kind, period, amount: value })
      onSaved(answer)
      setAmount('')
      setDone(
        answer.appliesAt <= answer.clock ? t('rg_applies_now') : t('rg_applies_at', [time(answer.appliesAt)]),
      )
    } catch (caught) {
      if (isApiError(caught) && caught.errorCode === 'AMOUNT_INVALID') setError(errorMessageOf(caught))
      else setFailure({ text: errorMessageOf(caught), retry: isRetryable(caught) })
    } finally {
      setBusy(false)
    }
  }
  return (
    <section className="wal-card lk-stack" part="limit-card" data-kind={kind} aria-labelledby={titleId}>
      <h2 className="wal-subtitle" id={titleId}>
        {t(`rg_${kind}`)}
      </h2>
      {kind !== 'deposit' && <p className="lk-small lk-muted">{t(`rg_${kind}_hint`)}</p>}
      <TableRegion label={t('rg_by_period', [t(`rg_${kind}`)])} part="limit-table">
        <thead>
          <tr>
            <th scope="col">{t('rg_period')}</th>
            <th scope="col">{t('rg_limit')}</th>
            <th scope="col">{t('rg_used')}</th>
            <th scope="col">{t('rg_remaining')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.period} data-period={row.period}>
              <th scope="row">{t(`rg_${row.period}`)}</th>
              <td>
                <span part="limit-amount">{text.amount(row.amount)}</span>
                {row.pending && (
                  <span className="lk-small lk-muted rg-pending" part="limit-pending">
                    {' '}
                    {text.pending(row.pending)}
                  </span>
                )}
              </td>
              <td>{money(row.used)}</td>
              <td part="limit-remaining">{row.remaining === null ? '—' : money(row.remaining)}</td>
            </tr>
          ))}
        </tbody>
      </TableRegion>
      <form className="lk-stack rg-form" noValidate onSubmit={submit} part="limit-form">
        <SelectField
          name="period"
          label={t('rg_period')}
          value={period}
          options={PERIODS.map((p) => [p, t(`rg_${p}`)])}
          onChange={(value) => setPeriod(value as LimitPeriod)}
        />
        <Field
          name="amount"
          label={t('rg_new_limit')}
          hint={t('rg_new_limit_hint')}
          value={amount}
          onValue={(value) => (setAmount(value), setError(undefined))}
          inputMode="decimal"
          autoComplete="off"
          error={error}
          part="limit-amount-field"
        />
        <div className="wal-actions">
          <Button type="submit" variant="primary" busy={busy} part="limit-save">
            {t('rg_save')}
          </Button>
        </div>
        {done && (
          <p role="status" className="rg-done" part="limit-saved">
            {done}
          </p>
        )}
        {failure && <Failure text={failure.text} onRetry={failure.retry ? () => void submit() : undefined} />}
      </form>
    </section>
  )
}
