import { atom } from 'nanostores'
import { getUnreadCount } from '../api/unread'
import { fetchGameMenus, type GameMenu } from '../api/games'
import { fetchBalance } from '../api/site'
import type { ApiError } from '../errors'
import { $member, $session } from './session'

/** The game menus (null until loaded) and the last failure, for the site's navigation (MENU-2). */
export const $gameMenus = atom<{ menus: GameMenu[] | null; error: ApiError | null }>({
  menus: null,
  error: null,
})

let menusLoad: Promise<void> | null = null

/** Loads the game menus once per page; a failure is kept so the menu can say so and retry. */
export function loadGameMenus(retry = false): Promise<void> {
  if (retry) menusLoad = null
  menusLoad ??= fetchGameMenus().then(
    (menus) => $gameMenus.set({ menus, error: null }),
    (error: ApiError) => {
      menusLoad = null
      $gameMenus.set({ menus: $gameMenus.get().menus, error })
    },
  )
  return menusLoad
}

/** HDR-9: asks the wallet for the balance and puts it on the member. Rejects with the ApiError. */
export async function refreshBalance(): Promise<number> {
  const { balance, currencySymbol } = await fetchBalance()
  const member = $member.get()
  if (member) $member.set({ ...member, balance, currencySymbol: currencySymbol ?? member.currencySymbol })
  return balance
}

/** HDR-20: the unread count; never asked for a trial member (ROLE-9). */
export const $unread = atom<number | null>(null)

/** Loads the unread count for a real member; a trial member or a visitor has none. */
export async function loadUnreadCount(): Promise<void> {
  const session = $session.get()
  if (session.status !== 'loggedIn' || session.isTrial) return $unread.set(null)
  try {
    $unread.set(await getUnreadCount())
  } catch {
    // The member's info carries the count too; keep that one.
    $unread.set($member.get()?.unreadMessage ?? null)
  }
}
