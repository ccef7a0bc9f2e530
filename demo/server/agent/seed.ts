// The demo agent tree (spec §6 Upline/downline): four levels under the demo `agent` account with
// bets, deposits and withdrawals over the last 60 days (platform/prng.ts), contracts, requests,
// invitation links and notices, so every agent-centre page has real figures; the payments up to an
// hour ago are made by the settlement itself (settlement.ts).
import { hashPassword } from '../platform/passwords'
import { prng } from '../platform/prng'
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../platform/time'
import { SEEDED_BET_TYPES, money } from '../member-records/data'
import { AGENT_TABLES, addAgentTables } from './schema'
import { moveAgentClock, settleAgents } from './settlement'
import { postAll } from '../ledger/ledger'
import type { Entry } from '../ledger/ledger'
import type { Database } from 'better-sqlite3'

/** The demo agent at the top of the tree (platform/db.ts SEED_MEMBERS). */
export const TOP_AGENT_ID = '10000002'
/** Password of every seeded team account (DESIGN demo accounts). */
export const TEAM_PASSWORD = 'Team1234!'

/** One scrypt hash per process: the seed stays fast. */
let teamHash: Promise<string> | undefined
/** The hash of TEAM_PASSWORD (platform/db.ts awaits it before its seed transaction). */
export function teamPasswordHash() {
  teamHash ??= hashPassword(TEAM_PASSWORD)
  return teamHash
}

/**
 * The tree: [username, nickname, type (1 agent, 0 member), children]. Level 1 is the demo agent's
 * direct downline; agents reach four levels below the top (members at level 4).
 */
type Node = [string, string, number, Node[]?]
const TREE: Node[] = [
  [
    'subagent',
    'Lahore Partners',
    1,
    [
      [
        'subagent_north',
        'North Desk',
        1,
        [
          ['lahore_p1', 'Bilal', 0],
          ['lahore_p2', 'Sana', 0],
          ['lahore_p3', 'Umar', 0],
        ],
      ],
      [
        'subagent_south',
        'South Desk',
        1,
        [
          ['lahore_p4', 'Hina', 0],
          ['lahore_p5', 'Asad', 0],
        ],
      ],
      ['lahore_m1', 'Kamran', 0],
      ['lahore_m2', 'Ayesha', 0],
      ['lahore_m3', 'Faisal', 0],
    ],
  ],
  [
    'karachi_agent',
    'Karachi Crew',
    1,
    [
      [
        'karachi_desk',
        'Clifton Desk',
        1,
        [
          ['karachi_p1', 'Zain', 0],
          ['karachi_p2', 'Mehwish', 0],
          ['karachi_p3', 'Saad', 0],
        ],
      ],
      ['karachi_m1', 'Rabia', 0],
      ['karachi_m2', 'Hamza', 0],
      ['karachi_m3', 'Nida', 0],
    ],
  ],
  [
    'quetta_agent',
    'Quetta Link',
    1,
    [
      ['quetta_m1', 'Gul', 0],
      ['quetta_m2', 'Noor', 0],
    ],
  ],
  ['direct_m1', 'Adeel', 0],
  ['direct_m2', 'Maria', 0],
  ['direct_m3', 'Tariq', 0],
  ['direct_m4', 'Iqra', 0],
]

/**
 * Contracts in force at the seed: [username, kind, rate %, active members, valid bet, profit/loss,
 * bet amount, pay period]. The top agent's come from the platform (no upline).
 */
const CONTRACTS: [string, string, number, number, number, number, number, string][] = [
  ['agent', 'realtime', 0.5, 0, 0, 0, 0, 'D'],
  ['agent', 'hourly', 0.4, 2, 0, 0, 200, 'D'],
  ['agent', 'daily', 0.8, 3, 0, 0, 2000, 'D'],
  ['agent', 'dividend', 30, 3, 5000, 1000, 0, 'W'],
  ['subagent', 'realtime', 0.3, 0, 0, 0, 0, 'D'],
  ['subagent', 'daily', 0.5, 2, 0, 0, 1000, 'D'],
  ['subagent', 'dividend', 20, 2, 2000, 500, 0, 'M'],
  ['subagent_north', 'realtime', 0.2, 0, 0, 0, 0, 'D'],
  ['karachi_agent', 'hourly', 0.2, 1, 0, 0, 100, 'D'],
  ['karachi_agent', 'realtime', 0.25, 0, 0, 0, 0, 'D'],
  ['quetta_agent', 'daily', 0.4, 1, 0, 0, 500, 'D'],
]

/** Agent-audience notices (AGENT-1): server HTML, shown through ServerHtml. */
const NOTICES: [string, string][] = [
  [
    'New contract terms from next month',
    '<p>From the 1st, daily salary contracts need <strong>3 active members</strong>. Existing contracts keep their terms until they end.</p>',
  ],
  [
    'Real-time salary every 5 minutes',
    '<p>Real-time salary is settled every 5 minutes from the settled bets of your team. See <em>Real-time salary</em> in the menu.</p>',
  ],
  [
    'Consultation hours',
    '<p>Agent support answers Monday to Friday, 12:00–21:00.</p><ul><li>Telegram</li><li>Customer service</li></ul>',
  ],
]

/**
 * Creates the tables if needed and puts the agent tree, its records, contracts, requests, invites and
 * the payments up to an hour ago back to the seed. Runs inside platform/db.ts's seed transaction, after the
 * member records (it adds to member_bets and member_transactions).
 *
 * @param passwordHash  teamPasswordHash()
 */
export function seedAgents(db: Database, now: number, passwordHash: string) {
  addAgentTables(db)
  moveAgentClock(db, 0, true)
  db.prepare('DELETE FROM members WHERE id IN (SELECT member_id FROM agent_links)').run()
  for (const table of AGENT_TABLES) db.prepare(`DELETE FROM ${table}`).run()
  db.prepare(
    "DELETE FROM sqlite_sequence WHERE name IN ('agent_payments', 'agent_requests', 'agent_contracts', 'agent_notices', 'agent_actions')",
  ).run()
  if (!db.prepare('SELECT 1 FROM members WHERE id = ?').get(TOP_AGENT_ID)) return
  const rnd = prng(1212)
  /** One of `options`, chosen by the seed's generator. */
  const pick = <T>(options: readonly [T, ...T[]]): T =>
    options[Math.floor(rnd() * options.length)] ?? options[0]
  const member = db.prepare(`INSERT INTO members (id, username, password_hash, nickname, type, balance,
    currency_symbol, language, referral_code, created_at) VALUES (?, ?, ?, ?, ?, ?, 'Rs', 'EN', ?, ?)`)
  const link = db.prepare(
    'INSERT INTO agent_links (member_id, upline_id, status, last_login) VALUES (?, ?, ?, ?)',
  )
  const bet =
    db.prepare(`INSERT INTO member_bets (member_id, bet_time, game_type, game_name, vendor, stake, payout, win_loss, status)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  /** member → its seeded balance and its ledger entries, posted once the tree exists (`postSeedLedger`) */
  const books: Map<string, { balance: number; entries: Entry[] }> = new Map()
  const move = (memberId: string, entry: Omit<Entry, 'memberId'>) =>
    books.get(memberId)?.entries.push({ memberId, ...entry })
  const ids: Map<string, string> = new Map([['agent', TOP_AGENT_ID]])
  const idOf = (username: string) => {
    const id = ids.get(username)
    if (id === undefined) throw new Error(`[lobbykit] the agent seed has no account ${username}`)
    return id
  }
  let next = 20000001
  const walk = (nodes: Node[], uplineId: string, depth: number) => {
    for (const [username, nickname, type, children] of nodes) {
      const id = String(next++)
      ids.set(username, id)
      // Joined between 5 and 90 days ago; two of the direct members joined this week.
      const joined =
        now -
        (username === 'direct_m4' ? 2 : username === 'direct_m3' ? 4 : 5 + Math.floor(rnd() * 85)) * DAY_MS
      books.set(id, { balance: money(200 + rnd() * 5000), entries: [] })
      member.run(
        id,
        username,
        passwordHash,
        nickname,
        type,
        0,
        type ? `${username.toUpperCase().replace(/_/g, '')}` : null,
        joined,
      )
      link.run(
        id,
        uplineId,
        username === 'direct_m2' ? 'frozen' : 'active',
        now - Math.floor(rnd() * 10 * DAY_MS),
      )
      seedActivity(id, joined, depth)
      if (children) walk(children, id, depth + 1)
    }
  }
  const seedActivity = (id: string, joined: number, depth: number) => {
    const days = Math.min(60, Math.floor((now - joined) / DAY_MS))
    let deposited = false
    for (let day = 0; day <= days; day++) {
      if (rnd() < 0.35) continue
      const count = 1 + Math.floor(rnd() * 3)
      for (let n = 0; n < count; n++) {
        // Today's bets fall in the last hour and a half, so a settlement run right after a reset has bets to pay on.
        const at = Math.round(
          now - day * DAY_MS - MINUTE_MS - rnd() * (day === 0 ? 1.5 * HOUR_MS : DAY_MS - 2 * MINUTE_MS),
        )
        if (at < joined) continue
        const gameType = SEEDED_BET_TYPES[Math.floor(rnd() * SEEDED_BET_TYPES.length)]
        const stake = pick([10, 20, 50, 100, 200, 500])
        const roll = rnd()
        const status = roll < 0.03 ? 'VOID' : 'SETTLED'
        const payout =
          status === 'VOID' ? stake : roll < 0.55 ? 0 : money(stake * (1 + rnd() * (roll > 0.96 ? 6 : 1.1)))
        const winLoss = status === 'SETTLED' ? money(payout - stake) : 0
        const betId = bet.run(
          id,
          at,
          gameType,
          `${gameType} game`,
          'DEMO',
          stake,
          payout,
          winLoss,
          status,
        ).lastInsertRowid
        const ref = {
          product: gameType,
          reference: `member_bets:${betId}`,
          remark: `${gameType} game #${betId}`,
        }
        move(id, { type: 'BET', amount: -stake, at, ...ref })
        if (payout > 0) move(id, { type: 'PAYOUT', amount: payout, at: at + MINUTE_MS, ...ref })
      }
      if (day % 6 === depth % 6 || (!deposited && day === days)) {
        deposited = true
        move(id, {
          type: 'DEPOSIT',
          amount: pick([500, 1000, 2000, 5000]),
          product: 'BANK',
          remark: 'Bank transfer',
          at: now - day * DAY_MS - 2 * HOUR_MS,
        })
      }
      if (day % 10 === 3)
        move(id, {
          type: 'WITHDRAW',
          amount: -pick([300, 500, 800]),
          product: 'BANK',
          remark: 'To bank account',
          at: now - day * DAY_MS - 4 * HOUR_MS,
        })
      if (day % 13 === 5)
        move(id, {
          type: 'TRANSFER',
          amount: -pick([100, 200]),
          product: 'DOWNLINE',
          remark: 'To downline',
          at: now - day * DAY_MS - 6 * HOUR_MS,
        })
    }
  }
  walk(TREE, TOP_AGENT_ID, 1)
  // AGENT-4: direct_m2 was frozen by the top agent, the reason on record (agent_actions).
  db.prepare(
    "INSERT INTO agent_actions (agent_id, member_id, action, reason, created_at) VALUES (?, ?, 'freeze', ?, ?)",
  ).run(TOP_AGENT_ID, idOf('direct_m2'), 'Unusual betting under review', now - 2 * DAY_MS)

  const contract =
    db.prepare(`INSERT INTO agent_contracts (upline_id, downline_id, kind, rate, active_members, valid_bet, profit_loss,
    bet_amount, pay_period, status, created_at, started_at, ended_at, end_reason) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  const uplineOf = db.prepare('SELECT upline_id AS id FROM agent_links WHERE member_id = ?').pluck()
  const started = now - 70 * DAY_MS
  for (const [username, kind, rate, active, valid, pl, amount, period] of CONTRACTS) {
    const id = idOf(username)
    contract.run(
      uplineOf.get(id) ?? null,
      id,
      kind,
      rate,
      active,
      valid,
      pl,
      amount,
      period,
      'active',
      started - DAY_MS,
      started,
      null,
      null,
    )
  }
  // History: an older daily contract of subagent that the present one replaced (AGENT-20).
  const subagent = idOf('subagent')
  contract.run(
    TOP_AGENT_ID,
    subagent,
    'daily',
    0.6,
    2,
    0,
    0,
    1000,
    'D',
    'ended',
    started - 40 * DAY_MS,
    started - 39 * DAY_MS,
    started,
    'replaced',
  )
  // Requests waiting: the top agent offered quetta_agent a real-time contract (outgoing for agent,
  // incoming for quetta_agent); karachi_agent asks to end its hourly contract (incoming for agent).
  const request = db.prepare(
    'INSERT INTO agent_requests (contract_id, type, from_id, to_id, status, created_at, decided_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  )
  const quetta = idOf('quetta_agent')
  const offered = contract.run(
    TOP_AGENT_ID,
    quetta,
    'realtime',
    0.25,
    0,
    0,
    0,
    0,
    'D',
    'offered',
    now - 3 * HOUR_MS,
    null,
    null,
    null,
  )
  request.run(offered.lastInsertRowid, 'new', TOP_AGENT_ID, quetta, 'pending', now - 3 * HOUR_MS, null)
  const karachi = idOf('karachi_agent')
  const hourly = db
    .prepare("SELECT id FROM agent_contracts WHERE downline_id = ? AND kind = 'hourly' AND status = 'active'")
    .pluck()
    .get(karachi) as number
  request.run(hourly, 'terminate', karachi, TOP_AGENT_ID, 'pending', now - 5 * HOUR_MS, null)
  request.run(hourly, 'new', TOP_AGENT_ID, karachi, 'accepted', started - DAY_MS, started)

  const invite = db.prepare(
    'INSERT INTO agent_invites (code, agent_id, type, rate, uses, enabled, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  )
  invite.run('AGT7K2QX', TOP_AGENT_ID, 'agent', 0.3, 3, 1, now - 30 * DAY_MS)
  invite.run('MBR5H8LP', TOP_AGENT_ID, 'member', 0, 11, 1, now - 45 * DAY_MS)
  invite.run('MBR2OLD9', TOP_AGENT_ID, 'member', 0, 4, 0, now - 80 * DAY_MS)
  const notice = db.prepare('INSERT INTO agent_notices (title, content, created_at) VALUES (?, ?, ?)')
  NOTICES.forEach(([title, content], i) => notice.run(title, content, now - (i * 3 + 1) * DAY_MS))

  // The team's history into the ledger, then the payments up to an hour ago, made by the
  // settlement itself so history and later runs agree, then the brought-forward lines.
  const topBalance = db
    .prepare('SELECT balance FROM members WHERE id = ?')
    .pluck()
    .get(TOP_AGENT_ID) as number
  books.set(TOP_AGENT_ID, { balance: topBalance, entries: [] })
  const credits = [...books.values()].flatMap((b) => b.entries.filter((e) => e.amount > 0))
  postAll(db, credits)
  settleAgents(db, now - HOUR_MS)
  for (const [id, book] of books) postSeedLedger(db, id, book, now)
}

/**
 * C-13: the rest of a seeded account's history (its debits) and its OPENING line, the brought-forward
 * amount that makes the balance the seed's figure while balance = Σ entries holds: credits are
 * posted first (seedAgents), so no debit finds the wallet short. The OPENING line is dated before
 * the account's first entry; it is negative when the history holds more than the seeded balance
 * (for the top agent, the seed's salaries: its seeded balance already holds them).
 */
function postSeedLedger(db: Database, id: string, book: { balance: number; entries: Entry[] }, now: number) {
  const debits = book.entries.filter((e) => e.amount < 0)
  const current = db.prepare('SELECT balance FROM members WHERE id = ?').pluck().get(id) as number
  const opening = money(book.balance - current - debits.reduce((sum, e) => sum + e.amount, 0))
  const recorded = db
    .prepare('SELECT MIN(created_at) FROM member_transactions WHERE member_id = ?')
    .pluck()
    .get(id) as number | null
  const first = Math.min(recorded ?? now, ...book.entries.map((e) => e.at)) - MINUTE_MS
  const line: Entry = {
    memberId: id,
    type: 'OPENING',
    amount: opening,
    remark: 'Balance brought forward',
    at: first,
  }
  if (!opening) postAll(db, debits)
  else postAll(db, opening > 0 ? [line, ...debits] : [...debits, line])
}
