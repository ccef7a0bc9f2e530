// The demo outbox: SMS and e-mails the server "sent" (DESIGN demo/: codes go to a demo page).

/**
 * @typedef {{ id: number, kind: 'sms' | 'email', to: string, subject?: string, text: string,
 *   code: string | null, purpose: string | null, createdAt: number }} OutboxMessage
 */

/**
 * Records a message.
 * @param {import('better-sqlite3').Database} db
 * @param {{ kind: 'sms' | 'email', to: string, subject?: string, text: string, code?: string, purpose?: string }} message
 */
export function addToOutbox(db, { kind, to, subject, text, code, purpose }) {
  db.prepare(
    'INSERT INTO outbox (kind, recipient, subject, text, code, purpose, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(kind, to, subject ?? null, text, code ?? null, purpose ?? null, Date.now())
}

/**
 * Messages newest first; `to` filters by recipient: digits match the end of a phone number
 * (`3001234567` finds `+92 3001234567`), anything else an e-mail address (any case).
 * @param {import('better-sqlite3').Database} db
 * @param {string | null} [to]
 * @returns {OutboxMessage[]}
 */
export function listOutbox(db, to) {
  const rows = /** @type {any[]} */ (db.prepare('SELECT * FROM outbox ORDER BY id DESC').all())
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
      ...(row.kind === 'email' ? { subject: row.subject } : {}),
      text: row.text,
      code: row.code,
      purpose: row.purpose,
      createdAt: row.created_at,
    }))
}
