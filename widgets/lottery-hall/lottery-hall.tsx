import { useMemo } from 'react'
import { useStore } from '@nanostores/react'
import { $session } from '../../core/stores/session'
import type { WidgetBaseProps } from '../kit/define-widget'
import { LoginNeeded, useSectionLinks } from '../kit/section/gate'
import LotteryPage from '../lobbykit-site/pages/lottery/lottery'
import '../lobbykit-site/messages'

export interface LotteryHallProps {
  /** The prize mode it opens on: the brand's (default), `SEA` or `VN`. */
  mode?: string
}

/** The site path whose page each mode is (ROUTE-25, ROUTE-26). */
const PATHS: Record<string, string> = { SEA: '/seaLottery', VN: '/vnLottery' }

/**
 * `<lottery-hall>` (ROUTE-25..27, LOTT-1..): the lottery lobby on any page — prize modes, menus,
 * draws, launch; a visitor gets the login dialog (spec §2: lottery pages need a session). The
 * standalone site renders this element for /lottery, /seaLottery and /vnLottery.
 */
export function LotteryHallElement({ host, mode }: LotteryHallProps & WidgetBaseProps) {
  const session = useStore($session)
  useSectionLinks(host, '/lottery', null)
  const query = useMemo(() => new URLSearchParams(location.search), [])
  if (session.status !== 'loggedIn') return <LoginNeeded />
  return (
    <LotteryPage key={mode} path={PATHS[mode?.toUpperCase() ?? ''] ?? '/lottery'} query={query} hash="" />
  )
}
