import { call } from './http'

// Red envelopes (MEMBER-18): the spec names no call; the reference server defines them under
// /wps/relay (api.md last paragraph). The amount is known only once the envelope is opened.

const MOD = 'COMM3'

export interface RedEnvelope {
  id: number
  title: string
  grantedAt: number
  expiresAt: number
  openedAt: number | null
  status: 'READY' | 'OPENED' | 'EXPIRED'
  amount: number | null
}

export function fetchEnvelopes(signal?: AbortSignal): Promise<{ list: RedEnvelope[] }> {
  return call('/wps/relay/ENVELOPE_list', { modId: MOD, token: true, signal })
}

/** Opens one: the server reveals and credits the amount once; answers it, the new balance and the list. */
export function openEnvelope(id: number): Promise<{ amount: number; balance: number; list: RedEnvelope[] }> {
  return call('/wps/relay/ENVELOPE_open', { method: 'POST', modId: MOD, token: true, body: { id } })
}
