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
