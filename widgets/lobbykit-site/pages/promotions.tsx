import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useStore } from '@nanostores/react'
import {
  claimPromotion,
  fetchPromotions,
  joinPromotion,
  type Promotion,
  type PromotionStatus,
} from '../../../core/api/site'
import { errorMessageOf, isApiError } from '../../../core/errors'
import { setMemberBalance } from '../../../core/stores/balance'
import { FieldError } from '../../kit/field-parts'
import { useUid } from '../../kit/use-uid'
import { useFormat } from '../../kit/use-format'
import { ImagesField, imagesError, readImage } from './member/feedback/images-field'
import { NOTE_MAX_LENGTH, PROOF_MAX_BYTES, PROOF_MAX_COUNT } from '../../../core/constants'
import { openPopup } from '../../../core/stores/popup'
import { $session } from '../../../core/stores/session'
import { Button } from '../../kit/button'
import { ServerHtml } from '../../kit/server-html'
import { useT } from '../../kit/use-t'
import type { PageProps } from '../routing/page-props'
import { LoadState } from '../shared/load-state'
import { PageFrame } from '../shared/page-frame'
import { useLoad } from '../shared/use-load'

/** VAL-55: activity remarks at most 140 characters; application images as proofs (spec §5 Other). */
const IMAGE_RULES = { maxImages: PROOF_MAX_COUNT, maxImageBytes: PROOF_MAX_BYTES }

/** How each status looks (MEMBER-33): open to act, done, refused, waiting, or over. */
const TONE: Record<PromotionStatus, string> = {
  join: 'go',
  claim: 'go',
  signed: 'ok',
  claimed: 'ok',
  issued: 'ok',
  applying: 'wait',
  process: 'wait',
  comingSoon: 'wait',
  rejected: 'bad',
  close: 'off',
}

/** /promotions: every promotion with its status for this member, joined or claimed in place (ROUTE-18). */
export default function PromotionsPage(_: PageProps) {
  const t = useT()
  const session = useStore($session)
  const loggedIn = session.status === 'loggedIn'
  const promotions = useLoad((signal) => fetchPromotions(loggedIn, signal), loggedIn)
  const list = promotions.data?.list ?? []
  const replace = (next: Promotion) =>
    promotions.set({ list: list.map((p) => (p.id === next.id ? next : p)) })
  return (
    <PageFrame name="promotions" title={t('pg_promo_title')}>
      <LoadState state={promotions} empty={!list.length} />
      <ul className="lk-cards">
        {list.map((p) => (
          <PromotionCard key={p.id} promotion={p} loggedIn={loggedIn} onChange={replace} />
        ))}
      </ul>
    </PageFrame>
  )
}

function PromotionCard({
  promotion: p,
  loggedIn,
  onChange,
}: {
  promotion: Promotion
  loggedIn: boolean
  onChange(p: Promotion): void
}) {
  const t = useT()
  const [busy, setBusy] = useState(false)
  const [applying, setApplying] = useState(false)
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null)
  const action = p.status === 'join' || p.status === 'claim' ? p.status : null
  const apply = action === 'join' && p.needsApproval
  const { money, day } = useFormat()

  const act = async (what: 'join' | 'claim') => {
    // ROLE-1: a visitor logs in first.
    if (!loggedIn) return openPopup('login')
    // VAL-55: a promotion that needs approval takes an application (remarks, images) first.
    if (what === 'join' && p.needsApproval) return setApplying(true)
    setBusy(true)
    setMessage(null)
    try {
      if (what === 'join') {
        onChange(await joinPromotion(p.id))
        setMessage({ text: t('pg_promo_joined', [p.title]), error: false })
      } else {
        const { claimed, balance, ...next } = await claimPromotion(p)
        onChange(next)
        setMemberBalance(balance)
        setMessage({
          text: claimed ? t('pg_promo_paid', [money(claimed)]) : t('pg_promo_claimed', [p.title]),
          error: false,
        })
      }
    } catch (error) {
      setMessage({ text: errorMessageOf(error), error: true })
    } finally {
      setBusy(false)
    }
  }
  const label = apply ? 'pg_promo_apply' : action === 'join' ? 'pg_promo_join' : 'pg_promo_claim'

  return (
    <li className="lk-card" data-promotion={p.id} data-status={p.status}>
      <h2>{p.title}</h2>
      <p className="lk-muted lk-small">
        {p.raffle && <span className="lk-tag">{t('pg_promo_raffle')}</span>}{' '}
        {t('pg_promo_period', [day(p.startDate), day(p.endDate)])}
      </p>
      <p>{p.summary}</p>
      {p.reward ? (
        <p className="lk-small" part="reward">
          {t(p.raffle ? 'pg_promo_prize' : 'pg_promo_reward', [money(p.reward)])}
        </p>
      ) : null}
      <details>
        <summary>{t('pg_promo_details')}</summary>
        <ServerHtml className="lk-html" html={p.content} />
      </details>
      {p.remarks && (
        <p className="lk-small" part="remarks">
          {t('pg_promo_your_remarks', [p.remarks])}
        </p>
      )}
      {p.status === 'rejected' && p.reason && (
        <p className="lk-small" part="reason">
          {t('pg_promo_reason', [p.reason])}
        </p>
      )}
      <div className="lk-promo-foot">
        <span className="lk-status" data-tone={TONE[p.status] ?? 'off'} part="status">
          <span className="lk-visually-hidden">{t('pg_promo_status', [''])}</span>
          {t(`pg_status_${p.status}`)}
        </span>
        {action && !applying && (
          <Button
            variant="primary"
            busy={busy}
            onClick={() => act(action)}
            part={action}
            aria-label={`${t(label)}: ${p.title}`}
          >
            {t(label)}
          </Button>
        )}
      </div>
      {applying && (
        <ApplicationForm
          promotion={p}
          onCancel={() => setApplying(false)}
          onApplied={(next) => {
            setApplying(false)
            onChange(next)
            setMessage({ text: t('pg_promo_applied', [p.title]), error: false })
          }}
        />
      )}
      {message && (
        <p className={message.error ? 'lk-form-error' : 'lk-small'} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
    </li>
  )
}

type Problem = { field: 'remarks' | 'images'; text: string } | null

/**
 * VAL-55: the application to a promotion that needs approval — remarks of at most 140 characters with
 * a counter and up to three png/jpg images of 5 MB (spec §5 Other), checked here and again by the
 * server; what was typed stays when the server refuses it.
 */
function ApplicationForm({
  promotion: p,
  onApplied,
  onCancel,
}: {
  promotion: Promotion
  onApplied(next: Promotion): void
  onCancel(): void
}) {
  const t = useT()
  const id = useUid('apply')
  const [remarks, setRemarks] = useState('')
  const [files, setFiles] = useState<File[]>([])
  const [problem, setProblem] = useState<Problem>(null)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const first = useRef<HTMLTextAreaElement>(null)
  useEffect(() => first.current?.focus(), [])
  // Characters as the server counts them (code points: an emoji is one).
  const count = [...remarks.trim()].length
  const remarksError = () => (count > NOTE_MAX_LENGTH ? t('pg_promo_remarks_long', [NOTE_MAX_LENGTH]) : null)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError('')
    const bad = remarksError()
    const badImages = bad ? null : imagesError(files, IMAGE_RULES, t)
    setProblem(
      bad ? { field: 'remarks', text: bad } : badImages ? { field: 'images', text: badImages } : null,
    )
    if (bad || badImages) return
    setBusy(true)
    try {
      const images = await Promise.all(files.map(readImage))
      onApplied(await joinPromotion(p.id, { remarks: remarks.trim(), images }))
    } catch (failure) {
      const code = isApiError(failure) ? failure.errorCode : undefined
      if (code === 'REMARKS_TOO_LONG')
        setProblem({ field: 'remarks', text: t('pg_promo_remarks_long', [NOTE_MAX_LENGTH]) })
      else if (code?.startsWith('IMAGE_'))
        setProblem({
          field: 'images',
          text: imagesError(files, IMAGE_RULES, t) ?? errorMessageOf(failure),
        })
      else setError(errorMessageOf(failure))
    } finally {
      setBusy(false)
    }
  }
  const remarksInvalid = problem?.field === 'remarks'
  return (
    <form
      className="lk-stack lk-promo-apply"
      onSubmit={(e) => void submit(e)}
      noValidate
      part="application"
      aria-label={t('pg_promo_apply_to', [p.title])}
    >
      <div className="lk-field" data-invalid={remarksInvalid ? 'true' : undefined}>
        <label className="lk-label" htmlFor={`${id}-remarks`}>
          {t('pg_promo_remarks')}
        </label>
        <div className="lk-control">
          <textarea
            ref={first}
            id={`${id}-remarks`}
            className="lk-input"
            name="remarks"
            rows={3}
            value={remarks}
            onChange={(e) => (setRemarks(e.currentTarget.value), setProblem(null))}
            aria-invalid={remarksInvalid ? 'true' : undefined}
            aria-describedby={`${id}-count${remarksInvalid ? ` ${id}-remarks-error` : ''}`}
          />
        </div>
        <p
          className="lk-hint"
          id={`${id}-count`}
          data-over={count > NOTE_MAX_LENGTH ? 'true' : undefined}
          part="remarks-counter"
        >
          {t('pg_promo_remarks_count', [count, NOTE_MAX_LENGTH])}
        </p>
        <FieldError id={`${id}-remarks-error`} error={remarksInvalid ? problem!.text : undefined} />
      </div>
      <ImagesField
        id={`${id}-images`}
        rules={IMAGE_RULES}
        count={files.length}
        error={problem?.field === 'images' ? problem.text : null}
        onFiles={(picked) => (setFiles(picked), setProblem(null))}
      />
      {error && (
        <p className="lk-form-error" role="alert">
          {error}
        </p>
      )}
      <div className="lk-promo-foot">
        <Button type="button" onClick={onCancel} part="application-cancel">
          {t('pg_promo_cancel')}
        </Button>
        <Button type="submit" variant="primary" busy={busy} part="application-send">
          {t('pg_promo_send')}
        </Button>
      </div>
    </form>
  )
}
