import { useT } from '../../../kit/use-t'
import type { PageProps } from '../../routing/page-props'
import { Lobby } from './lobby'
import { PageFrame } from '../../shared/page-frame'

/** /recent: the games the member played last (ROUTE-23; the router asks a visitor to log in, ROUTE-24). */
export default function RecentPage(_: PageProps) {
  const t = useT()
  return (
    <PageFrame name="recent" title={t('pg_recent_title')}>
      <Lobby type="RECENT" name={t('game_type_RECENT')} />
    </PageFrame>
  )
}
