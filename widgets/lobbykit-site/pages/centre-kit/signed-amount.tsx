import { useFormat } from '../../../kit/use-format'

/** A signed amount: + for money won / in, coloured (and signed, not only coloured). */
export function Signed({ amount }: { amount: number }) {
  const { money } = useFormat()
  const sign = amount > 0 ? 'up' : amount < 0 ? 'down' : 'zero'
  return (
    <span className="rec-signed" data-sign={sign} dir="ltr">
      {amount > 0 ? '+' : ''}
      {money(amount)}
    </span>
  )
}
