// Favourites (spec §4 Favourites; FAV-1..5): the member's favourite ids (the store flag favGameIds),
// loaded at login and dropped at logout, and the throttled toggle every heart uses.
import { atom, readonlyType } from 'nanostores'
import { fetchFavouriteIds, requestAddFavourite, requestRemoveFavourite, type Game } from '../api/games'
import { errorMessageOf } from '../errors'
import { showGameNotice } from '../games/launch'
import { openPopup } from './popup'
import { $session } from './session'
import { FAVOURITE_THROTTLE_MS } from '../constants'

const $ids = atom<ReadonlySet<number>>(new Set())
/** FAV-4: the ids of the member's favourite games (favGameIds); empty when logged out. */
export const $favouriteIds = readonlyType($ids)
/** Bumps after each change the server accepted, so favourite lists reload. */
export const $favouritesVersion = atom(0)

let lastToggle = Number.NEGATIVE_INFINITY
let loadedToken = 0

/** Loads the ids once the session is usable; forgets them when it ends. */
$session.subscribe((session) => {
  const run = ++loadedToken
  if (session.status !== 'loggedIn') {
    if ($ids.get().size) $ids.set(new Set())
    return
  }
  fetchFavouriteIds().then(
    (ids) => run === loadedToken && $ids.set(new Set(ids)),
    () => {
      // The hearts stay empty; a toggle still works and reports its own failure.
    },
  )
})

/** How a toggle ended. */
export type ToggleOutcome = 'login' | 'throttled' | 'added' | 'removed' | 'failed'

/**
 * FAV-1..3: adds the game if it is not a favourite, removes it if it is. A visitor gets the login
 * popup; a second toggle within a second (any heart) is ignored (leading edge). The heart changes at
 * once and goes back if the server refuses, with the reason shown.
 */
export async function toggleFavourite(
  game: Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>,
  now = Date.now(),
): Promise<ToggleOutcome> {
  if ($session.get().status !== 'loggedIn') {
    openPopup('login')
    return 'login'
  }
  if (now - lastToggle < FAVOURITE_THROTTLE_MS) return 'throttled'
  lastToggle = now
  const had = $ids.get().has(game.nodeId)
  const next = new Set($ids.get())
  if (had) next.delete(game.nodeId)
  else next.add(game.nodeId)
  $ids.set(next)
  try {
    if (had) await requestRemoveFavourite(game.nodeId)
    else await requestAddFavourite(game)
  } catch (error) {
    const back = new Set($ids.get())
    if (had) back.add(game.nodeId)
    else back.delete(game.nodeId)
    $ids.set(back)
    showGameNotice(errorMessageOf(error), 'error')
    return 'failed'
  }
  $favouritesVersion.set($favouritesVersion.get() + 1)
  return had ? 'removed' : 'added'
}

/** Forgets the throttle (tests). */
export function resetFavouriteThrottle(): void {
  lastToggle = Number.NEGATIVE_INFINITY
}
