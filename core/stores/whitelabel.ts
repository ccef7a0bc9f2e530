// The white-label menu (API-25: /wps/system/whitelabel, no token, not encrypted): the flags that show
// or hide menu items (FLAG-1..5, spec §6). The status call brings them at start; the side menu asks
// the white-label menu again each time it opens, so an operator's switch shows without a reload.
// A module of its own: only the site's menu carries it.
import { call } from '../api/http'
import type { Whitelabel } from '../api/types'
import { $system } from './system'

/** API-25: the white-label menu flags. */
export function fetchWhitelabel(signal?: AbortSignal): Promise<Whitelabel> {
  return call('/wps/system/whitelabel', { modId: 'COMM3', signal })
}

/**
 * Replaces the status answer's white-label flags with the white-label menu's ($flags follows). A
 * failure keeps the flags the status call gave: they are still the server's.
 */
export async function refreshWhitelabel(signal?: AbortSignal): Promise<void> {
  const whitelabel = await fetchWhitelabel(signal)
  const state = $system.get()
  if (!state.answer) return
  $system.set({ ...state, answer: { ...state.answer, info: { ...state.answer.info, whitelabel } } })
}
