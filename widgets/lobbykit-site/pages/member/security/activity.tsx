import { fetchSecurityActivity, type SecurityActivity } from '../../../../../core/api/security'
import { tDynamic } from '../../../../../core/i18n/index'
import { useFormat } from '../../../../kit/use-format'
import { useT } from '../../../../kit/use-t'
import { useLoad } from '../../../shared/use-load'
import { TableCard } from './table-card'

/**
 * MEMBER-1: the recent account changes (phone, e-mail, payout accounts, passwords, resets, identity
 * confirmations) with where and when; each was also told to the contacts the account had before it.
 * The detail is the masked new contact, or how an identity was confirmed (password or code).
 */
export function ActivityCard() {
  const t = useT()
  const { time: when } = useFormat()
  const state = useLoad((signal) => fetchSecurityActivity(signal))
  const list = state.data?.list
  const row = (a: SecurityActivity) => (
    <tr key={a.id} data-kind={a.kind}>
      <td>{when(a.time)}</td>
      <td>
        {tDynamic(`sec_activity_${a.kind.replace(/-/g, '_')}`, a.title)}
        {a.detail && <span className="lk-muted"> ({tDynamic(`sec_activity_by_${a.detail}`, a.detail)})</span>}
      </td>
      <td>
        <code>{a.ip}</code>
      </td>
    </tr>
  )
  return (
    <TableCard
      id="sec-activity"
      title={t('sec_activity')}
      hint={t('sec_activity_hint')}
      part="activity-card"
      state={state}
      empty={!list?.length}
    >
      <table className="sec-table" part="activity">
        <thead>
          <tr>
            <th scope="col">{t('sec_time')}</th>
            <th scope="col">{t('sec_change')}</th>
            <th scope="col">{t('sec_ip')}</th>
          </tr>
        </thead>
        <tbody>{list?.map(row)}</tbody>
      </table>
    </TableCard>
  )
}
