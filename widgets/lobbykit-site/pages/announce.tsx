import { useT } from '../../kit/use-t'
import type { PageProps } from '../page'
import { Element } from './element'
import { PageFrame } from './page'

/** /announce: the announcement list in place (ROUTE-20; `<announcement-popup mode="inline">`, ANN-1..7). */
export default function AnnouncePage(_: PageProps) {
  const t = useT()
  return (
    <PageFrame name="announce" title={t('pg_announce_title')}>
      <Element tag="announcement-popup" mode="inline" />
    </PageFrame>
  )
}
