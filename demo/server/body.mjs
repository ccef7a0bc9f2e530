// Request bodies: JSON (api.md) or a form POST (the email reset), capped at 64 KB.

export const MAX_BODY_BYTES = 64 * 1024

/** Thrown for a body we refuse; `status` is the HTTP status to answer with. */
export class BodyError extends Error {
  /** @param {number} status @param {string} message */
  constructor(status, message) {
    super(message)
    this.status = status
  }
}

/**
 * Reads and parses the request body. An empty body is `{}`. JSON must be an object.
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<Record<string, unknown>>}
 */
export async function readBody(req) {
  const declared = Number(req.headers['content-length'] ?? 0)
  if (declared > MAX_BODY_BYTES) throw new BodyError(413, 'Request body is larger than 64 KB')
  const chunks = []
  let size = 0
  for await (const chunk of req) {
    size += chunk.length
    if (size > MAX_BODY_BYTES) throw new BodyError(413, 'Request body is larger than 64 KB')
    chunks.push(chunk)
  }
  const text = Buffer.concat(chunks).toString('utf8')
  if (text.trim() === '') return {}
  const type = String(req.headers['content-type'] ?? '').toLowerCase()
  if (type.startsWith('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text))
  }
  let parsed
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new BodyError(400, 'Malformed JSON body')
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new BodyError(400, 'The JSON body must be an object')
  }
  return parsed
}
