import { createElement, useRef, useState, type ReactNode, type Ref } from 'react'
import type { Game } from '../../../../core/api/games'
import { Button } from '../../../kit/button'
import { useT } from '../../../kit/use-t'
import { useUid } from '../../../kit/use-uid'
import { HOME_GAMES_STEP } from '../../../../core/constants'

/** A `<game-tile>` given its game object as a property (objects never go through attributes). */
export function Tile({ game }: { game: Game }) {
  const set = (el: (HTMLElement & { game?: Game }) | null) => {
    if (el && el.game !== game) el.game = game
  }
  return createElement('game-tile', { ref: set, 'data-node-id': game.nodeId })
}

export interface SectionProps {
  type: string
  /** Section heading; `href` links to the category's own lobby. */
  title: string
  href?: string
  /** Registers the section element for the tab strip's jumps. */
  anchor(el: HTMLElement | null): void
  children: ReactNode
}

/** One home section: heading, optional "see all" link, content (HOME-5). */
export function Section({ type, title, href, anchor, children }: SectionProps) {
  const t = useT()
  const id = useUid('section')
  return (
    <section ref={anchor} className="lk-section" data-section={type} aria-labelledby={id} tabIndex={-1}>
      <div className="lk-section-head">
        <h2 id={id}>{title}</h2>
        {href && (
          <a href={href} className="lk-button lk-button--link" aria-label={`${t('pg_see_all')}: ${title}`}>
            {t('pg_see_all')}
          </a>
        )}
      </div>
      {children}
    </section>
  )
}

/**
 * Load more (HOME-7, HOME-8): the text 'Currently displaying {0} {1} games out of {2}' and, while
 * some remain, the button; the first newly shown item takes focus so keyboard users continue there.
 */
export function LoadMore({
  shown,
  total,
  typeName,
  busy,
  onMore,
  games = true,
}: {
  shown: number
  total: number
  typeName: string
  busy?: boolean
  onMore(): void
  games?: boolean
}) {
  const t = useT()
  if (!total) return null
  return (
    <div className="lk-more" part="load-more">
      {games && (
        <p className="lk-small lk-muted" role="status">
          {t('pg_load_more_text', [shown, typeName, total])}
        </p>
      )}
      {shown < total && (
        <Button onClick={onMore} busy={busy}>
          {t('pg_load_more')}
        </Button>
      )}
    </div>
  )
}

/** A list known whole (hot, favourites, recent): shown 12 at a time. */
export function GameList({ games, typeName }: { games: Game[]; typeName: string }) {
  const [shown, setShown] = useState(HOME_GAMES_STEP)
  const grid = useRef<HTMLUListElement>(null)
  const more = () => {
    setShown((n) => n + HOME_GAMES_STEP)
    focusItem(grid.current, shown)
  }
  return (
    <>
      <Grid games={games.slice(0, shown)} gridRef={grid} />
      <LoadMore
        shown={Math.min(shown, games.length)}
        total={games.length}
        typeName={typeName}
        onMore={more}
      />
    </>
  )
}

export function Grid({ games, gridRef }: { games: Game[]; gridRef?: Ref<HTMLUListElement> }) {
  return (
    <ul className="lk-grid" ref={gridRef} part="grid">
      {games.map((game) => (
        <li key={game.nodeId} tabIndex={-1}>
          <Tile game={game} />
        </li>
      ))}
    </ul>
  )
}

/** Moves focus to item `index` of a list once it has rendered. */
export function focusItem(list: HTMLElement | null, index: number): void {
  setTimeout(() => (list?.children[index] as HTMLElement | undefined)?.focus())
}
