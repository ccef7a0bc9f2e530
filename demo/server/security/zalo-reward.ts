// The Zalo reward (CONST-8, C-13): the amount the brand configures (settings.zaloReward; 0 offers
// nothing) is credited through the ledger's bonus (ledger/bonus.ts, product ZALO, with its turnover)
// the first time a member saves a Zalo number in the profile. Once per member and once per number:
// a number already rewarded to another account is saved but earns nothing (ZALO_ALREADY_REWARDED),
// and a later change pays nothing again. The unique keys of zalo_rewards make a race unable to pay twice.
import { payBonus } from '../ledger/bonus'
import { ensureSecurity } from './data'
import type { Database } from 'better-sqlite3'
import type { Settings } from '../platform/settings'

export const ZALO_MESSAGES = {
  ZALO_INVALID: 'Please enter a Zalo number of 9 to 15 digits',
  ZALO_ALREADY_REWARDED: 'This Zalo number has already earned the reward on another account',
}

/** A Zalo number as typed, without spaces, dashes, dots, brackets or a leading +. */
export const normaliseZalo = (value: string) => value.replace(/[\s\-.()]/g, '').replace(/^\+/, '')

/** Whether a normalised Zalo number is acceptable: 9 to 15 digits. */
export const validZalo = (value: string) => /^[0-9]{9,15}$/.test(value)

/** The configured reward amount (0 when none or not a positive number). */
export function zaloRewardAmount(settings: Pick<Settings, 'zaloReward'>) {
  const amount = Number(settings.zaloReward?.amount ?? 0)
  return Number.isFinite(amount) && amount > 0 ? amount : 0
}

/** What the profile shows of the reward: the amount on offer (null: none) and whether it was paid. */
export function zaloRewardState(db: Database, settings: Pick<Settings, 'zaloReward'>, memberId: string) {
  ensureSecurity(db)
  const paid = db.prepare('SELECT amount FROM zalo_rewards WHERE member_id = ?').pluck().get(memberId) as
    number | undefined
  const amount = zaloRewardAmount(settings)
  return {
    amount: paid ?? (amount > 0 ? amount : null),
    termsPath: settings.zaloReward?.termsPath || '/promotions',
    paid: paid !== undefined,
  }
}

export type ZaloRewardOutcome =
  { paid: true; amount: number } | { paid: false; code: string; message: string } | null

/** A refusal of the rule gate (ledger/gate.ts paymentRefusal): its code and message. */
type Refusal = { body: unknown } | null

/**
 * Pays the reward for a Zalo number just saved (normalised), inside the caller's transaction:
 * null when nothing is on offer or the member was rewarded before.
 */
export function rewardZalo(
  db: Database,
  settings: Pick<Settings, 'zaloReward' | 'bonus'>,
  memberId: string,
  zalo: string,
  refusal: (amount: number) => Refusal,
  at: number = Date.now(),
): ZaloRewardOutcome {
  ensureSecurity(db)
  const amount = zaloRewardAmount(settings)
  if (!zalo || amount <= 0) return null
  return db.transaction((): ZaloRewardOutcome => {
    const member = db.prepare('SELECT 1 FROM zalo_rewards WHERE member_id = ?').get(memberId)
    if (member) return null
    const owner = db.prepare('SELECT member_id FROM zalo_rewards WHERE zalo = ?').pluck().get(zalo)
    if (owner !== undefined)
      return { paid: false, code: 'ZALO_ALREADY_REWARDED', message: ZALO_MESSAGES.ZALO_ALREADY_REWARDED }
    // A bonus like any other: the rule gate's bonus rules first (cool-off, self-exclusion: MEMBER-25).
    const refused = refusal(amount)?.body as { errorCode?: string; message?: string } | undefined
    if (refused) return { paid: false, code: refused.errorCode ?? 'REFUSED', message: refused.message ?? '' }
    // The claim comes first: its unique keys stop a second payment whatever else runs.
    const claim = db
      .prepare('INSERT OR IGNORE INTO zalo_rewards (member_id, zalo, amount, created_at) VALUES (?, ?, ?, ?)')
      .run(memberId, zalo, amount, at)
    if (claim.changes === 0) return null
    const entryId = payBonus(
      { db, settings },
      { memberId, amount, product: 'ZALO', reference: `zalo:${memberId}`, remark: 'Zalo reward', at },
    )
    db.prepare('UPDATE zalo_rewards SET entry_id = ? WHERE member_id = ?').run(entryId, memberId)
    return { paid: true, amount }
  })()
}
