// The registration bonus (LOGIN-22, C-13): the amount the brand's configuration names
// (settings.registrationBonus, the figure the first-login welcome promises) is credited when the
// account is made, on every registration path (the form and SMS registration, register/routes.ts;
// a new social account, social/routes.ts), with the turnover the promotions' terms ask for
// (ledger/bonus.ts). A configuration of 0 pays nothing, and the welcome then promises nothing.
import { payBonus } from '../ledger/bonus'
import { loadSettings } from '../platform/settings'
import type { Database } from 'better-sqlite3'

/** Credits the configured registration bonus to a new member once; answers the entry id, or null when there is none. */
export function payRegistrationBonus(db: Database, memberId: string, at: number = Date.now()) {
  const settings = loadSettings(db)
  const amount = Number(settings.registrationBonus?.amount ?? 0)
  if (!(Number.isFinite(amount) && amount > 0)) return null
  const reference = `members:${memberId}`
  return db.transaction(() => {
    // Once per account, whichever path calls it (a retried call finds the entry).
    const paid = db
      .prepare(
        "SELECT id FROM member_transactions WHERE member_id = ? AND type = 'BONUS' AND product = 'REGISTRATION'",
      )
      .pluck()
      .get(memberId) as number | undefined
    if (paid !== undefined) return paid
    return payBonus(
      { db, settings },
      { memberId, amount, product: 'REGISTRATION', reference, remark: 'Registration bonus', at },
    )
  })()
}
