/**
 * POP-10: the contract popup (rate, active members, valid bet, profit and loss, daily or hourly bet
 * amount, pay period), with the answer the viewer may give; and the offer form an upline fills for a
 * direct downline agent (AGENT-17). The server checks every rule (rate ≤ the upline's own, direct
 * downline only, one offer at a time); its refusal is shown next to the field or in the form.
 */
import { useState, type ReactNode } from 'react'
import {
  CONTRACT_KINDS,
  fetchContracts,
  offerContract,
  PAY_PERIODS,
  rateProblem,
  type Contract,
  type ContractKind,
  type ContractRequest,
  type PayPeriod,
  type RateBounds,
} from '../../../../core/api/agent'
import { errorMessageOf } from '../../../../core/errors'
import { Button } from '../../../kit/button'
import { Modal } from '../../../kit/modal'
import { useT } from '../../../kit/use-t'
import { useUid } from '../../../kit/use-uid'
import { SelectField } from '../centre-kit/select-field'
import { useFormat } from '../../../kit/use-format'
import { useLoad } from '../../shared/use-load'

/** The terms of a contract as a description list. */
export function ContractTerms({ contract }: { contract: Contract }) {
  const t = useT()
  const { money, day } = useFormat()
  const rows: [string, ReactNode][] = [
    [t('agent_kind'), t(`agent_kind_${contract.kind}`)],
    [t('agent_rate'), `${contract.rate}%`],
  ]
  if (contract.kind !== 'realtime') rows.push([t('agent_cond_active'), contract.activeMembers])
  if (contract.kind === 'dividend') {
    rows.push([t('agent_cond_valid_bet'), money(contract.validBet)])
    rows.push([t('agent_cond_profit_loss'), money(contract.profitLoss)])
    rows.push([t('agent_pay_period'), t(`agent_pay_${contract.payPeriod}`)])
  } else if (contract.kind !== 'realtime') {
    rows.push([
      t(contract.kind === 'daily' ? 'agent_cond_daily_bet' : 'agent_cond_hourly_bet'),
      money(contract.betAmount),
    ])
  }
  rows.push([t('agent_upline'), contract.uplineAccount ?? t('agent_platform')])
  rows.push([t('agent_downline_account'), contract.downlineAccount])
  rows.push([t('agent_status'), t(`agent_contract_${contract.status}`)])
  if (contract.startedAt) rows.push([t('agent_started'), day(contract.startedAt)])
  if (contract.endedAt) rows.push([t('agent_ended'), day(contract.endedAt)])
  return (
    <dl className="agent-terms" part="contract-terms">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * AGENT-20: what accepting a new contract changes: the rate it replaces, and the downline contracts
 * above the new rate that end with the acceptance.
 */
function Consent({ request }: { request: ContractRequest }) {
  const t = useT()
  return (
    <div className="lk-stack" part="contract-consent">
      <p>
        {request.replacesRate != null
          ? t('agent_consent_replaces', [String(request.replacesRate), String(request.contract.rate)])
          : t('agent_consent_first')}
      </p>
      {request.ends?.length ? (
        <>
          <p role="note">{t('agent_consent_ends')}</p>
          <ul part="consent-ends">
            {request.ends.map((c) => (
              <li key={c.account}>
                {c.account} · {c.rate}%
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  )
}

/** POP-10: a contract in a dialog, with the actions the caller offers (and, to consent, what changes). */
export function ContractPopup({
  contract,
  title,
  onClose,
  actions,
  error,
  consent,
}: {
  contract: Contract | null
  title: string
  onClose(): void
  actions?: ReactNode
  error?: unknown
  consent?: ContractRequest
}) {
  return (
    <Modal open={contract !== null} title={title} onClose={onClose} part="contract-popup" footer={actions}>
      {contract && <ContractTerms contract={contract} />}
      {consent && <Consent request={consent} />}
      {error ? (
        <p className="lk-form-error" role="alert">
          {errorMessageOf(error)}
        </p>
      ) : null}
    </Modal>
  )
}

interface OfferDraft {
  kind: ContractKind
  rate: string
  activeMembers: string
  validBet: string
  profitLoss: string
  betAmount: string
  payPeriod: PayPeriod
}

/** AGENT-21: the rate rule's message, in the server's wording (agent/rates.ts). */
export function rateMessage(
  t: ReturnType<typeof useT>,
  problem: NonNullable<ReturnType<typeof rateProblem>>,
  bounds?: RateBounds,
) {
  if (problem === 'empty') return t('input_empty')
  if (problem === 'decimals') return t('agent_rate_decimals')
  if (problem === 'range' && bounds) return t('agent_rate_range', [String(bounds.min), String(bounds.max)])
  return t('agent_rate_invalid')
}

/** AGENT-17: the offer form for a direct downline agent, in a dialog. */
export function OfferDialog({
  target,
  onClose,
  onOffered,
}: {
  target: { id: string; account: string } | null
  onClose(): void
  onOffered(contract: Contract): void
}) {
  const t = useT()
  const [draft, setDraft] = useState<OfferDraft>({
    kind: 'realtime',
    rate: '',
    activeMembers: '0',
    validBet: '0',
    profitLoss: '0',
    betAmount: '0',
    payPeriod: 'W',
  })
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [formError, setFormError] = useState<unknown>(null)
  const [busy, setBusy] = useState(false)
  const ids = {
    rate: useUid('rate'),
    active: useUid('active'),
    valid: useUid('valid'),
    pl: useUid('pl'),
    bet: useUid('bet'),
  }
  const rateError = useUid('rate-error')
  const formId = useUid('offer-form')
  const bounds = useLoad((signal) => fetchContracts(signal)).data?.rateBounds
  const submit = async () => {
    const rate = draft.rate.trim()
    const problem = rateProblem(rate, bounds?.[draft.kind])
    if (problem) return setFieldError(rateMessage(t, problem, bounds?.[draft.kind]))
    setFieldError(null)
    setFormError(null)
    setBusy(true)
    try {
      const contract = await offerContract({
        downlineId: target!.id,
        kind: draft.kind,
        rate,
        activeMembers: Number(draft.activeMembers) || 0,
        validBet: Number(draft.validBet) || 0,
        profitLoss: Number(draft.profitLoss) || 0,
        betAmount: Number(draft.betAmount) || 0,
        payPeriod: draft.payPeriod,
      })
      onOffered(contract)
    } catch (error) {
      const field = (error as { value?: { field?: string } })?.value?.field
      if (field === 'rate') setFieldError(errorMessageOf(error))
      else setFormError(error)
    } finally {
      setBusy(false)
    }
  }
  const number = (key: keyof OfferDraft, id: string, label: string, extra?: object) => (
    <div className="lk-field" data-invalid={(key === 'rate' && fieldError) || undefined}>
      <label className="lk-label" htmlFor={id}>
        {label}
      </label>
      <div className="lk-control">
        <input
          id={id}
          name={key}
          className="lk-input"
          inputMode="decimal"
          value={draft[key]}
          onChange={(e) => setDraft({ ...draft, [key]: e.currentTarget.value })}
          {...extra}
        />
      </div>
    </div>
  )
  return (
    <Modal
      open={target !== null}
      title={t('agent_offer_to', [target?.account ?? ''])}
      onClose={onClose}
      part="offer-dialog"
      footer={
        <Button type="submit" form={formId} variant="primary" disabled={busy} part="offer-submit">
          {t('agent_offer_send')}
        </Button>
      }
    >
      <form
        id={formId}
        className="lk-stack"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          void submit()
        }}
      >
        <SelectField
          name="kind"
          label={t('agent_kind')}
          value={draft.kind}
          options={CONTRACT_KINDS.map((k) => [k, t(`agent_kind_${k}`)])}
          onChange={(kind) => setDraft({ ...draft, kind: kind as ContractKind })}
        />
        {number('rate', ids.rate, t('agent_rate_percent'), {
          'aria-invalid': fieldError ? true : undefined,
          'aria-describedby': fieldError ? rateError : undefined,
          required: true,
        })}
        <p id={rateError} className="lk-error" role="alert">
          {fieldError}
        </p>
        {draft.kind !== 'realtime' && number('activeMembers', ids.active, t('agent_cond_active'))}
        {draft.kind === 'dividend' && number('validBet', ids.valid, t('agent_cond_valid_bet'))}
        {draft.kind === 'dividend' && number('profitLoss', ids.pl, t('agent_cond_profit_loss'))}
        {(draft.kind === 'daily' || draft.kind === 'hourly') &&
          number(
            'betAmount',
            ids.bet,
            t(draft.kind === 'daily' ? 'agent_cond_daily_bet' : 'agent_cond_hourly_bet'),
          )}
        {draft.kind === 'dividend' && (
          <SelectField
            name="payPeriod"
            label={t('agent_pay_period')}
            value={draft.payPeriod}
            options={PAY_PERIODS.map((p) => [p, t(`agent_pay_${p}`)])}
            onChange={(p) => setDraft({ ...draft, payPeriod: p as PayPeriod })}
          />
        )}
        {formError ? (
          <p className="lk-form-error" role="alert">
            {errorMessageOf(formError)}
          </p>
        ) : null}
      </form>
    </Modal>
  )
}
