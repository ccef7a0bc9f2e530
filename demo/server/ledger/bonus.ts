// A bonus paid: one BONUS entry of the ledger (C-13), and the turnover it asks for before a
// withdrawal (MEMBER-10, ledger/wagering.ts): the amount times the multiple settings.bonus names for
// its product, the same figure the bonus details page shows. A product without a multiple asks for none.
import { BONUS_DEFAULTS } from '../transfers/data'
import { cents, post } from './ledger'
import { requireTurnover } from './wagering'
import type { Database } from 'better-sqlite3'
import type { Entry } from './ledger'
import type { Settings } from '../platform/settings'

/** The bonus schemes (the BONUS entries' products) and what each is called on the bonus details page. */
export const BONUS_PRODUCTS = [
  'REGISTRATION',
  'PROMOTION',
  'RAFFLE',
  'VIP',
  'REWARD',
  'MISSION',
  'REBATE',
  'ENVELOPE',
  'REFERRAL',
  'POINTS',
  'ZALO',
] as const
export type BonusProduct = (typeof BONUS_PRODUCTS)[number]

/** The turnover multiple of a bonus product under the settings (0: no turnover asked). */
export function turnoverMultiple(settings: Pick<Settings, 'bonus'>, product: string) {
  const multiples: Record<string, number> = {
    ...BONUS_DEFAULTS.turnoverMultiple,
    ...settings.bonus?.turnoverMultiple,
  }
  const multiple = Number(multiples[product] ?? 0)
  return Number.isFinite(multiple) && multiple > 0 ? multiple : 0
}

export type BonusPayment = Omit<Entry, 'type' | 'wallet' | 'product'> & { product: BonusProduct }

/**
 * Credits a bonus to the main wallet with its turnover requirement, in one transaction (inside the
 * caller's, when it has one). Answers the entry's id.
 */
export function payBonus(
  { db, settings }: { db: Database; settings: Pick<Settings, 'bonus'> },
  bonus: BonusPayment,
) {
  return db.transaction(() => {
    const entryId = post(db, { ...bonus, type: 'BONUS' })
    const multiple = turnoverMultiple(settings, bonus.product)
    if (multiple > 0)
      requireTurnover(db, {
        memberId: bonus.memberId,
        amount: cents(bonus.amount * multiple),
        entryId,
        at: bonus.at,
      })
    return entryId
  })()
}
