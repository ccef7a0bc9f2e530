import { useState } from 'react'

let counter = 0

/**
 * An id for this component instance, stable across renders and unique in the whole page, so labels
 * and `aria-*` references never collide between widgets or render roots (`lk-field-7`).
 */
export function useUid(prefix: string): string {
  const [id] = useState(() => `lk-${prefix}-${++counter}`)
  return id
}
