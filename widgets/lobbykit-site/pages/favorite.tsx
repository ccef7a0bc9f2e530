import { useT } from '../../kit/use-t'
import type { PageProps } from '../page'
import { Element } from './element'
import { PageFrame } from './page'

/** /favorite: the member's favourite games (ROUTE-23; the router asks a visitor to log in, ROUTE-24). */
export default function FavoritePage(_: PageProps) {
  const t = useT()
  return (
    <PageFrame name="favorite" title={t('pg_favorite_title')}>
      <Element tag="game-lobby" game-type="FAV" />
    </PageFrame>
  )
}
