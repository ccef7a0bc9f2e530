// Player protection's data: each member's limits with their whole history, the
// reality-check interval, and cool-off / self-exclusion periods. A limit is never edited: every
// change is a new row, so the history stays. The limit in force is the newest row whose time has
// come; a lower limit applies at once, a higher one (or none) only RAISE_DELAY_MS later, and a lower
// one set meanwhile supersedes the pending raise. Periods are rolling windows (the last 24 hours, 7
// days, 30 days), counted by the server from deposit orders (pending or approved), money received
// from the team (the ledger's TEAM transfers) and settled bets.
// Times run on the protection clock: real time plus what the demo control API moved it forward.

import { DAY_MS } from '../platform/time'
import type { Database } from 'better-sqlite3'

/** A higher limit, or none, applies only after this delay ("only after 24 hours"). */
export const RAISE_DELAY_MS = DAY_MS
/** The rolling windows of the limits. */
export const PERIOD_MS = { day: DAY_MS, week: 7 * DAY_MS, month: 30 * DAY_MS }
export const LIMIT_KINDS = ['deposit', 'loss', 'wager']
/** The session time limit's bounds in minutes (a session lasts 12 h at most: platform/sessions.ts). */
export const SESSION_LIMIT_MINUTES = [15, 720] as const
/** The member picks the reality-check interval in this range. */
export const REALITY_CHECK_MINUTES = [15, 120] as const
/** Cool-off: 24 hours to 6 weeks; self-exclusion: 6 months to permanent (null: no end). */
export const EXCLUSION_CHOICES = {
  coolOff: { '1d': DAY_MS, '7d': 7 * DAY_MS, '14d': 14 * DAY_MS, '30d': 30 * DAY_MS, '42d': 42 * DAY_MS },
  selfExclusion: { '6m': 182 * DAY_MS, '1y': 365 * DAY_MS, '5y': 5 * 365 * DAY_MS, permanent: null },
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS rg_limits (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('deposit', 'loss', 'wager', 'session')),
  period TEXT NOT NULL CHECK (period IN ('day', 'week', 'month', 'session')),
  amount REAL,
  set_at INTEGER NOT NULL,
  applies_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS rg_limits_member ON rg_limits (member_id, kind, period, id);
CREATE TABLE IF NOT EXISTS rg_reality (
  member_id TEXT PRIMARY KEY,
  minutes INTEGER NOT NULL,
  set_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS rg_exclusions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('coolOff', 'selfExclusion')),
  started_at INTEGER NOT NULL,
  ends_at INTEGER
);
CREATE INDEX IF NOT EXISTS rg_exclusions_member ON rg_exclusions (member_id);
`

const ready = new WeakSet()
/** The demo clock's offset, per database. */
const offsets = new WeakMap<object, number>()
/** A demo-shortened reality-check interval in ms, per database. */
const realityOverrides = new WeakMap<object, number>()

export function ensureProtection(db: Database) {
  if (ready.has(db)) return
  db.exec(SCHEMA)
  ready.add(db)
}

/** Clears every member's limits, interval and exclusions, and the demo clock (demo reset). */
export function seedProtection(db: Database) {
  ensureProtection(db)
  for (const table of ['rg_limits', 'rg_reality', 'rg_exclusions']) db.prepare(`DELETE FROM ${table}`).run()
  offsets.delete(db)
  realityOverrides.delete(db)
}

/** The protection clock: `now` (real time) plus what the demo moved it forward. */
export function protectionClock(db: object, now = Date.now()) {
  return now + (offsets.get(db) ?? 0)
}

/** Moves the demo clock forward by `ms` (or back to real time with `reset`); answers the clock. */
export function moveProtectionClock(db: object, ms: number, reset = false) {
  offsets.set(db, reset ? 0 : (offsets.get(db) ?? 0) + ms)
  return protectionClock(db)
}

/** The demo-shortened reality-check interval (ms), or null; `ms` null removes it. */
export function realityOverride(db: object, ms: number | null | undefined) {
  if (ms === null) realityOverrides.delete(db)
  else if (ms !== undefined) realityOverrides.set(db, ms)
  return realityOverrides.get(db) ?? null
}

/** A row of rg_limits: one change of one limit (amount null: none). */
export type LimitRow = {
  id: number
  member_id: string
  kind: string
  period: string
  amount: number | null
  set_at: number
  applies_at: number
}
/** A row of rg_exclusions (ends_at null: permanent). */
export type ExclusionRow = {
  id: number
  member_id: string
  kind: 'coolOff' | 'selfExclusion'
  started_at: number
  ends_at: number | null
}
export type LimitState = {
  amount: number | null
  pending: { amount: number | null; appliesAt: number } | null
}

/**
 * The limit in force for (kind, period) and the newest pending change after it, if any.
 *
 * @param at  the protection clock
 */
export function limitState(
  db: Database,
  memberId: string,
  kind: string,
  period: string,
  at: number,
): LimitState {
  ensureProtection(db)
  const rows = db
    .prepare('SELECT * FROM rg_limits WHERE member_id = ? AND kind = ? AND period = ? ORDER BY id')
    .all(memberId, kind, period) as LimitRow[]
  const applied = rows.filter((r) => r.applies_at <= at).at(-1)
  const later = rows.filter((r) => r.applies_at > at && (!applied || r.id > applied.id)).at(-1)
  return {
    amount: applied?.amount ?? null,
    pending: later ? { amount: later.amount, appliesAt: later.applies_at } : null,
  }
}

/**
 * Records a new limit (null: none). Lower than the one in force applies at once; higher, or none,
 * after RAISE_DELAY_MS. Answers when it applies.
 */
export function setLimit(
  db: Database,
  memberId: string,
  kind: string,
  period: string,
  amount: number | null,
  at: number,
) {
  const current = limitState(db, memberId, kind, period, at).amount
  const lower = amount !== null && (current === null || amount <= current)
  const appliesAt = lower ? at : at + RAISE_DELAY_MS
  db.prepare(
    'INSERT INTO rg_limits (member_id, kind, period, amount, set_at, applies_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(memberId, kind, period, amount, at, appliesAt)
  return appliesAt
}

/** The member's limit history, newest first. */
export function limitHistory(db: Database, memberId: string) {
  ensureProtection(db)
  return (
    db
      .prepare('SELECT * FROM rg_limits WHERE member_id = ? ORDER BY id DESC LIMIT 50')
      .all(memberId) as LimitRow[]
  ).map((r) => ({
    kind: r.kind,
    period: r.period,
    amount: r.amount,
    setAt: r.set_at,
    appliesAt: r.applies_at,
  }))
}

const cents = (n: number) => Math.round(n * 100) / 100

/**
 * What the member has used of a kind in the window ending at `at`: deposits ordered (pending or
 * approved) and money received from the upline or a downline (the ledger's TRANSFER entries of
 * product TEAM coming in), stakes of settled bets, or the net loss of settled bets (never below 0).
 */
export function usedIn(db: Database, memberId: string, kind: string, from: number, at: number) {
  if (kind === 'deposit') {
    const ordered = db
      .prepare(
        "SELECT COALESCE(SUM(amount), 0) FROM deposit_orders WHERE member_id = ? AND status IN ('pending', 'approved') AND created_at >= ? AND created_at <= ?",
      )
      .pluck()
      .get(memberId, from, at)
    const received = db
      .prepare(
        "SELECT COALESCE(SUM(amount), 0) FROM member_transactions WHERE member_id = ? AND type = 'TRANSFER' AND product = 'TEAM' AND amount > 0 AND created_at >= ? AND created_at <= ?",
      )
      .pluck()
      .get(memberId, from, at)
    return cents(Math.max(0, Number(ordered) + Number(received)))
  }
  const sql =
    kind === 'wager'
      ? "SELECT COALESCE(SUM(stake), 0) FROM member_bets WHERE member_id = ? AND status = 'SETTLED' AND bet_time >= ? AND bet_time <= ?"
      : "SELECT COALESCE(-SUM(win_loss), 0) FROM member_bets WHERE member_id = ? AND status = 'SETTLED' AND bet_time >= ? AND bet_time <= ?"
  return cents(Math.max(0, Number(db.prepare(sql).pluck().get(memberId, from, at))))
}

/**
 * Every money limit of the member with what is used and what remains.
 */
export function moneyLimits(db: Database, memberId: string, at: number) {
  return LIMIT_KINDS.flatMap((kind) =>
    Object.entries(PERIOD_MS).map(([period, ms]) => {
      const state = limitState(db, memberId, kind, period, at)
      const used = usedIn(db, memberId, kind, at - ms, at)
      const remaining = state.amount === null ? null : cents(Math.max(0, state.amount - used))
      return { kind, period, ...state, used, remaining }
    }),
  )
}

/**
 * The tightest limit of `kind` that `amount` would exceed (the one with least remaining), or null.
 */
export function exceededLimit(db: Database, memberId: string, kind: string, amount: number, at: number) {
  const limits = moneyLimits(db, memberId, at).filter((l) => l.kind === kind && l.remaining !== null)
  const tightest = limits.sort((a, b) => Number(a.remaining) - Number(b.remaining))[0]
  return tightest && amount > Number(tightest.remaining) ? tightest : null
}

/** The member's chosen reality-check interval in minutes, or null (the brand default applies). */
export function realityMinutes(db: Database, memberId: string) {
  ensureProtection(db)
  const value = db.prepare('SELECT minutes FROM rg_reality WHERE member_id = ?').pluck().get(memberId)
  return typeof value === 'number' ? value : null
}

/** Records the member's reality-check interval. */
export function setRealityMinutes(db: Database, memberId: string, minutes: number, at: number) {
  ensureProtection(db)
  db.prepare(
    'INSERT INTO rg_reality VALUES (?, ?, ?) ON CONFLICT (member_id) DO UPDATE SET minutes = excluded.minutes, set_at = excluded.set_at',
  ).run(memberId, minutes, at)
}

/**
 * The member's exclusion in force at `at` that ends last (permanent first), or null.
 */
export function activeExclusion(
  db: Database,
  memberId: string,
  at: number,
): { kind: string; startedAt: number; endsAt: number | null } | null {
  ensureProtection(db)
  const row = db
    .prepare(
      'SELECT * FROM rg_exclusions WHERE member_id = ? AND (ends_at IS NULL OR ends_at > ?) ORDER BY ends_at IS NULL DESC, ends_at DESC LIMIT 1',
    )
    .get(memberId, at) as ExclusionRow | undefined
  return row ? { kind: row.kind, startedAt: row.started_at, endsAt: row.ends_at } : null
}

/** Records an exclusion; answers its end (null: permanent). */
export function addExclusion(
  db: Database,
  memberId: string,
  kind: 'coolOff' | 'selfExclusion',
  length: number | null,
  at: number,
) {
  ensureProtection(db)
  const endsAt = length === null ? null : at + length
  db.prepare('INSERT INTO rg_exclusions (member_id, kind, started_at, ends_at) VALUES (?, ?, ?, ?)').run(
    memberId,
    kind,
    at,
    endsAt,
  )
  return endsAt
}
