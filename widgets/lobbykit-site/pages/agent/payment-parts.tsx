/**
 * How a salary or dividend payment is shown (AGENT-8, AGENT-10..13): what its rate applied to, named
 * by kind (a dividend's base is the team's loss, a salary's the team's valid bets), and its formula
 * as the server's settlement paid it: rate % of the base, less the sub-agents' part of the same bets
 * (agent/settlement.ts), equals the amount.
 */
import type { Payment } from '../../../../core/api/agent'
import { useT } from '../../../kit/use-t'
import { useFormat } from '../../../kit/use-format'

/** The base's name for a kind of payment. */
export const baseLabel = (kind: string) => (kind === 'dividend' ? 'agent_base_loss' : 'agent_base')

/** The base with its name (on a list that mixes kinds, such as my income). */
export function PaymentBase({ payment }: { payment: Payment }) {
  const t = useT()
  const { money } = useFormat()
  return (
    <span className="agent-base" data-base={payment.kind === 'dividend' ? 'loss' : 'valid-bets'}>
      <span className="lk-small lk-muted">{t(baseLabel(payment.kind))}</span> {money(payment.base)}
    </span>
  )
}

/** "0.5% of 1,220.00 = 6.10 − sub-agents 2.00 = 4.10", the server's own figures. */
export function PaymentFormula({ payment: p }: { payment: Payment }) {
  const t = useT()
  const { money } = useFormat()
  const text = p.deducted
    ? t('agent_formula_deducted', [
        String(p.rate),
        money(p.base),
        money(p.gross),
        money(p.deducted),
        money(p.amount),
      ])
    : t('agent_formula_plain', [String(p.rate), money(p.base), money(p.amount)])
  return (
    <span className="agent-formula" part="payment-formula">
      {text}
    </span>
  )
}
