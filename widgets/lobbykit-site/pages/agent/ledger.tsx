/** AGENT-8 my income and AGENT-9 account details: every payment to me, and my ledger with running balance. */
import { tDynamic } from '../../../../core/i18n/index'
import { CONTRACT_KINDS, fetchAccountDetails, fetchIncome } from '../../../../core/api/agent'
import { useT } from '../../../kit/use-t'
import { useFormat } from '../../../kit/use-format'
import { Signed } from '../centre-kit/signed-amount'
import { paidSpan, queryTimes } from './agent-ui'
import { ReportPage } from './report-page'
import { PaymentBase, PaymentFormula } from './payment-parts'

export function Income() {
  const t = useT()
  const { money, time } = useFormat()
  return (
    <ReportPage
      part="agent-income"
      load={(q, paging, signal) =>
        fetchIncome({ ...queryTimes(q), kind: q.type || undefined, ...paging }, signal)
      }
      filters={{
        types: [
          ['', t('agent_all_kinds')],
          ...CONTRACT_KINDS.map((k): [string, string] => [k, t(`agent_kind_${k}`)]),
        ],
      }}
      totalsPart="income-totals"
      totals={(s) => [
        ['count', t('agent_payments'), s.count],
        ['amount', t('agent_amount'), money(s.amount)],
      ]}
      label={t('agent_page_income')}
      tablePart="income-table"
      rowKey={(p) => p.id}
      rowData={(p) => ({ 'data-kind': p.kind, 'data-period': p.period })}
      columns={[
        { head: t('agent_paid_at'), cell: (p) => time(p.paidAt) },
        { head: t('agent_kind'), cell: (p) => t(`agent_kind_${p.kind}`) },
        { head: t('agent_period_paid'), ltr: true, cell: (p) => paidSpan(p, time) },
        // A dividend is paid on the team's loss, a salary on its valid bets: each row names its base.
        { head: t('agent_base_head'), num: true, cell: (p) => <PaymentBase payment={p} /> },
        { head: t('agent_rate'), num: true, cell: (p) => `${p.rate}%` },
        { head: t('agent_formula'), cell: (p) => <PaymentFormula payment={p} /> },
        { head: t('agent_amount'), num: true, cell: (p) => <Signed amount={p.amount} /> },
      ]}
    />
  )
}

export function AccountDetails() {
  const t = useT()
  const { money, time } = useFormat()
  return (
    <ReportPage
      part="agent-account-details"
      load={(q, paging, signal) => fetchAccountDetails({ ...queryTimes(q), ...paging }, signal)}
      totalsPart="details-totals"
      totals={(s) => [
        ['credit', t('agent_credit'), money(s.credit)],
        ['debit', t('agent_debit'), money(s.debit)],
        ['balance', t('agent_balance_now'), money(s.balance)],
      ]}
      label={t('agent_page_details')}
      tablePart="details-table"
      rowKey={(l) => l.id}
      rowData={(l) => ({ 'data-type': l.type })}
      columns={[
        { head: t('agent_date'), cell: (l) => time(l.createdAt) },
        { head: t('agent_type'), cell: (l) => tDynamic(`agent_tx_${l.type}`, l.type) },
        { head: t('agent_remark'), cell: (l) => l.remark },
        { head: t('agent_amount'), num: true, cell: (l) => <Signed amount={l.amount} /> },
        { head: t('agent_balance'), num: true, cell: (l) => money(l.balance) },
      ]}
    />
  )
}
