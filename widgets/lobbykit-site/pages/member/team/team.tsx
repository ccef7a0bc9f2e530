import { useState } from 'react'
import { fetchTeamTransfers, type TeamTransferInfo } from '../../../../../core/api/transfers'
import { dayStart, addDays, spanRange } from '../../../../../core/record-range'
import { useT } from '../../../../kit/use-t'
import { useUid } from '../../../../kit/use-uid'
import { LoadState } from '../../../shared/load-state'
import { useLoad } from '../../../shared/use-load'
import { WalletSection } from '../wallet/wallet-section'
import { useFormat } from '../../../../kit/use-format'
import { TeamSendForm } from './send-form'

/**
 * MEMBER-5 (direction upline) and MEMBER-6 (downline): for members in an agent tree, money to the
 * direct upline or to one direct downline, with the transaction password (checked by the server,
 * never kept here); one idempotency key per attempt; the header balance follows; the history of the
 * transfers sent and received over the past 7 or 30 days.
 */
export function TeamTransfer({ direction }: { direction: 'upline' | 'downline' }) {
  const t = useT()
  const [days, setDays] = useState<'past7' | 'past30'>('past30')
  const periodId = useUid('team-period')
  const state = useLoad((signal) => {
    const range = spanRange(days)!
    return fetchTeamTransfers({ from: dayStart(range.from), to: dayStart(addDays(range.to, 1)) - 1 }, signal)
  }, days)
  const data = state.data
  const targets = data ? (direction === 'upline' ? (data.upline ? [data.upline] : []) : data.downlines) : []
  return (
    <WalletSection name={`transfer-${direction}`}>
      <LoadState state={state} empty={!data} />
      {data && !targets.length && (
        <p className="wal-card" part="team-empty">
          {t(direction === 'upline' ? 'team_no_upline' : 'team_no_downline')}
        </p>
      )}
      {data && targets.length > 0 && (
        <TeamSendForm direction={direction} info={data} onSent={() => state.reload()} />
      )}
      {data && (
        <section className="wal-card lk-stack" aria-labelledby={`${periodId}-title`} part="team-history">
          <div className="wal-list-head">
            <h2 className="wal-subtitle" id={`${periodId}-title`}>
              {t('team_history')}
            </h2>
            <div className="lk-field">
              <label className="lk-label" htmlFor={periodId}>
                {t('team_period')}
              </label>
              <select
                id={periodId}
                className="lk-input wal-select"
                value={days}
                onChange={(e) => setDays(e.currentTarget.value as 'past7' | 'past30')}
              >
                <option value="past7">{t('team_past7')}</option>
                <option value="past30">{t('team_past30')}</option>
              </select>
            </div>
          </div>
          <History info={data} />
        </section>
      )}
    </WalletSection>
  )
}

function History({ info }: { info: TeamTransferInfo }) {
  const t = useT()
  const { money, time: when } = useFormat()
  if (!info.history.length) return <p className="lk-muted">{t('team_none')}</p>
  return (
    <ul className="wal-list" part="team-transfers">
      {info.history.map((h) => (
        <li key={h.id} className="wal-row" data-sent={h.sent ? 'true' : 'false'}>
          <div className="wal-row-main">
            <strong>{t(`team_${h.sent ? 'out' : 'in'}_${h.direction}`)}</strong>
            <strong>
              {h.sent ? '−' : '+'}
              {money(h.amount)}
            </strong>
          </div>
          <p>
            {when(h.time)} · {t('team_with')}: {h.counterpart}
            {h.remark ? ` · ${h.remark}` : ''}
          </p>
        </li>
      ))}
    </ul>
  )
}
