import { useState, type FormEvent } from 'react'
import type { MessageKey } from '../../../../../core/i18n/index'
import {
  requestWithdrawalConfirmation,
  type Withdrawal,
  type WithdrawalStatus,
} from '../../../../../core/api/wallet'
import { Button } from '../../../../kit/button'
import { FieldError } from '../../../../kit/field-parts'
import { useT } from '../../../../kit/use-t'
import { useUid } from '../../../../kit/use-uid'
import { Failure } from '../../centre-kit/failure'
import { StatusBadge } from '../../centre-kit/status-badge'
import { isRetryable, walletErrorText } from '../../../../../core/actions/wallet-failure'
import { useFormat } from '../../../../kit/use-format'
import { NOTE_MAX_LENGTH, PROOF_MAX_BYTES, PROOF_MAX_COUNT, PROOF_TYPES } from '../../../../../core/constants'

const TONE: Record<WithdrawalStatus, 'wait' | 'ok' | 'bad' | 'off' | 'go'> = {
  pending: 'wait',
  rejected: 'off',
  paid: 'go',
  confirmed: 'ok',
  fullyPaid: 'ok',
  notReceived: 'bad',
  dispute: 'bad',
  forcedReceived: 'off',
}

/** Reads a picked file as a data URL (the server checks its bytes again). */
function readFile(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error)
    reader.readAsDataURL(file)
  })
}

/** The message for a set of picked proof images, or null (spec §5: png/jpg, at most 3, 5 MB each). */
export function proofsError(
  files: readonly { type: string; size: number }[],
  t: (key: MessageKey) => string,
): string | null {
  if (files.length > PROOF_MAX_COUNT) return t('wal_proof_many')
  if (files.some((f) => !PROOF_TYPES.includes(f.type))) return t('wal_proof_type')
  if (files.some((f) => f.size > PROOF_MAX_BYTES)) return t('wal_proof_large')
  return null
}

/**
 * One withdrawal with its MEMBER-37 status. Once paid (MEMBER-36): received and remaining amounts and
 * the proof image; the member answers "received" or "not received" (with proof images or a note), and
 * the deadline is shown (MEMBER-38, C-12: past it the withdrawal goes to review, never to "received").
 */
export function WithdrawalItem({
  withdrawal: w,
  onChange,
}: {
  withdrawal: Withdrawal
  onChange(list: Withdrawal[]): void
}) {
  const t = useT()
  const { money } = useFormat()
  const { time: when } = useFormat()
  const id = useUid('wd')
  const [reporting, setReporting] = useState(false)
  const [busy, setBusy] = useState<'yes' | 'no' | null>(null)
  const [failure, setFailure] = useState<{ text: string; retry: (() => void) | undefined } | null>(null)
  const [sent, setSent] = useState(false)
  const paidStates = w.status !== 'pending' && w.status !== 'rejected'

  const answer = async (body: { received: boolean; note?: string; proofs?: string[] }) => {
    setBusy(body.received ? 'yes' : 'no')
    setFailure(null)
    try {
      const { list } = await requestWithdrawalConfirmation({ id: w.id, ...body })
      setSent(true)
      setReporting(false)
      onChange(list)
    } catch (caught) {
      setFailure({
        text: walletErrorText(caught, money),
        retry: isRetryable(caught) ? () => void answer(body) : undefined,
      })
    } finally {
      setBusy(null)
    }
  }

  return (
    <li
      className="wal-row wal-withdrawal"
      data-withdrawal={w.id}
      data-status={w.status}
      aria-labelledby={`${id}-title`}
    >
      <span className="wal-row-main" id={`${id}-title`}>
        <strong>{money(w.amount)}</strong>{' '}
        <span className="lk-small">{t('wal_to_account', [w.bankName, w.accountNumber])}</span>
      </span>
      <span className="lk-small lk-muted">{t('wal_requested', [when(w.createdAt)])}</span>
      <StatusBadge label={t(`wal_wd_${w.status}`)} tone={TONE[w.status]} />
      {paidStates && (
        <dl className="wal-facts wal-facts--inline">
          <div>
            <dt>{t('wal_received_amount')}</dt>
            <dd part="received-amount">{money(w.receivedAmount)}</dd>
          </div>
          <div>
            <dt>{t('wal_remaining_amount')}</dt>
            <dd part="remaining-amount">{money(w.remainingAmount)}</dd>
          </div>
        </dl>
      )}
      {w.proofImage && paidStates && (
        <figure className="wal-proof">
          <img src={w.proofImage} alt={t('wal_proof_alt', [w.id])} width="360" height="200" loading="lazy" />
          <figcaption className="lk-small lk-muted">{t('wal_proof')}</figcaption>
        </figure>
      )}
      {w.note && <p className="lk-small">{t('wal_your_note', [w.note])}</p>}
      {w.memberProofCount > 0 && <p className="lk-small">{t('wal_proofs_sent', [w.memberProofCount])}</p>}
      {sent && (
        <p role="status" className="lk-small">
          {t('wal_answer_sent')}
        </p>
      )}
      {w.status === 'paid' && w.confirmBy !== null && (
        <div className="wal-confirm" part="confirm">
          <p className="wal-deadline" part="confirm-deadline">
            <strong>{t('wal_confirm_by', [when(w.confirmBy)])}</strong>
          </p>
          <p className="lk-small lk-muted">{t('wal_confirm_why')}</p>
          <p>{t('wal_did_receive', [money(w.receivedAmount)])}</p>
          {!reporting && (
            <div className="wal-actions">
              <Button
                variant="primary"
                busy={busy === 'yes'}
                disabled={busy !== null}
                onClick={() => void answer({ received: true })}
                part="confirm-received"
              >
                {t('wal_yes_received')}
              </Button>
              <Button
                disabled={busy !== null}
                onClick={() => (setReporting(true), setFailure(null))}
                part="confirm-not-received"
              >
                {t('wal_not_received')}
              </Button>
            </div>
          )}
          {reporting && (
            <ReportForm
              busy={busy === 'no'}
              onCancel={() => setReporting(false)}
              onSend={(body) => answer({ received: false, ...body })}
            />
          )}
        </div>
      )}
      {failure && <Failure text={failure.text} onRetry={failure.retry} />}
    </li>
  )
}

/** "Not received": a note and/or proof images, checked before sending (the server checks again). */
function ReportForm({
  busy,
  onCancel,
  onSend,
}: {
  busy: boolean
  onCancel(): void
  onSend(body: { note: string; proofs: string[] }): void
}) {
  const t = useT()
  const id = useUid('report')
  const [note, setNote] = useState('')
  const [files, setFiles] = useState<File[]>([])
  const [error, setError] = useState<{ field: 'note' | 'proofs'; text: string } | null>(null)
  const send = async (event: FormEvent) => {
    event.preventDefault()
    const text = note.trim()
    const problem =
      !text && !files.length
        ? { field: 'note' as const, text: t('wal_proof_required') }
        : [...text].length > NOTE_MAX_LENGTH
          ? { field: 'note' as const, text: t('wal_note_long') }
          : proofsError(files, t) && { field: 'proofs' as const, text: proofsError(files, t)! }
    setError(problem || null)
    if (problem) return
    try {
      onSend({ note: text, proofs: await Promise.all(files.map(readFile)) })
    } catch {
      setError({ field: 'proofs', text: t('wal_proof_type') })
    }
  }
  return (
    <form
      className="wal-report lk-stack"
      noValidate
      onSubmit={send}
      aria-labelledby={`${id}-title`}
      part="report-form"
    >
      <h3 id={`${id}-title`} className="wal-subtitle">
        {t('wal_report_title')}
      </h3>
      <div className="lk-field" data-invalid={error?.field === 'note' ? 'true' : undefined}>
        <label className="lk-label" htmlFor={`${id}-note`}>
          {t('wal_note')}
        </label>
        <textarea
          id={`${id}-note`}
          className="wal-textarea"
          name="note"
          rows={3}
          value={note}
          onChange={(e) => (setNote(e.currentTarget.value), setError(null))}
          aria-invalid={error?.field === 'note' ? 'true' : undefined}
          aria-describedby={`${id}-note-hint${error?.field === 'note' ? ` ${id}-note-error` : ''}`}
        />
        <p className="lk-hint" id={`${id}-note-hint`}>
          {t('wal_note_hint')} ({[...note].length}/{NOTE_MAX_LENGTH})
        </p>
        <FieldError id={`${id}-note-error`} error={error?.field === 'note' ? error.text : undefined} />
      </div>
      <div className="lk-field" data-invalid={error?.field === 'proofs' ? 'true' : undefined}>
        <label className="lk-label" htmlFor={`${id}-proofs`}>
          {t('wal_proofs')}
        </label>
        <input
          id={`${id}-proofs`}
          type="file"
          name="proofs"
          accept="image/png,image/jpeg"
          multiple
          onChange={(e) => (setFiles([...(e.currentTarget.files ?? [])]), setError(null))}
          aria-invalid={error?.field === 'proofs' ? 'true' : undefined}
          aria-describedby={`${id}-proofs-hint${error?.field === 'proofs' ? ` ${id}-proofs-error` : ''}`}
        />
        <p className="lk-hint" id={`${id}-proofs-hint`}>
          {t('wal_proofs_hint')}
        </p>
        <FieldError id={`${id}-proofs-error`} error={error?.field === 'proofs' ? error.text : undefined} />
      </div>
      <div className="wal-actions">
        <Button type="submit" variant="primary" busy={busy} part="report-send">
          {t('wal_send_report')}
        </Button>
        <Button onClick={onCancel} disabled={busy}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  )
}
