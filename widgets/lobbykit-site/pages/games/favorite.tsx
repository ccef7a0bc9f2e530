import { useT } from '../../../kit/use-t'
import type { PageProps } from '../../routing/page-props'
import { Lobby } from './lobby'
import { PageFrame } from '../../shared/page-frame'

/** /favorite: the member's favourite games (ROUTE-23; the router asks a visitor to log in, ROUTE-24). */
export default function FavoritePage(_: PageProps) {
  const t = useT()
  return (
    <PageFrame name="favorite" title={t('pg_favorite_title')}>
      <Lobby type="FAV" name={t('game_type_FAV')} />
    </PageFrame>
  )
}
