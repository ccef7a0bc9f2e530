import { useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import { fetchGameList, type Game } from '../../core/api/games'
import { errorMessageOf } from '../../core/errors'
import { $locale } from '../../core/stores/locale'
import type { WidgetBaseProps } from '../kit/define-widget'
import { useT } from '../kit/use-t'
import { GamePopups } from './game-popups'
import { Tile, useTileStores } from './tile'

export interface GameTileProps {
  /** The game (a property, or a JSON attribute). */
  game?: Game
  /** Without `game`: the tile loads the game of this node id … */
  nodeId?: string
  /** … in this game type. */
  gameType?: string
  /** `popup`: renders the game popups instead of a tile (the runtime adds one when needed). */
  mode?: string
}

/** Loads one game by node id and type when no game object was given. */
function useLoadedGame(game: Game | undefined, nodeId: string | undefined, gameType: string | undefined) {
  const lang = useStore($locale)
  const [state, setState] = useState<{ game?: Game; error?: unknown }>({})
  useEffect(() => {
    if (game || !nodeId) return
    const controller = new AbortController()
    fetchGameList({ gameType, nodeId: Number(nodeId), pageNo: 1, pageSize: 1 }, lang, controller.signal).then(
      (page) =>
        !controller.signal.aborted &&
        setState(page.games[0] ? { game: page.games[0] } : { error: 'missing' }),
      (error: unknown) => !controller.signal.aborted && setState({ error }),
    )
    return () => controller.abort()
  }, [game, nodeId, gameType, lang])
  return game ? { game } : state
}

/** `<game-tile>`: one game tile, or the game popups in `mode="popup"`. */
export function GameTile({ game, nodeId, gameType, mode, host }: GameTileProps & WidgetBaseProps) {
  const t = useT()
  const favourites = useTileStores()
  const loaded = useLoadedGame(
    mode === 'popup' ? undefined : game,
    mode === 'popup' ? undefined : nodeId,
    gameType,
  )
  if (mode === 'popup') return <GamePopups host={host} />
  if (loaded.game)
    return <Tile game={loaded.game} source={host} favourite={favourites.has(loaded.game.nodeId)} />
  if (loaded.error) {
    return (
      <p className="lk-form-error" role="alert">
        {loaded.error === 'missing' ? t('no_data') : errorMessageOf(loaded.error)}
      </p>
    )
  }
  if (!nodeId) return null
  return <div className="lk-tile lk-tile--loading" aria-busy="true" part="tile" data-node-id={nodeId} />
}
