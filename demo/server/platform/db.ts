// SQLite schema and seed. `openDatabase` creates the tables; `seedDatabase` puts every table the
// demo owns back to the seed (accounts, settings, outbox, codes, sessions) in one transaction, so
// running it twice gives the same state and POST /demo/api/reset is just a call to it.
import Database from 'better-sqlite3'
import { createContentTables, seedContent } from '../content/data'
import { hashPassword } from './passwords'
import { addSecurityTables, SECURITY_TABLES } from '../session/data'
import { ACCOUNT_CHECK_TABLES, addAccountCheckTables } from '../account-checks/data'
import { addSessionColumns } from './sessions'
import { seededSettings } from './operator-settings'
import { saveSettings } from './settings'
import { seedGames } from '../games/data'
import { addRegistrationSchema } from '../register/data'
import { seedSite } from '../site/data'
import { seedWallet } from '../wallet/data'
import { seedProtection } from '../protection/data'
import { seedGate } from '../ledger/gate'
import { addMemberRecordTables, seedMemberRecords } from '../member-records/data'
import { seedMemberBenefits, withVipSyncedOnce } from '../member-benefits/data'
import { seedMissions } from '../missions/data'
import { seedArticles } from '../articles/data'
import { seedSecurity } from '../security/data'
import { seedAges } from '../security/age'
import { seedTransfers } from '../transfers/data'
import { seedPoints } from '../points/data'
import { seedFeedback } from '../feedback/data'
import { seedEnvelopes } from '../envelopes/data'
import { seedLottery } from '../lottery/data'
import { seedLive } from '../lottery/live-data'
import { addAgentTables } from '../agent/schema'
import { seedAgents, teamPasswordHash } from '../agent/seed'
import { seedLedger } from '../ledger/seed'

const SCHEMA = `
CREATE TABLE IF NOT EXISTS members (
  id TEXT PRIMARY KEY,
  username TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  mobile TEXT,
  dial_code TEXT,
  email TEXT,
  nickname TEXT NOT NULL DEFAULT '',
  type INTEGER NOT NULL DEFAULT 0,
  balance REAL NOT NULL DEFAULT 0,
  currency_symbol TEXT NOT NULL DEFAULT 'Rs',
  unread INTEGER NOT NULL DEFAULT 0,
  has_vip INTEGER NOT NULL DEFAULT 0,
  vip_label TEXT,
  vip_level INTEGER NOT NULL DEFAULT 0,
  password_expired INTEGER NOT NULL DEFAULT 0,
  must_change_password INTEGER NOT NULL DEFAULT 0,
  first_login INTEGER NOT NULL DEFAULT 0,
  language TEXT NOT NULL DEFAULT 'EN',
  referral_code TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS members_mobile ON members (mobile);
CREATE TABLE IF NOT EXISTS sessions (
  token_hash TEXT PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  max_expires_at INTEGER NOT NULL DEFAULT 0,
  must_change INTEGER NOT NULL DEFAULT 0,
  first_login INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS settings (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  json TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL CHECK (kind IN ('sms', 'email')),
  recipient TEXT NOT NULL,
  subject TEXT,
  text TEXT NOT NULL,
  code TEXT,
  purpose TEXT,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS sms_codes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  dial_code TEXT NOT NULL,
  mobile TEXT NOT NULL,
  purpose TEXT NOT NULL,
  code TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  used INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS sms_codes_number ON sms_codes (dial_code, mobile, purpose);
CREATE TABLE IF NOT EXISTS captchas (
  uuid TEXT PRIMARY KEY,
  code TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
`

/** Tables emptied by a reset, children first. */
const RESET_TABLES = [
  ...ACCOUNT_CHECK_TABLES,
  ...SECURITY_TABLES,
  'sessions',
  'sms_codes',
  'captchas',
  'outbox',
  'members',
]

/** The demo accounts (DESIGN "Demo accounts" is a contract: keep usernames and passwords). */
export const SEED_MEMBERS = [
  {
    id: '10000001',
    username: 'demo',
    password: 'Demo1234!',
    type: 0,
    mobile: '3001234567',
    dial_code: '92',
    email: 'demo@lobbykit.example',
    nickname: 'Demo Player',
    balance: 1250.5,
    unread: 3,
    has_vip: 1,
    vip_label: 'VIP 2',
    vip_level: 2,
    referral_code: 'DEMO2025',
  },
  {
    id: '10000002',
    username: 'agent',
    password: 'Agent1234!',
    type: 1,
    mobile: '3007654321',
    dial_code: '92',
    email: 'agent@lobbykit.example',
    nickname: 'Demo Agent',
    balance: 8400,
    unread: 1,
    has_vip: 0,
    vip_label: null,
    vip_level: 0,
    referral_code: 'AGENT2025',
  },
  {
    id: '10000003',
    username: 'expired',
    password: 'Expired1234!',
    type: 0,
    mobile: '3005550101',
    dial_code: '92',
    email: 'expired@lobbykit.example',
    nickname: 'Expired Password',
    balance: 75,
    password_expired: 1,
  },
  {
    id: '10000004',
    username: 'newbie',
    password: 'Newbie1234!',
    type: 0,
    mobile: '3005550102',
    dial_code: '92',
    email: 'newbie@lobbykit.example',
    nickname: 'New Player',
    balance: 0,
    must_change_password: 1,
    first_login: 1,
  },
  {
    id: '10000005',
    username: 'staff',
    password: 'Staff1234!',
    type: 9,
    mobile: null,
    dial_code: null,
    email: 'staff@lobbykit.example',
    nickname: 'Back Office',
    balance: 0,
  },
]

/** @type scrypt is slow on purpose: hash the seed once per process. */
let seedHashes: Promise<Map<string, string>> | undefined

function hashSeedPasswords() {
  seedHashes ??= Promise.all(SEED_MEMBERS.map(async (m) => [m.id, await hashPassword(m.password)])).then(
    (pairs) => new Map(pairs as [string, string][]),
  )
  return seedHashes
}

/**
 * Opens (creating if needed) the database and its tables.
 * @param file  a path, or ':memory:'
 */
export function openDatabase(file: string): { db: import('better-sqlite3').Database; isNew: boolean } {
  const db = new Database(file)
  db.pragma('journal_mode = WAL')
  db.pragma('foreign_keys = ON')
  db.exec(SCHEMA)
  addSessionColumns(db)
  addSecurityTables(db)
  addAccountCheckTables(db)
  createContentTables(db)
  addRegistrationSchema(db)
  addAgentTables(db)
  const isNew = !db.prepare('SELECT 1 FROM settings WHERE id = 1').get()
  if (addMemberRecordTables(db) && !isNew) seedMemberRecords(db)
  // A database file from before the site pages existed gets their tables and seed now.
  if (!isNew && !db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'winners'").get())
    seedSite(db)
  return { db, isNew }
}

/**
 * Restores the seed: accounts, settings, and no outbox, codes, captchas or sessions.
 */
export async function seedDatabase(db: import('better-sqlite3').Database) {
  const hashes = await hashSeedPasswords()
  const teamHash = await teamPasswordHash()
  const now = Date.now()
  const insert =
    db.prepare(`INSERT INTO members (id, username, password_hash, mobile, dial_code, email, nickname,
    type, balance, currency_symbol, unread, has_vip, vip_label, vip_level, password_expired,
    must_change_password, first_login, language, referral_code, created_at)
    VALUES (@id, @username, @password_hash, @mobile, @dial_code, @email, @nickname, @type, @balance, 'Rs',
    @unread, @has_vip, @vip_label, @vip_level, @password_expired, @must_change_password,
    @first_login, 'EN', @referral_code, @created_at)`)
  db.transaction(() =>
    withVipSyncedOnce(db, () => {
      for (const table of RESET_TABLES) db.prepare(`DELETE FROM ${table}`).run()
      db.prepare("DELETE FROM sqlite_sequence WHERE name IN ('outbox', 'sms_codes')").run()
      for (const { password, ...member } of SEED_MEMBERS) {
        insert.run({
          unread: 0,
          has_vip: 0,
          vip_label: null,
          vip_level: 0,
          password_expired: 0,
          must_change_password: 0,
          first_login: 0,
          referral_code: null,
          ...member,
          password_hash: hashes.get(member.id),
          created_at: now,
        })
      }
      // The seed with the operator's own configuration over it (SETTINGS_FILE, ALLOWED_ORIGINS).
      saveSettings(db, seededSettings(db))
      seedContent(db)
      seedSite(db, now)
      seedWallet(db, now)
      seedMemberRecords(db, now)
      seedMemberBenefits(db, now)
      seedMissions(db)
      seedArticles(db)
      seedSecurity(db, now)
      seedTransfers(db, now)
      seedPoints(db, now)
      seedFeedback(db, now)
      seedEnvelopes(db, now)
      seedLottery(db)
      seedLive(db)
      seedAgents(db, now, teamHash)
      seedAges(db) // C-17: every seeded member is an adult, the agent tree's included
      seedProtection(db)
      seedGate(db) // the rule gate's stored answers and the turnover requirements
      // Last: every seeded row that moved money has its entry, every balance its sum (C-13).
      seedLedger(db)
    }),
  )()
  seedGames(db)
}
