import { memo, useCallback, useRef, useState } from 'react'
import { Button } from '../../../kit/button'
import { useT } from '../../../kit/use-t'
import type { PageProps } from '../../routing/page-props'
import { Element } from '../../shared/element'
import { WhenNear } from './near-view'
import { HomeSections as SectionsParts } from './home-sections'
import { PageFrame } from '../../shared/page-frame'
import { Later } from '../../shared/later'
import { SearchForm } from '../games/search-form'
import { WinnersBoard, WinnersSkeleton as SkeletonParts } from './winners-board'

/* Home's own state (the sections placed) does not render the sections and the board's rows again. */
const HomeSections = memo(SectionsParts)
const WinnersSkeleton = memo(SkeletonParts)

/**
 * Home (ROUTE-1, HOME-*): the w_home banners (shown only when there is one, HOME-1), the notice
 * marquee with its unread icon (HOME-2/3), the game search (HOME-12), the category tab strip and a
 * section per list and game type (HOME-4..11, HOME-15), the winners board and go-to-top (HOME-14).
 * Below the first view, each section asks for its games only when it comes near the viewport.
 */
export default function HomePage({ hash }: PageProps) {
  const t = useT()
  const top = useRef<HTMLDivElement>(null)
  const winners = useRef<HTMLDivElement>(null)
  const [placed, setPlaced] = useState(false)
  const onPlaced = useCallback(() => setPlaced(true), [])
  const goTop = () => {
    window.scrollTo({ top: 0, behavior: 'smooth' })
    top.current?.closest('section')?.querySelector<HTMLElement>('h1')?.focus({ preventScroll: true })
  }
  return (
    <PageFrame name="home" title={t('pg_home_title')} hideTitle>
      <div ref={top} className="lk-home-top">
        <Element tag="banner-carousel" group="w_home" />
        <Element tag="notice-marquee" />
      </div>
      <SearchForm />
      <HomeSections jumpTo={hash} onPlaced={onPlaced} />
      {/* At the foot of the page: its place held a task after the first view, its rows asked for
          when it comes near the viewport. */}
      <Later>
        <WhenNear boxRef={winners} placeholder={<WinnersSkeleton />} watch={placed}>
          <WinnersBoard />
        </WhenNear>
      </Later>
      <div className="lk-more">
        <Button onClick={goTop} part="go-top">
          {t('site_top')}
        </Button>
      </div>
    </PageFrame>
  )
}
