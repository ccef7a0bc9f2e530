/**
 * The downline row's actions (AGENT-4): freeze or unfreeze a direct downline account with a reason,
 * and send it money. The transfer is the member centre's transfer to a downline (MEMBER-6): the same
 * call (MCS_teamTransfer), its limits, the transaction password and one idempotency key per attempt;
 * the server checks every rule (direct downline only, the balance, the password) and its refusal is
 * shown beside the field it concerns. Nothing typed is lost on a refusal but the password.
 */
import { useState, type FormEvent } from 'react'
import { type MemberStatus } from '../../../../core/api/agent'
import { fetchStatusHistory, setMemberStatus } from '../../../../core/api/agent-actions'
import { fetchTeamTransfers } from '../../../../core/api/transfers'
import { isRetryable } from '../../../../core/actions/wallet-failure'
import { errorMessageOf } from '../../../../core/errors'
import { Button } from '../../../kit/button'
import { Field } from '../../../kit/field'
import { Modal } from '../../../kit/modal'
import { useT } from '../../../kit/use-t'
import { useUid } from '../../../kit/use-uid'
import { useFormat } from '../../../kit/use-format'
import { LoadState } from '../../shared/load-state'
import { useLoad } from '../../shared/use-load'
import { Failure } from '../centre-kit/failure'
import { TeamSendForm } from '../member/team/send-form'

/** The server's longest reason (agent/action-routes.ts REASON_MAX). */
const REASON_MAX = 200

export interface RowTarget {
  id: string
  account: string
  status: 'active' | 'frozen'
}

/** AGENT-4: freeze (or unfreeze) a direct downline account; a reason is required. */
export function StatusDialog({
  target,
  onClose,
  onDone,
}: {
  target: RowTarget | null
  onClose(): void
  onDone(status: MemberStatus): void
}) {
  const t = useT()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [failure, setFailure] = useState<{ text: string; retry: boolean } | null>(null)
  const [busy, setBusy] = useState(false)
  const formId = useUid('status-form')
  const freeze = target?.status !== 'frozen'
  const submit = async (event?: FormEvent) => {
    event?.preventDefault()
    if (!target || busy) return
    const text = reason.trim()
    setFailure(null)
    if (!text) return setError(t('input_empty'))
    if ([...text].length > REASON_MAX) return setError(t('agent_reason_long', [REASON_MAX]))
    setError(undefined)
    setBusy(true)
    try {
      const done = await setMemberStatus(target.id, freeze ? 'freeze' : 'unfreeze', text)
      setReason('')
      onDone(done)
    } catch (caught) {
      const field = (caught as { value?: { field?: string } })?.value?.field
      if (field === 'reason') setError(errorMessageOf(caught))
      else setFailure({ text: errorMessageOf(caught), retry: isRetryable(caught) })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Modal
      open={target !== null}
      title={t(freeze ? 'agent_freeze_title' : 'agent_unfreeze_title', [target?.account ?? ''])}
      onClose={onClose}
      part="status-dialog"
      footer={
        <Button type="submit" form={formId} variant="primary" busy={busy} part="status-submit">
          {t(freeze ? 'agent_freeze' : 'agent_unfreeze')}
        </Button>
      }
    >
      <form id={formId} className="lk-stack" noValidate onSubmit={submit}>
        <p className="lk-muted">{t(freeze ? 'agent_freeze_note' : 'agent_unfreeze_note')}</p>
        <Field
          name="reason"
          label={t('agent_reason')}
          value={reason}
          onValue={(value) => {
            setReason(value)
            setError(undefined)
          }}
          maxLength={REASON_MAX}
          autoComplete="off"
          required
          error={error}
        />
        {failure && <Failure text={failure.text} onRetry={failure.retry ? () => void submit() : undefined} />}
      </form>
      {target && <StatusHistory key={target.id} memberId={target.id} />}
    </Modal>
  )
}

/** AGENT-4: who froze or unfroze the account before, when and why (agent_actions). */
function StatusHistory({ memberId }: { memberId: string }) {
  const t = useT()
  const { time } = useFormat()
  const titleId = useUid('status-history')
  const history = useLoad((signal) => fetchStatusHistory(memberId, signal))
  const list = history.data?.list ?? []
  if (!history.data) return <LoadState state={history} empty />
  if (!list.length) return null
  return (
    <section aria-labelledby={titleId} part="status-history">
      <h3 id={titleId} className="rec-totals-title">
        {t('agent_status_history')}
      </h3>
      <ul className="agent-history">
        {list.map((a) => (
          <li key={a.id}>
            {t(a.action === 'freeze' ? 'agent_history_freeze' : 'agent_history_unfreeze', [
              a.byAccount,
              time(a.createdAt),
              a.reason,
            ])}
          </li>
        ))}
      </ul>
    </section>
  )
}

/** MEMBER-6 from the downline row: money to one direct downline account, through the team transfer. */
export function TransferDialog({
  target,
  onClose,
  onSent,
}: {
  target: RowTarget | null
  onClose(): void
  onSent(text: string): void
}) {
  const t = useT()
  return (
    <Modal
      open={target !== null}
      title={t('agent_transfer_to', [target?.account ?? ''])}
      onClose={onClose}
      part="transfer-dialog"
    >
      {target && <TransferForm key={target.id} target={target} onSent={onSent} />}
    </Modal>
  )
}

/** The team transfer's own form with the row's account as the recipient (the same call and checks). */
function TransferForm({ target, onSent }: { target: RowTarget; onSent(text: string): void }) {
  // The limits and my balance, as the member centre's transfer reads them (last day of history only).
  const info = useLoad((signal) => {
    const to = Date.now()
    return fetchTeamTransfers({ from: to - 86_400_000, to }, signal)
  })
  if (!info.data) return <LoadState state={info} empty />
  return <TeamSendForm direction="downline" info={info.data} to={target} onSent={onSent} />
}
