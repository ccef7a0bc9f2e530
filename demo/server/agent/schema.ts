// The agent centre's tables (spec §6 Upline/downline) and the row each one reads as: who is whose
// downline (agent_links), the contracts uplines offer (agent_contracts, AGENT-17/21/22), the
// requests about them (agent_requests, AGENT-18/19), the salary and dividend payments
// (agent_payments, unique per agent, kind and period: never paid twice, AGENT-16), the invitation
// links of the register centre (agent_invites, AGENT-3) and the announcements (agent_notices, AGENT-1).
import type { Database } from 'better-sqlite3'

const SCHEMA = `
CREATE TABLE IF NOT EXISTS agent_links (
  member_id TEXT PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  upline_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'frozen')),
  last_login INTEGER
);
CREATE INDEX IF NOT EXISTS agent_links_upline ON agent_links (upline_id);
CREATE TABLE IF NOT EXISTS agent_contracts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  upline_id TEXT REFERENCES members (id) ON DELETE CASCADE,
  downline_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('dividend', 'daily', 'hourly', 'realtime')),
  rate REAL NOT NULL,
  active_members INTEGER NOT NULL DEFAULT 0,
  valid_bet REAL NOT NULL DEFAULT 0,
  profit_loss REAL NOT NULL DEFAULT 0,
  bet_amount REAL NOT NULL DEFAULT 0,
  pay_period TEXT NOT NULL DEFAULT 'D' CHECK (pay_period IN ('D', 'W', 'H', 'M')),
  status TEXT NOT NULL CHECK (status IN ('offered', 'active', 'rejected', 'ended', 'terminated', 'withdrawn')),
  created_at INTEGER NOT NULL,
  started_at INTEGER,
  ended_at INTEGER,
  end_reason TEXT
);
CREATE INDEX IF NOT EXISTS agent_contracts_downline ON agent_contracts (downline_id, kind, status);
CREATE TABLE IF NOT EXISTS agent_requests (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  contract_id INTEGER NOT NULL REFERENCES agent_contracts (id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('new', 'terminate')),
  from_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  to_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('pending', 'accepted', 'rejected', 'withdrawn')),
  created_at INTEGER NOT NULL,
  decided_at INTEGER
);
CREATE TABLE IF NOT EXISTS agent_payments (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  agent_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  period TEXT NOT NULL,
  period_start INTEGER NOT NULL,
  period_end INTEGER NOT NULL,
  contract_id INTEGER,
  base REAL NOT NULL,
  rate REAL NOT NULL,
  amount REAL NOT NULL,
  created_at INTEGER NOT NULL,
  gross REAL,
  deducted REAL,
  UNIQUE (agent_id, kind, period)
);
CREATE TABLE IF NOT EXISTS agent_invites (
  code TEXT PRIMARY KEY COLLATE NOCASE,
  agent_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('member', 'agent')),
  rate REAL NOT NULL DEFAULT 0,
  uses INTEGER NOT NULL DEFAULT 0,
  enabled INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS agent_actions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  agent_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  member_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  action TEXT NOT NULL CHECK (action IN ('freeze', 'unfreeze', 'withdraw-offer')),
  reason TEXT NOT NULL DEFAULT '',
  detail TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS agent_actions_member ON agent_actions (member_id, created_at);
CREATE TABLE IF NOT EXISTS agent_notices (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
`

/** Every agent table, children before parents (the seed empties them in this order). */
export const AGENT_TABLES = [
  'agent_actions',
  'agent_payments',
  'agent_requests',
  'agent_contracts',
  'agent_invites',
  'agent_links',
  'agent_notices',
]

export function addAgentTables(db: Database) {
  migrateWithdrawn(db)
  db.exec(SCHEMA)
  const paid = new Set(
    (db.prepare("SELECT name FROM pragma_table_info('agent_payments')").all() as { name: string }[]).map(
      (c) => c.name,
    ),
  )
  for (const column of ['gross', 'deducted'])
    if (!paid.has(column)) db.exec(`ALTER TABLE agent_payments ADD COLUMN ${column} REAL`)
}

/**
 * A database file from before an offer could be withdrawn (AGENT-17) has contract and request
 * tables whose status check lacks 'withdrawn': both are rebuilt with their rows (SQLite changes a
 * check only by a rebuild; foreign keys off so the requests are not cascaded away meanwhile).
 */
function migrateWithdrawn(db: Database) {
  const sql = db
    .prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'agent_contracts'")
    .pluck()
    .get() as string | undefined
  if (!sql || sql.includes("'withdrawn'")) return
  const tables = ['agent_contracts', 'agent_requests']
  const create = (name: string) => {
    const match = SCHEMA.match(new RegExp(`CREATE TABLE IF NOT EXISTS ${name} \\([\\s\\S]*?\\n\\);`))
    if (!match) throw new Error(`[lobbykit] no schema for ${name}`)
    return match[0].replace(`EXISTS ${name} (`, `EXISTS ${name}_new (`)
  }
  db.pragma('foreign_keys = OFF')
  try {
    db.transaction(() => {
      for (const name of tables) {
        db.exec(create(name))
        db.exec(`INSERT INTO ${name}_new SELECT * FROM ${name}`)
        db.exec(`DROP TABLE ${name}`)
        db.exec(`ALTER TABLE ${name}_new RENAME TO ${name}`)
      }
    })()
  } finally {
    db.pragma('foreign_keys = ON')
  }
}

export type ContractRow = {
  id: number
  upline_id: string | null
  downline_id: string
  kind: string
  rate: number
  active_members: number
  valid_bet: number
  profit_loss: number
  bet_amount: number
  pay_period: string
  status: string
  created_at: number
  started_at: number | null
  ended_at: number | null
  end_reason: string | null
}

/** A contract with the accounts of both sides (CONTRACT_SELECT in data.ts). */
export type ContractListRow = ContractRow & { upline_account: string | null; downline_account: string }

export type RequestRow = {
  id: number
  contract_id: number
  type: 'new' | 'terminate'
  from_id: string
  to_id: string
  status: string
  created_at: number
  decided_at: number | null
}

export type PaymentRow = {
  id: number
  agent_id: string
  kind: string
  period: string
  period_start: number
  period_end: number
  contract_id: number | null
  base: number
  rate: number
  amount: number
  created_at: number
  /** rate % of base, before the sub-agents' part (null on rows paid before it was kept) */
  gross: number | null
  /** what the sub-agents' contracts took of the same bets (settlement.ts) */
  deducted: number | null
}

export type InviteRow = {
  code: string
  agent_id: string
  type: 'member' | 'agent'
  rate: number
  uses: number
  enabled: number
  created_at: number
}
