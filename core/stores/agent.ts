/**
 * The agent's consolidated funds and contract flags (API-27, FLAG-24..27): loaded only for a logged-in
 * agent that is not a trial member and only while the white-label agent-policy flag is on (AGENT-23,
 * ROLE-10); cleared on logout. The agent centre's menu shows the salary pages by these flags (AGENT-15).
 */
import { atom, onMount } from 'nanostores'
import { fetchConsolidated, type Consolidated } from '../api/agent'
import { $session } from './session'
import { $flags } from './system'

export const $consolidated = atom<Consolidated | null>(null)

/** Whether the consolidated data may be asked for now (AGENT-23, ROLE-10, ROLE-12). */
export function mayLoadConsolidated(): boolean {
  const session = $session.get()
  return Boolean(
    session.status === 'loggedIn' &&
    session.isAgent &&
    !session.isTrial &&
    $flags.get().whitelabel?.AGENTPOLICY === true,
  )
}

/** Loads (again) when allowed; answers the data or null. A failure is left to the caller to show. */
export async function loadConsolidated(signal?: AbortSignal): Promise<Consolidated | null> {
  if (!mayLoadConsolidated()) {
    $consolidated.set(null)
    return null
  }
  const value = await fetchConsolidated(signal)
  $consolidated.set(value)
  return value
}

onMount($consolidated, () =>
  $session.listen((session) => {
    if (session.status !== 'loggedIn' || !session.isAgent) $consolidated.set(null)
  }),
)
