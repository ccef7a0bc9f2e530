// PVP rooms (API-47) and live chat (MEMBER-41, API-55/56) of the demo platform.
// Rooms: the PVP games of the room vendors seat players at tables of a fixed stake; the rooms of a
// game are derived from its id by the seeded generator (the same rooms on every start), one of them
// full. A launch into a room is remembered with its ticket so the demo game page can say which.
// Chat: a few demo hosts; launching a chat makes a ticket for the demo chat page, where the member's
// lines are kept and the host answers with canned lines (plainly a demo: no person is behind it).
import { prng } from '../platform/prng'
import type { Database } from 'better-sqlite3'

/** Vendors whose PVP games are played in rooms. */
export const ROOM_VENDORS = ['FC', 'BGS']
/** The rooms of every room game: name and stake, the top stake last. */
const ROOMS = [
  { name: 'Bronze', stake: 10 },
  { name: 'Silver', stake: 50 },
  { name: 'Gold', stake: 200 },
  { name: 'Diamond', stake: 1000 },
]

/** Whether a game is played in rooms (its tile says so with `hasRooms`). */
export function hasRooms(row: { game_type: string; vassalage: string; is_game: string }) {
  return row.game_type === 'PVP' && row.is_game === 'GAME' && ROOM_VENDORS.includes(row.vassalage)
}

/**
 * The rooms of a game with rooms: stake, seats, players, status (OPEN or FULL).
 */
export function roomsOf(row: { node_id: number }) {
  const random = prng(row.node_id * 7919)
  return ROOMS.map(({ name, stake }, i) => {
    const maxPlayers = i % 2 === 0 ? 6 : 4
    // The top stake room is always full: a launch into it is refused.
    const players = i === ROOMS.length - 1 ? maxPlayers : Math.floor(random() * maxPlayers)
    return {
      roomId: `${row.node_id}-${i + 1}`,
      roomName: name,
      stake,
      players,
      maxPlayers,
      status: players >= maxPlayers ? 'FULL' : 'OPEN',
    }
  })
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS launch_rooms (
  ticket TEXT PRIMARY KEY,
  room_id TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS chat_sessions (
  ticket TEXT PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  model_id TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS chat_lines (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  ticket TEXT NOT NULL REFERENCES chat_sessions (ticket) ON DELETE CASCADE,
  sender TEXT NOT NULL CHECK (sender IN ('member', 'model')),
  text TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
`

const ready = new WeakSet()
export function ensureLive(db: Database) {
  if (ready.has(db)) return
  db.exec(SCHEMA)
  ready.add(db)
}

/** Back to the seed: no room launches, no chats. */
export function seedLive(db: Database) {
  ensureLive(db)
  for (const table of ['chat_lines', 'chat_sessions', 'launch_rooms'])
    db.prepare(`DELETE FROM ${table}`).run()
}

export function rememberRoom(db: Database, ticket: string, roomId: string) {
  ensureLive(db)
  db.prepare('INSERT INTO launch_rooms VALUES (?, ?)').run(ticket, roomId)
}

/** The room a launch ticket went into, if any. */
export function roomOfTicket(db: Database, ticket: string) {
  ensureLive(db)
  const row = db.prepare('SELECT room_id FROM launch_rooms WHERE ticket = ?').get(ticket) as
    { room_id: string } | undefined
  return row?.room_id ?? null
}

/** The demo hosts (MEMBER-41). One is offline: a chat with her is refused. */
export const CHAT_MODELS = [
  {
    modelId: 'ayesha',
    name: 'Ayesha',
    languages: ['UR', 'EN'],
    online: true,
    topic: 'Lottery draws',
    topicUr: 'لاٹری ڈرا',
  },
  {
    modelId: 'maya',
    name: 'Maya',
    languages: ['EN'],
    online: true,
    topic: 'Live casino',
    topicUr: 'لائیو کیسینو',
  },
  {
    modelId: 'zara',
    name: 'Zara',
    languages: ['UR', 'EN'],
    online: true,
    topic: 'Slots and bonuses',
    topicUr: 'سلاٹس اور بونس',
  },
  { modelId: 'lina', name: 'Lina', languages: ['EN'], online: false, topic: 'Sports', topicUr: 'کھیل' },
]

/** The host's canned lines, taken in turn. */
const REPLIES = [
  'Welcome! This is the lobbykit demo chat: I am a script, not a person.',
  'The next draw is only a few minutes away. Good luck!',
  'Thanks for the message. In the demo I can only answer with prepared lines.',
  'Remember to play responsibly and take breaks.',
]
/** A member's line in the demo chat: at most this many characters. */
export const CHAT_LINE_MAX = 140
/** Lines kept per chat. */
const CHAT_LINES_KEPT = 50

export function openChat(db: Database, ticket: string, memberId: string, modelId: string, now: number) {
  ensureLive(db)
  db.transaction(() => {
    db.prepare('INSERT INTO chat_sessions VALUES (?, ?, ?, ?)').run(ticket, memberId, modelId, now)
    db.prepare("INSERT INTO chat_lines (ticket, sender, text, created_at) VALUES (?, 'model', ?, ?)").run(
      ticket,
      REPLIES[0],
      now,
    )
  })()
}

export function findChat(db: Database, ticket: string) {
  ensureLive(db)
  return db.prepare('SELECT * FROM chat_sessions WHERE ticket = ?').get(ticket) as
    { ticket: string; member_id: string; model_id: string; created_at: number } | undefined
}

export function chatLines(db: Database, ticket: string) {
  return db
    .prepare('SELECT sender, text, created_at FROM chat_lines WHERE ticket = ? ORDER BY id')
    .all(ticket) as { sender: 'member' | 'model'; text: string; created_at: number }[]
}

/** Keeps the member's line and the host's answer. */
export function addChatLine(db: Database, ticket: string, text: string, now: number) {
  db.transaction(() => {
    const { n } = db
      .prepare("SELECT COUNT(*) AS n FROM chat_lines WHERE ticket = ? AND sender = 'model'")
      .get(ticket) as { n: number }
    const insert = db.prepare('INSERT INTO chat_lines (ticket, sender, text, created_at) VALUES (?, ?, ?, ?)')
    insert.run(ticket, 'member', text, now)
    insert.run(ticket, 'model', REPLIES[n % REPLIES.length], now)
    db.prepare(
      'DELETE FROM chat_lines WHERE ticket = ? AND id NOT IN (SELECT id FROM chat_lines WHERE ticket = ? ORDER BY id DESC LIMIT ?)',
    ).run(ticket, ticket, CHAT_LINES_KEPT)
  })()
}
