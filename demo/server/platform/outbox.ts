// The demo outbox: SMS and e-mails the server "sent" (DESIGN demo/: codes go to a demo page).

import type { Database } from 'better-sqlite3'

export type OutboxMessage = {
  id: number
  kind: 'sms' | 'email'
  to: string
  subject?: string
  text: string
  code: string | null
  purpose: string | null
  createdAt: number
}

/** A row of the outbox table. */
type OutboxRow = {
  id: number
  kind: 'sms' | 'email'
  recipient: string
  subject: string | null
  text: string
  code: string | null
  purpose: string | null
  created_at: number
}

/**
 * Records a message.
 */
export function addToOutbox(
  db: Database,
  {
    kind,
    to,
    subject,
    text,
    code,
    purpose,
  }: { kind: 'sms' | 'email'; to: string; subject?: string; text: string; code?: string; purpose?: string },
) {
  db.prepare(
    'INSERT INTO outbox (kind, recipient, subject, text, code, purpose, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(kind, to, subject ?? null, text, code ?? null, purpose ?? null, Date.now())
}

/**
 * Messages newest first; `to` filters by recipient: digits match the end of a phone number
 * (`3001234567` finds `+92 3001234567`), anything else an e-mail address (any case).
 */
export function listOutbox(db: Database, to: string | null): OutboxMessage[] {
  const rows = db.prepare('SELECT * FROM outbox ORDER BY id DESC').all() as OutboxRow[]
  const digits = to && /^[+\d\s]+$/.test(to) ? to.replace(/\D/g, '') : null
  return rows
    .filter((row) => {
      if (!to) return true
      if (digits) return row.kind === 'sms' && row.recipient.replace(/\D/g, '').endsWith(digits)
      return row.recipient.toLowerCase() === to.trim().toLowerCase()
    })
    .map((row) => ({
      id: row.id,
      kind: row.kind,
      to: row.recipient,
      ...(row.kind === 'email' ? { subject: row.subject ?? '' } : {}),
      text: row.text,
      code: row.code,
      purpose: row.purpose,
      createdAt: row.created_at,
    }))
}

/**
 * Tells an account's owner that wrong passwords locked it (platform/guesses.ts `takeAccountLock`):
 * an SMS to its number and a mail to its address, whichever it has. A name with no account is told
 * nothing (and the lock answers the same for it).
 */
export function tellAccountLocked(db: Database, login: string, lockMs: number) {
  const member = db
    .prepare(
      'SELECT username, dial_code, mobile, email FROM members WHERE lower(username) = lower(?) OR mobile = ?',
    )
    .get(login, login) as
    { username: string; dial_code: string | null; mobile: string | null; email: string | null } | undefined
  if (!member) return
  const minutes = Math.round(lockMs / 60_000)
  const text = `lobbykit: too many wrong passwords for account ${member.username}; password sign-in is paused for ${minutes} minutes. If this was not you, change your password once it reopens.`
  if (member.mobile)
    addToOutbox(db, {
      kind: 'sms',
      to: `+${member.dial_code ?? ''} ${member.mobile}`,
      text,
      purpose: 'notice-locked',
    })
  if (member.email)
    addToOutbox(db, {
      kind: 'email',
      to: member.email,
      subject: 'Sign-in paused after wrong passwords',
      text,
      purpose: 'notice-locked',
    })
}
