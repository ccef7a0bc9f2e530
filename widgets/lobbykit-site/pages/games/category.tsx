import { useT } from '../../../kit/use-t'
import { gameTypeName } from '../../../../core/i18n/index'
import type { PageProps } from '../../routing/page-props'
import { Lobby } from './lobby'
import { PageFrame } from '../../shared/page-frame'

/** The category lobbies (ROUTE-3): the path names the game type (api.md "Route → game type"). */
export const CATEGORY_TYPES = [
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'LOTT',
  'ELOTT',
  'COCKFIGHT',
] as const

/** `/rng` → RNG … `/cockfight` → COCKFIGHT; null for a path that is no category. */
export function gameTypeOf(path: string): string | null {
  const type = path.replace(/^\/+|\/+$/g, '').toUpperCase()
  return (CATEGORY_TYPES as readonly string[]).includes(type) ? type : null
}

/** /rng, /live … : that category's `<game-lobby>` (ROUTE-3). */
export default function CategoryPage({ path }: PageProps) {
  const t = useT()
  const type = gameTypeOf(path)
  return (
    <PageFrame name="category" title={type ? gameTypeName(type) : t('no_data')}>
      {type ? (
        <Lobby type={type} name={gameTypeName(type)} />
      ) : (
        <p className="lk-page-state lk-muted">{t('no_data')}</p>
      )}
    </PageFrame>
  )
}
