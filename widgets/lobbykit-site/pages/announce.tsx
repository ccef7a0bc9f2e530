import { useT } from '../../kit/use-t'
import type { PageProps } from '../routing/page-props'
import { Element } from '../shared/element'
import { PageFrame } from '../shared/page-frame'

/** /announce: the announcement list in place (ROUTE-20; `<announcement-popup mode="inline">`, ANN-1..7). */
export default function AnnouncePage(_: PageProps) {
  const t = useT()
  return (
    // The list is a region named 'Announcements' itself, its items headed one level below a list heading.
    <PageFrame name="announce" title={t('pg_announce_title')} plain>
      <h2>{t('pg_announce_latest')}</h2>
      <Element tag="announcement-popup" mode="inline" />
    </PageFrame>
  )
}
