import { useState } from 'react'
import { fetchDownline, type Contract } from '../../../../core/api/agent'
import { pageCount } from '../../../../core/paging'
import { Button } from '../../../kit/button'
import { useT } from '../../../kit/use-t'
import { LoadState } from '../../shared/load-state'
import { useLoad } from '../../shared/use-load'
import { RecordPager } from '../centre-kit/record-pager'
import { SelectField } from '../centre-kit/select-field'
import { TableRegion } from '../centre-kit/table-region'
import { useFormat } from '../../../kit/use-format'
import { AccountFilter } from './agent-ui'
import { OfferDialog } from './contract-ui'

const PAGE_SIZE = 20

/**
 * AGENT-4: the downline, direct or all levels, searched by account; an agent row drills into its own
 * team (the breadcrumb leads back up); a direct downline agent can be offered a contract (AGENT-17).
 */
export default function Downline() {
  const t = useT()
  const { money, time, day } = useFormat()
  const [filter, setFilter] = useState({ scope: 'direct' as 'direct' | 'all', account: '', parentId: '' })
  const [draft, setDraft] = useState(filter)
  const [page, setPage] = useState(1)
  const [offerTo, setOfferTo] = useState<{ id: string; account: string } | null>(null)
  const [offered, setOffered] = useState<Contract | null>(null)
  const rows = useLoad(
    (signal) => fetchDownline({ ...filter, pageNo: page, pageSize: PAGE_SIZE }, signal),
    JSON.stringify([filter, page]),
  )
  const go = (next: typeof filter) => {
    setFilter(next)
    setDraft(next)
    setPage(1)
  }
  const list = rows.data?.list ?? []
  const path = rows.data?.path ?? []
  return (
    <div className="rec-section" part="agent-downline">
      <form
        className="rec-filters"
        aria-label={t('agent_filters')}
        onSubmit={(e) => {
          e.preventDefault()
          go({ ...draft, parentId: filter.parentId })
        }}
      >
        <AccountFilter value={draft.account} onChange={(account) => setDraft({ ...draft, account })} />
        <SelectField
          name="scope"
          label={t('agent_scope')}
          value={draft.scope}
          options={[
            ['direct', t('agent_scope_direct')],
            ['all', t('agent_scope_all')],
          ]}
          onChange={(scope) => go({ ...draft, parentId: filter.parentId, scope: scope as 'direct' | 'all' })}
        />
        <Button type="submit" variant="primary" className="rec-search" part="downline-search">
          {t('search')}
        </Button>
      </form>
      {path.length > 1 && (
        <nav aria-label={t('agent_breadcrumb')} part="breadcrumb">
          <ol className="agent-breadcrumb">
            {path.map((p, i) => (
              <li key={p.id}>
                {i < path.length - 1 ? (
                  <button
                    type="button"
                    className="lk-link"
                    onClick={() => go({ ...filter, parentId: i === 0 ? '' : p.id })}
                  >
                    {p.account}
                  </button>
                ) : (
                  <span aria-current="page">{p.account}</span>
                )}
              </li>
            ))}
          </ol>
        </nav>
      )}
      {offered && (
        <p role="status" className="agent-note" part="offer-sent">
          {t('agent_offer_sent', [offered.downlineAccount, `${offered.rate}%`])}
        </p>
      )}
      <LoadState state={rows} empty={!list.length} />
      {rows.data && list.length > 0 && (
        <>
          <p className="lk-small lk-muted" part="downline-count">
            {t('agent_rows_total', [rows.data.total])}
          </p>
          <TableRegion label={t('agent_page_downline')} part="downline-table" busy={rows.loading}>
            <thead>
              <tr>
                <th scope="col">{t('agent_account')}</th>
                <th scope="col">{t('agent_level')}</th>
                <th scope="col" className="rec-num">
                  {t('agent_balance')}
                </th>
                <th scope="col" className="rec-num">
                  {t('agent_deposits')}
                </th>
                <th scope="col">{t('agent_last_login')}</th>
                <th scope="col">{t('agent_status')}</th>
                <th scope="col">{t('agent_actions')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((r) => (
                <tr key={r.id} data-account={r.account}>
                  <td>
                    {r.account}
                    <span className="lk-visually-hidden">, </span>
                    <span className="lk-muted rec-sub">
                      {t(r.isAgent ? 'agent_role_agent' : 'agent_role_member')} ·{' '}
                      {t('agent_joined', [day(r.joinedAt)])}
                    </span>
                  </td>
                  <td>{r.level}</td>
                  <td className="rec-num">{money(r.balance)}</td>
                  <td className="rec-num">{money(r.deposits)}</td>
                  <td>{r.lastLogin ? time(r.lastLogin) : '—'}</td>
                  <td>{t(`agent_member_${r.status}`)}</td>
                  <td className="agent-row-actions">
                    {r.isAgent && r.downlineCount > 0 && (
                      <Button
                        onClick={() => go({ ...filter, account: '', parentId: r.id })}
                        part="drill-down"
                      >
                        {t('agent_view_team', [r.account])}
                      </Button>
                    )}
                    {r.isAgent && path.length === 1 && r.direct && (
                      <Button
                        onClick={() => setOfferTo({ id: r.id, account: r.account })}
                        part="offer-contract"
                      >
                        {t('agent_offer')}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </TableRegion>
          <RecordPager page={page} total={pageCount(rows.data.total, PAGE_SIZE)} onChange={setPage} />
        </>
      )}
      <OfferDialog
        target={offerTo}
        onClose={() => setOfferTo(null)}
        onOffered={(contract) => {
          setOfferTo(null)
          setOffered(contract)
        }}
      />
    </div>
  )
}
