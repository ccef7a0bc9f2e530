import type { ReactNode } from 'react'
import { useAfterFirstRenders } from '../../kit/use-after-first-renders'

/**
 * Renders `children` after the first render, in the task of its effects or (when that task's slice
 * of first renders is spent) a later one; at once when `now`. What the first view does not show (the
 * closed drawer, the footer below the fold, the consent bar, the winners board at the foot) comes
 * then, so the site's first render, the longest task of a first load on a phone, holds only what is
 * seen (DESIGN: no main-thread task over 50 ms). Nothing moves: each part has its place held or sits
 * outside the flow (lobbykit-site.css).
 */
export function Later({ children, now = false }: { children: ReactNode; now?: boolean }) {
  return useAfterFirstRenders(!now) ? <>{children}</> : null
}
