// Game calls (api.md "Games"; API-34..48), one file per part of the lobby: the game list
// (list-routes.ts), hot games, vendor lanes and menus (lobby-routes.ts), favourites and recent games
// (favourite-routes.ts) and the launch (launch-routes.ts). Game list, hot, lanes, menus and
// free-trial launch serve visitors too; the rest need a session.
import { ensureGames } from './data'
import { favouriteRoutes } from './favourite-routes'
import { launchRoutes } from './launch-routes'
import { gameListRoutes } from './list-routes'
import { lobbyRoutes } from './lobby-routes'
import type { Route } from '../platform/context'

/** The game routes, each making sure the catalogue exists first. */
export const gameRoutes: Route[] = [
  ...gameListRoutes,
  ...lobbyRoutes,
  ...favouriteRoutes,
  ...launchRoutes,
].map((route) => ({
  ...route,
  handler: (ctx) => {
    ensureGames(ctx.db)
    return route.handler(ctx)
  },
}))
