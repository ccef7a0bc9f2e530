import { useState, type FormEvent } from 'react'
import { convertPoints, newRequestId, type MallState } from '../../../../../core/api/points'
import { useT } from '../../../../kit/use-t'
import { Button } from '../../../../kit/button'
import { Field } from '../../../../kit/field'
import { useFormat } from '../../../../kit/use-format'
import { PointsFailure, TxPasswordField, usePoints, usePointsError } from './points-kit'

/** Points into money (API-68) at the server's rate, with the transaction password. */
export function Convert({
  points: have,
  rate,
  min,
  onDone,
}: {
  points: number
  rate: number
  min: number
  onDone(state: MallState & { money: number }, converted: number): void
}) {
  const t = useT()
  const points = usePoints()
  const { money } = useFormat()
  const explain = usePointsError()
  const [amount, setAmount] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<{ amount?: string; password?: string }>({})
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const [requestId, setRequestId] = useState(newRequestId)
  const value = /^\d+$/.test(amount.trim()) ? Number(amount.trim()) : NaN
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError('')
    const next = {
      amount: !amount.trim()
        ? t('input_empty')
        : !(value >= min)
          ? t('points_convert_min', [points(min)])
          : value > have
            ? t('points_convert_more', [points(have)])
            : undefined,
      password: password ? undefined : t('input_empty'),
    }
    setErrors(next)
    if (next.amount || next.password) return
    setBusy(true)
    try {
      const state = await convertPoints({ points: value, password, requestId })
      setAmount('')
      setPassword('')
      setRequestId(newRequestId())
      onDone(state, value)
    } catch (failure) {
      setError(explain(failure))
    } finally {
      setBusy(false)
    }
  }
  return (
    <form
      className="benefits-card lk-stack"
      onSubmit={(e) => void submit(e)}
      noValidate
      part="points-convert"
    >
      <h2 className="benefits-reward-title">{t('points_convert')}</h2>
      <p className="benefits-muted">{t('points_convert_rule', [money(rate), points(min)])}</p>
      <Field
        name="points"
        label={t('points_convert_amount')}
        value={amount}
        onValue={setAmount}
        inputMode="numeric"
        error={errors.amount}
        hint={
          Number.isFinite(value) && value > 0 ? t('points_convert_gives', [money(value * rate)]) : undefined
        }
        required
      />
      <TxPasswordField value={password} onValue={setPassword} error={errors.password} />
      <PointsFailure text={error} />
      <Button type="submit" variant="primary" busy={busy} part="points-convert-submit">
        {t('points_convert_button')}
      </Button>
    </form>
  )
}
