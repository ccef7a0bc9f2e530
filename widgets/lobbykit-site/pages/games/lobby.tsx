import { useT } from '../../../kit/use-t'
import { Element } from '../../shared/element'

/**
 * A `<game-lobby>` under a heading of its own: the lobby's tiles are headed one level below a list
 * heading, which the page names for assistive technology (the page's h1 is shown above it).
 */
export function Lobby({ type, name }: { type: string; name: string }) {
  const t = useT()
  return (
    <div>
      <h2 className="lk-visually-hidden">{t('pg_lobby_games', [name])}</h2>
      <Element tag="game-lobby" game-type={type} key={type} />
    </div>
  )
}
