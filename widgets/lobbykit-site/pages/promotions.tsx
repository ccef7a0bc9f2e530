import { useState } from 'react'
import { useStore } from '@nanostores/react'
import {
  fetchPromotions,
  requestPromotion,
  type Promotion,
  type PromotionStatus,
} from '../../../core/api/site'
import { errorMessageOf } from '../../../core/errors'
import { $locale } from '../../../core/stores/locale'
import { openPopup } from '../../../core/stores/popup'
import { $session } from '../../../core/stores/session'
import { Button } from '../../kit/button'
import { ServerHtml } from '../../kit/server-html'
import { useT } from '../../kit/use-t'
import type { PageProps } from '../routing/page-props'
import { formatDate } from '../../../core/format'
import { LoadState } from '../shared/load-state'
import { PageFrame } from '../shared/page-frame'
import { useLoad } from '../shared/use-load'

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
  const lang = useStore($locale)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null)
  const action = p.status === 'join' || p.status === 'claim' ? p.status : null

  const act = async (what: 'join' | 'claim') => {
    // ROLE-1: a visitor logs in first.
    if (!loggedIn) return openPopup('login')
    setBusy(true)
    setMessage(null)
    try {
      const next = await requestPromotion(what, p.id)
      onChange(next)
      setMessage({
        text: t(what === 'join' ? 'pg_promo_joined' : 'pg_promo_claimed', [p.title]),
        error: false,
      })
    } catch (error) {
      setMessage({ text: errorMessageOf(error), error: true })
    } finally {
      setBusy(false)
    }
  }

  return (
    <li className="lk-card" data-promotion={p.id} data-status={p.status}>
      <h2>{p.title}</h2>
      <p className="lk-muted lk-small">
        {t('pg_promo_period', [formatDate(p.startDate, lang), formatDate(p.endDate, lang)])}
      </p>
      <p>{p.summary}</p>
      <details>
        <summary>{t('pg_promo_details')}</summary>
        <ServerHtml className="lk-html" html={p.content} />
      </details>
      <div className="lk-promo-foot">
        <span className="lk-status" data-tone={TONE[p.status] ?? 'off'} part="status">
          <span className="lk-visually-hidden">{t('pg_promo_status', [''])}</span>
          {t(`pg_status_${p.status}`)}
        </span>
        {action && (
          <Button
            variant="primary"
            busy={busy}
            onClick={() => act(action)}
            part={action}
            aria-label={`${t(action === 'join' ? 'pg_promo_join' : 'pg_promo_claim')}: ${p.title}`}
          >
            {t(action === 'join' ? 'pg_promo_join' : 'pg_promo_claim')}
          </Button>
        )}
      </div>
      {message && (
        <p className={message.error ? 'lk-form-error' : 'lk-small'} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
    </li>
  )
}
