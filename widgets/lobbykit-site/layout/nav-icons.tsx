/**
 * The side menu's own category icons, where the image CDN cannot tell two categories apart: image
 * paths read ELOTT for LOTT (LOBBY-24), so the CDN's one icon would stand for both the lottery and
 * the e-lottery (MENU-1); and poker's (SYS-2), a category the CDN's type icons may not hold. 24 px,
 * in the CDN icons' shape: a coloured disc with a white glyph.
 */
import type { ReactElement, ReactNode } from 'react'

type Glyph = () => ReactElement

/** The icons' frame: a 24 px disc of `colour` under the glyph, named by `icon` (data-icon). */
function Disc({ icon, colour, children }: { icon: string; colour: string; children: ReactNode }) {
  return (
    <svg
      className="site-nav-icon"
      viewBox="0 0 24 24"
      width={24}
      height={24}
      aria-hidden="true"
      part="nav-icon"
      data-icon={icon}
    >
      <circle cx="12" cy="12" r="11" fill={colour} />
      {children}
    </svg>
  )
}

/** The lottery: a pile of three drawn balls. */
function LotteryIcon() {
  return (
    <Disc icon="lottery" colour="#a8461a">
      <circle cx="12" cy="8" r="3.2" fill="#ffffff" />
      <circle cx="8.4" cy="14.2" r="3.2" fill="#ffffff" />
      <circle cx="15.6" cy="14.2" r="3.2" fill="#ffffff" />
    </Disc>
  )
}

/** The e-lottery: a drawn ball on a screen. */
function ELotteryIcon() {
  return (
    <Disc icon="e-lottery" colour="#1c5f9e">
      <rect x="5.5" y="6.5" width="13" height="9" rx="1.5" fill="none" stroke="#ffffff" strokeWidth="1.6" />
      <path d="M9.5 18.5h5M12 15.5v3" stroke="#ffffff" strokeWidth="1.6" strokeLinecap="round" />
      <circle cx="12" cy="11" r="2.4" fill="#ffffff" />
    </Disc>
  )
}

/** Poker (SYS-2): a spade on a playing card. */
function PokerIcon() {
  return (
    <Disc icon="poker" colour="#1d6b45">
      <rect x="7" y="5" width="10" height="14" rx="1.6" fill="#ffffff" />
      <path
        d="M12 7.6c1.6 1.6 3.2 2.7 3.2 4.3a1.7 1.7 0 0 1-2.8 1.3l.6 2.2h-2l.6-2.2a1.7 1.7 0 0 1-2.8-1.3c0-1.6 1.6-2.7 3.2-4.3z"
        fill="#1d6b45"
      />
    </Disc>
  )
}

/** Category code → the menu's own icon (the others come from the image CDN). */
export const NAV_GLYPHS: Partial<Record<string, Glyph>> = {
  LOTT: LotteryIcon,
  ELOTT: ELotteryIcon,
  POKER: PokerIcon,
}
