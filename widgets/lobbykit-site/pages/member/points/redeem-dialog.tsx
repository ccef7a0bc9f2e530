import { useState, type FormEvent } from 'react'
import { newRequestId, redeemGoods, type MallState, type PointGood } from '../../../../../core/api/points'
import { useT } from '../../../../kit/use-t'
import { Button } from '../../../../kit/button'
import { Modal } from '../../../../kit/modal'
import { PointsFailure, TxPasswordField, usePoints, usePointsError } from './points-kit'

/** The transaction password and Confirm for one good (API-67); a retry sends the same request id. */
export function RedeemDialog({
  good,
  balance,
  onClose,
  onDone,
}: {
  good: PointGood
  balance: number
  onClose(): void
  onDone(state: MallState): void
}) {
  const t = useT()
  const points = usePoints()
  const explain = usePointsError()
  const [password, setPassword] = useState('')
  const [fieldError, setFieldError] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const [requestId] = useState(newRequestId)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError('')
    if (!password) return setFieldError(t('input_empty'))
    setFieldError('')
    setBusy(true)
    try {
      onDone(await redeemGoods({ goodsId: good.id, password, requestId }))
    } catch (failure) {
      setError(explain(failure))
      setBusy(false)
    }
  }
  return (
    <Modal
      open
      title={t('points_redeem_title', [good.name])}
      onClose={onClose}
      size="sm"
      part="points-redeem-dialog"
    >
      <form className="lk-stack" onSubmit={(e) => void submit(e)} noValidate>
        <p>{t('points_redeem_cost', [points(good.points), points(balance)])}</p>
        <TxPasswordField
          value={password}
          onValue={setPassword}
          error={fieldError || undefined}
          hint={t('points_tx_hint')}
        />
        <PointsFailure text={error} />
        <Button type="submit" variant="primary" busy={busy} part="points-redeem-confirm">
          {t('confirm')}
        </Button>
      </form>
    </Modal>
  )
}
