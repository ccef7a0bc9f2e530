import { useEffect, useRef, useState } from 'react'
import { firstRender } from './first-render'

/**
 * False until the task after this render's slice of first renders (first-render.ts), then true: a
 * component draws what is seen first and the rest a task later, so a phone's slower core answers a
 * tap in between (spec §9: first load). True at once while `wait` is false, and true from then on.
 */
export function useAfterFirstRenders(wait = true): boolean {
  const [done, setDone] = useState(false)
  const shown = useRef(false)
  if (!wait) shown.current = true
  const waiting = wait && !done && !shown.current
  useEffect(() => {
    if (!waiting) return
    let live = true
    firstRender(() => live && setDone(true))
    return () => {
      live = false
    }
  }, [waiting])
  return !waiting
}
