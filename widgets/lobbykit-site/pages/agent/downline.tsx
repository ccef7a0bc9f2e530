import { useState } from 'react'
import { fetchDownline, type Contract } from '../../../../core/api/agent'
import { pageCount } from '../../../../core/paging'
import { Button } from '../../../kit/button'
import { useT } from '../../../kit/use-t'
import { LoadState } from '../../shared/load-state'
import { useLoad } from '../../shared/use-load'
import { RecordPager } from '../centre-kit/record-pager'
import { SelectField } from '../centre-kit/select-field'
import { RecordTable } from '../centre-kit/record-table'
import { useFormat } from '../../../kit/use-format'
import { AccountFilter } from './agent-ui'
import { OfferDialog } from './contract-ui'
import { StatusDialog, TransferDialog, type RowTarget } from './downline-actions'
import { MemberStatusCell } from './member-status'

const PAGE_SIZE = 20

/**
 * AGENT-4: the downline, direct or all levels, searched by account; an agent row drills into its own
 * team (the breadcrumb leads back up); a direct downline agent can be offered a contract (AGENT-17);
 * a direct downline account can be frozen or unfrozen with a reason, and sent money (MEMBER-6).
 */
export default function Downline() {
  const t = useT()
  const { money, time, day } = useFormat()
  const [filter, setFilter] = useState({ scope: 'direct' as 'direct' | 'all', account: '', parentId: '' })
  const [draft, setDraft] = useState(filter)
  const [page, setPage] = useState(1)
  const [offerTo, setOfferTo] = useState<{ id: string; account: string } | null>(null)
  const [offered, setOffered] = useState<Contract | null>(null)
  const [statusOf, setStatusOf] = useState<RowTarget | null>(null)
  const [transferTo, setTransferTo] = useState<RowTarget | null>(null)
  const [done, setDone] = useState<string | null>(null)
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
      {done && (
        <p role="status" className="agent-note" part="downline-done">
          {done}
        </p>
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
          <RecordTable
            label={t('agent_page_downline')}
            part="downline-table"
            busy={rows.loading}
            rows={list}
            rowKey={(r) => r.id}
            rowData={(r) => ({ 'data-account': r.account, 'data-status': r.status })}
            columns={[
              {
                head: t('agent_account'),
                cell: (r) => (
                  <>
                    {r.account}
                    <span className="lk-visually-hidden">, </span>
                    <span className="lk-muted rec-sub">
                      {t(r.isAgent ? 'agent_role_agent' : 'agent_role_member')} ·{' '}
                      {t('agent_joined', [day(r.joinedAt)])}
                    </span>
                  </>
                ),
              },
              { head: t('agent_level'), cell: (r) => r.level },
              { head: t('agent_balance'), num: true, cell: (r) => money(r.balance) },
              { head: t('agent_deposits'), num: true, cell: (r) => money(r.deposits) },
              { head: t('agent_last_login'), cell: (r) => (r.lastLogin ? time(r.lastLogin) : '—') },
              {
                head: t('agent_status'),
                cell: (r) => <MemberStatusCell status={r.status} reason={r.statusReason} />,
              },
              {
                head: t('agent_actions'),
                cell: (r) => {
                  // AGENT-4: freeze and transfer are the direct upline's (the server refuses anyone else).
                  const mine = path.length === 1 && r.direct
                  const target = { id: r.id, account: r.account, status: r.status }
                  return (
                    <div className="agent-row-actions">
                      {r.isAgent && r.downlineCount > 0 && (
                        <Button
                          onClick={() => go({ ...filter, account: '', parentId: r.id })}
                          part="drill-down"
                        >
                          {t('agent_view_team', [r.account])}
                        </Button>
                      )}
                      {r.isAgent && mine && (
                        <Button
                          onClick={() => setOfferTo({ id: r.id, account: r.account })}
                          part="offer-contract"
                        >
                          {t('agent_offer')}
                        </Button>
                      )}
                      {mine && r.status === 'active' && (
                        <Button
                          onClick={() => setTransferTo(target)}
                          part="transfer-member"
                          aria-label={t('agent_transfer_to', [r.account])}
                        >
                          {t('agent_transfer')}
                        </Button>
                      )}
                      {mine && (
                        <Button
                          onClick={() => setStatusOf(target)}
                          part={r.status === 'frozen' ? 'unfreeze-member' : 'freeze-member'}
                          aria-label={t(
                            r.status === 'frozen' ? 'agent_unfreeze_title' : 'agent_freeze_title',
                            [r.account],
                          )}
                        >
                          {t(r.status === 'frozen' ? 'agent_unfreeze' : 'agent_freeze')}
                        </Button>
                      )}
                    </div>
                  )
                },
              },
            ]}
          />
          <RecordPager page={page} total={pageCount(rows.data.total, PAGE_SIZE)} onChange={setPage} />
        </>
      )}
      <StatusDialog
        target={statusOf}
        onClose={() => setStatusOf(null)}
        onDone={(answer) => {
          setStatusOf(null)
          setOffered(null)
          setDone(
            t(answer.status === 'frozen' ? 'agent_frozen_done' : 'agent_unfrozen_done', [answer.account]),
          )
          rows.reload()
        }}
      />
      <TransferDialog
        target={transferTo}
        onClose={() => setTransferTo(null)}
        onSent={(text) => {
          setTransferTo(null)
          setOffered(null)
          setDone(text)
          rows.reload()
        }}
      />
      <OfferDialog
        target={offerTo}
        onClose={() => setOfferTo(null)}
        onOffered={(contract) => {
          setOfferTo(null)
          setDone(null)
          setOffered(contract)
        }}
      />
    </div>
  )
}
