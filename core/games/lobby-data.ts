// Loads one page of a lobby query (LOBBY-11, 19; FAV-6/7): the game list, the hot list (paged here,
// it comes whole), the favourite list or recent games.
import { fetchFavouriteList, fetchGameList, fetchRecentGames, type GamePage } from '../api/games'
import { pageCount, pageSlice } from '../paging'
import { $locale } from '../stores/locale'
import type { LobbyQuery } from './filters'
import { loadHotGames } from './hot-cache'

/** One page of games for `query`. Favourite and recent need a session (the caller checks first). */
export async function loadLobbyPage(query: LobbyQuery, signal?: AbortSignal): Promise<GamePage> {
  const lang = $locale.get()
  const { gameType, vassalage, pageNo, pageSize } = query
  switch (query.kind) {
    case 'hot': {
      const list = await loadHotGames({ gameType, vassalage }, signal)
      return {
        games: pageSlice(list, pageNo, pageSize),
        totalPages: pageCount(list.length, pageSize),
        total: list.length,
      }
    }
    case 'favourite':
      return fetchFavouriteList({ gameType, vassalage, pageNo, pageSize }, lang, signal)
    case 'recent':
      return fetchRecentGames({ gameType, vassalage, page: pageNo, pageSize }, lang, signal)
    default: {
      const { kind: _kind, ...rest } = query
      return fetchGameList(rest, lang, signal)
    }
  }
}
