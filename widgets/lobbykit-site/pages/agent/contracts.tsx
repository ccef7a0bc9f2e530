import { useState } from 'react'
import {
  askTermination,
  decideRequest,
  fetchContracts,
  type Contract,
  type ContractRequest,
} from '../../../../core/api/agent'
import { withdrawOffer } from '../../../../core/api/agent-actions'
import { loadConsolidated } from '../../../../core/stores/agent'
import { Button } from '../../../kit/button'
import { useT } from '../../../kit/use-t'
import { LoadState } from '../../shared/load-state'
import { useLoad } from '../../shared/use-load'
import { RecordTable } from '../centre-kit/record-table'
import { useFormat } from '../../../kit/use-format'
import { ContractPopup } from './contract-ui'

type Open = { contract: Contract; request?: ContractRequest } | null

/** AGENT-17: an offer I made that waits for an answer: I may withdraw it (in its popup). */
const withdrawable = (r: ContractRequest) =>
  r.direction === 'outgoing' && r.type === 'new' && r.status === 'pending'

/**
 * AGENT-14, AGENT-17..22: requests to me and from me (new contract, termination) with accept and
 * reject; my contracts and those I gave my downline, history kept; each opens the contract popup
 * (POP-10), where an incoming request is answered and an active contract's end is asked for.
 */
export default function Contracts() {
  const t = useT()
  const { day } = useFormat()
  const data = useLoad((signal) => fetchContracts(signal))
  const [open, setOpen] = useState<Open>(null)
  const [error, setError] = useState<unknown>(null)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState('')
  const act = async (
    work: () => Promise<import('../../../../core/api/agent').Contracts>,
    message: string,
  ) => {
    setBusy(true)
    setError(null)
    try {
      data.set(await work())
      setOpen(null)
      setDone(message)
      // The salary menu follows the contracts in force (AGENT-15).
      void loadConsolidated().catch(() => undefined)
    } catch (e) {
      setError(e)
    } finally {
      setBusy(false)
    }
  }
  const c = data.data
  const request = open?.request
  const actions =
    request && request.direction === 'incoming' && request.status === 'pending' ? (
      <div className="agent-actions">
        <Button
          variant="primary"
          disabled={busy}
          part="accept"
          onClick={() => act(() => decideRequest(request.id, 'accept'), t('agent_done_accepted'))}
        >
          {t('agent_accept')}
        </Button>
        <Button
          disabled={busy}
          part="reject"
          onClick={() => act(() => decideRequest(request.id, 'reject'), t('agent_done_rejected'))}
        >
          {t('agent_reject')}
        </Button>
      </div>
    ) : request &&
      request.direction === 'outgoing' &&
      request.status === 'pending' &&
      request.type === 'new' ? (
      // AGENT-17: the offer I made, withdrawn while it waits (the server checks both).
      <Button
        variant="primary"
        disabled={busy}
        part="withdraw-offer"
        onClick={() => act(() => withdrawOffer(request.id), t('agent_done_withdrawn'))}
      >
        {t('agent_withdraw')}
      </Button>
    ) : !request && open?.contract.status === 'active' && open.contract.uplineAccount ? (
      <Button
        disabled={busy}
        part="terminate"
        onClick={() => act(() => askTermination(open.contract.id), t('agent_done_terminate'))}
      >
        {t('agent_terminate')}
      </Button>
    ) : undefined
  const contractTable = (list: Contract[], label: string, part: string, who: 'upline' | 'downline') => (
    <RecordTable
      label={label}
      part={part}
      rows={list}
      rowKey={(x) => x.id}
      rowData={(x) => ({ 'data-kind': x.kind, 'data-status': x.status })}
      columns={[
        {
          head: t(who === 'upline' ? 'agent_upline' : 'agent_downline_account'),
          cell: (x) => (who === 'upline' ? (x.uplineAccount ?? t('agent_platform')) : x.downlineAccount),
        },
        { head: t('agent_kind'), cell: (x) => t(`agent_kind_${x.kind}`) },
        { head: t('agent_rate'), num: true, cell: (x) => `${x.rate}%` },
        {
          head: t('agent_status'),
          cell: (x) => (
            <>
              {t(`agent_contract_${x.status}`)}
              {(x.endReason === 'replaced' || x.endReason === 'upline_lowered') && (
                <span className="lk-muted rec-sub">
                  {' · '}
                  {t(x.endReason === 'replaced' ? 'agent_replaced' : 'agent_upline_lowered')}
                </span>
              )}
            </>
          ),
        },
        { head: t('agent_started'), cell: (x) => (x.startedAt ? day(x.startedAt) : '—') },
        {
          head: t('agent_actions'),
          cell: (x) => (
            <Button
              onClick={() => setOpen({ contract: x })}
              aria-label={`${t('agent_view')}: ${t(`agent_kind_${x.kind}`)} ${x.rate}%`}
            >
              {t('agent_view')}
            </Button>
          ),
        },
      ]}
    />
  )
  return (
    <div className="rec-section" part="agent-contracts">
      <p role="status" className="agent-note" part="contract-done">
        {done}
      </p>
      <LoadState state={data} empty={!c} />
      {c && (
        <>
          <div className="agent-group" data-group="requests">
            <h2 className="rec-totals-title">{t('agent_requests')}</h2>
            {c.requests.length ? (
              <RecordTable
                label={t('agent_requests')}
                part="request-table"
                rows={c.requests}
                rowKey={(r) => r.id}
                rowData={(r) => ({
                  'data-request': r.type,
                  'data-direction': r.direction,
                  'data-status': r.status,
                })}
                columns={[
                  {
                    head: t('agent_direction'),
                    cell: (r) =>
                      t(r.direction === 'incoming' ? 'agent_from' : 'agent_to', [
                        r.direction === 'incoming' ? r.fromAccount : r.toAccount,
                      ]),
                  },
                  {
                    head: t('agent_request_type'),
                    cell: (r) => t(r.type === 'new' ? 'agent_request_new' : 'agent_request_terminate'),
                  },
                  { head: t('agent_kind'), cell: (r) => t(`agent_kind_${r.contract.kind}`) },
                  { head: t('agent_rate'), num: true, cell: (r) => `${r.contract.rate}%` },
                  { head: t('agent_status'), cell: (r) => t(`agent_request_${r.status}`) },
                  { head: t('agent_date'), cell: (r) => day(r.createdAt) },
                  {
                    head: t('agent_actions'),
                    cell: (r) => (
                      <Button
                        variant={r.status === 'pending' ? 'primary' : 'secondary'}
                        part="open-request"
                        aria-label={withdrawable(r) ? t('agent_withdraw_label', [r.toAccount]) : undefined}
                        onClick={() => {
                          setError(null)
                          setOpen({ contract: r.contract, request: r })
                        }}
                      >
                        {t(
                          r.direction === 'incoming' && r.status === 'pending'
                            ? 'agent_answer'
                            : withdrawable(r)
                              ? 'agent_withdraw'
                              : 'agent_view',
                        )}
                      </Button>
                    ),
                  },
                ]}
              />
            ) : (
              <p className="lk-muted">{t('no_data')}</p>
            )}
          </div>
          <div className="agent-group" data-group="mine">
            <h2 className="rec-totals-title">{t('agent_my_contracts')}</h2>
            {c.mine.length ? (
              contractTable(c.mine, t('agent_my_contracts'), 'my-contracts', 'upline')
            ) : (
              <p className="lk-muted">{t('no_data')}</p>
            )}
          </div>
          <div className="agent-group" data-group="given">
            <h2 className="rec-totals-title">{t('agent_downline_contracts')}</h2>
            {c.downline.length ? (
              contractTable(c.downline, t('agent_downline_contracts'), 'downline-contracts', 'downline')
            ) : (
              <p className="lk-muted">{t('no_data')}</p>
            )}
          </div>
        </>
      )}
      <ContractPopup
        contract={open?.contract ?? null}
        title={
          request
            ? t(request.type === 'new' ? 'agent_request_new' : 'agent_request_terminate')
            : t('agent_contract')
        }
        onClose={() => setOpen(null)}
        actions={actions}
        error={error}
        consent={
          request?.type === 'new' && request.direction === 'incoming' && request.status === 'pending'
            ? request
            : undefined
        }
      />
    </div>
  )
}
