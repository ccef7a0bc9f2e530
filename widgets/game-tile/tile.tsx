import { useStore } from '@nanostores/react'
import type { Game } from '../../core/api/games'
import { gameNameOf, isHot, supportsFreeTrial, tileStyleOf } from '../../core/games/game'
import { launchGame } from '../../core/games/launch'
import { $favouriteIds, toggleFavourite } from '../../core/stores/favourites'
import { Button } from '../kit/button'
import { addMessages, t } from '../../core/i18n/index'
import { useT } from '../kit/use-t'
import { en } from './en'
import { LazyImage } from './lazy-image'

addMessages(en, { UR: () => import('./ur').then((m) => m.ur) })

/** The heart (FAV-1): outlined, filled when pressed. */
function HeartIcon() {
  return (
    <svg className="lk-icon lk-heart" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M12 20s-7-4.4-9-8.6C1.6 8.4 3.4 5 6.8 5c2 0 3.4 1.1 4.2 2.4h2C13.8 6.1 15.2 5 17.2 5c3.4 0 5.2 3.4 3.8 6.4C19 15.6 12 20 12 20z" />
    </svg>
  )
}

/**
 * What a list of tiles subscribes to, once for all of them: the language (useT) and the favourite
 * ids. Three store subscriptions in each tile were most of the cost of a 40-tile page;
 * the list re-renders its tiles when either changes.
 */
export function useTileStores(): { has(nodeId: Game['nodeId']): boolean } {
  useT()
  return useStore($favouriteIds)
}

/**
 * A game tile (spec §2 Game tile): hot badge, lazy image, name, vendor, Play, Free trial when the
 * game supports it, favourite heart; colour style (nodeId mod 5) + 1. `source` is the element the
 * launch and navigate events come from. Rendered inside a list that calls useTileStores.
 */
export function Tile({
  game,
  source = null,
  favourite,
}: {
  game: Game
  source?: EventTarget | null
  favourite: boolean
}) {
  const name = gameNameOf(game)
  const nameId = `lk-tile-${game.nodeId}-name`
  return (
    <article
      className="lk-tile"
      part="tile"
      data-node-id={game.nodeId}
      data-style={tileStyleOf(game.nodeId)}
      aria-labelledby={nameId}
    >
      <div className="lk-tile-art">
        <LazyImage src={game.lagerIcon || game.iconUrl} className="lk-tile-img" />
        {isHot(game) && (
          <span className="lk-tile-hot" part="hot">
            {t('game_type_HOT')}
          </span>
        )}
        <button
          type="button"
          className="lk-tile-heart"
          part="favourite"
          aria-pressed={favourite}
          aria-label={t('game_favourite', { name })}
          onClick={() => void toggleFavourite(game)}
        >
          <HeartIcon />
        </button>
      </div>
      <div className="lk-tile-body">
        <h3 className="lk-tile-name" id={nameId}>
          {name}
        </h3>
        <p className="lk-tile-vendor">{game.displayName || game.vassalage}</p>
        <div className="lk-tile-actions">
          <Button
            variant="primary"
            part="play"
            aria-describedby={nameId}
            onClick={() => void launchGame(game, { source })}
          >
            {t('game_play')}
          </Button>
          {supportsFreeTrial(game) && (
            <Button
              part="free-trial"
              aria-describedby={nameId}
              onClick={() => void launchGame(game, { freeTrial: true, source })}
            >
              {t('game_free_trial')}
            </Button>
          )}
        </div>
      </div>
    </article>
  )
}
