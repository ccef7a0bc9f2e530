// LOBBY-15/16: hot games cached in session storage per language, refreshed when the language changes.
import { fetchHotGames, type Game } from '../api/games'
import { $config } from '../config'
import { hotGamesKey, readSession, removeSession, writeSession } from '../storage'
import { $locale } from '../stores/locale'
import { $session } from '../stores/session'

type Table = Record<string, Game[]>

function readTable(lang: string): Table {
  try {
    const parsed: unknown = JSON.parse(readSession(hotGamesKey(lang)) ?? '{}')
    return parsed && typeof parsed === 'object' ? (parsed as Table) : {}
  } catch {
    return {}
  }
}

/** Hot games of a category and vendor: from the session cache, else from the server (then cached). */
export async function loadHotGames(
  query: { gameType?: string; vassalage?: string },
  signal?: AbortSignal,
): Promise<Game[]> {
  const lang = $locale.get()
  const slot = `${query.gameType ?? ''}|${query.vassalage ?? ''}`
  const cached = readTable(lang)[slot]
  if (Array.isArray(cached)) return cached
  const list = await fetchHotGames(query, lang, $config.get().merchant, signal)
  writeSession(hotGamesKey(lang), JSON.stringify({ ...readTable(lang), [slot]: list }))
  return list
}

// LOBBY-16: a language change drops the cache of the language left, so hot games load afresh.
let language = $locale.get()
$locale.subscribe((next) => {
  if (next !== language) removeSession(hotGamesKey(language))
  language = next
})

// LOGIN-36: a logout clears the cache with the rest of lobbykit's session items.
$session.listen((session) => {
  if (session.status === 'loggedOut') removeSession(hotGamesKey(language))
})
