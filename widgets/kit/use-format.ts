import { useStore } from '@nanostores/react'
import { formatDate, formatMoney } from '../../core/format'
import { $locale } from '../../core/stores/locale'
import { $member } from '../../core/stores/session'

/**
 * Money in the member's currency and moments in the interface language (core/format); the component
 * re-renders when either changes. `time` is to the minute (deadlines, records), `day` the date alone.
 */
export function useFormat() {
  const lang = useStore($locale)
  const symbol = useStore($member)?.currencySymbol
  return {
    money: (amount: number) => formatMoney(amount, symbol, lang),
    time: (ms: number) => formatDate(ms, lang, { dateStyle: 'medium', timeStyle: 'short' }),
    day: (ms: number) => formatDate(ms, lang, { dateStyle: 'medium' }),
  }
}
