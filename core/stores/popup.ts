import { atom } from 'nanostores'
import { emit } from '../events'

/** The popups one widget can ask another to show (spec §2 Popups). */
export type PopupName =
  | 'login'
  | 'register'
  | 'forgot'
  | 'changePassword'
  | 'game'
  | 'vendorGames'
  | 'gameNotice'
  | 'announcements'
  /** API-47: a PVP game's rooms. */
  | 'gameRooms'
  /** POP-9: the chat room. */
  | 'chat'
  /** POP-11, LOGIN-22/25: the after-login popup (the welcome after a first login). */
  | 'afterLogin'

export interface PopupState {
  name: PopupName
  /** Why it opened, for the popup to explain (e.g. 'expired'). */
  reason?: string
}

/** The open popup, shared by every widget on the page. */
export const $popup = atom<PopupState | null>(null)

/** Opens a popup by name; the widget that owns it (or the runtime's popup host) renders it. */
export function openPopup(name: PopupName, reason?: string): void {
  $popup.set({ name, reason })
  emit('popup', { name, open: true })
}

/** Closes the open popup (or only `name`, when given and open). */
export function closePopup(name?: PopupName): void {
  const current = $popup.get()
  if (!current || (name && current.name !== name)) return
  $popup.set(null)
  emit('popup', { name: current.name, open: false })
}

const claims = new Map<PopupName, number>()
/** A widget that renders `name` claims it, so the runtime mounts no second host for it. */
export function claimPopup(name: PopupName): () => void {
  claims.set(name, (claims.get(name) ?? 0) + 1)
  return () => claims.set(name, (claims.get(name) ?? 1) - 1)
}

/** Whether some widget on the page renders `name`. */
export function isPopupClaimed(name: PopupName): boolean {
  return (claims.get(name) ?? 0) > 0
}
