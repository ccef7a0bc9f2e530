// Request bodies: JSON (api.md) or a form POST (the email reset), capped at 64 KB unless a route
// declares more (`maxBodyBytes`: the withdrawal confirmation's proof images).

import type { IncomingMessage } from 'node:http'

export const MAX_BODY_BYTES = 64 * 1024

/** Thrown for a body we refuse; `status` is the HTTP status to answer with. */
export class BodyError extends Error {
  status: number
  constructor(status: number, message: string) {
    super(message)
    this.status = status
  }
}

/**
 * Reads and parses the request body. An empty body is `{}`. JSON must be an object.
 *
 * @param [limit]  bytes; 64 KB by default
 */
export async function readBody(
  req: IncomingMessage,
  limit: number = MAX_BODY_BYTES,
): Promise<Record<string, unknown>> {
  const tooLarge = `Request body is larger than ${Math.round(limit / 1024)} KB`
  const declared = Number(req.headers['content-length'] ?? 0)
  if (declared > limit) throw new BodyError(413, tooLarge)
  const chunks = []
  let size = 0
  for await (const chunk of req) {
    size += chunk.length
    if (size > limit) throw new BodyError(413, tooLarge)
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
