import { useEffect, useState, type ReactNode } from 'react'

/**
 * Renders `children` in a task of its own after the first render, or at once when `now`. What the
 * first view does not show (the closed drawer, the footer below the fold, the consent bar) comes
 * then, so the site's first render, the longest task of a first load on a phone, holds only what is
 * seen (DESIGN: no main-thread task over 50 ms). Nothing moves: each part has its place held or sits
 * outside the flow (lobbykit-site.css).
 */
export function Later({ children, now = false }: { children: ReactNode; now?: boolean }) {
  const [shown, setShown] = useState(now)
  useEffect(() => {
    const timer = setTimeout(() => setShown(true))
    return () => clearTimeout(timer)
  }, [])
  return shown || now ? <>{children}</> : null
}
