/** Open modals across every widget on the page; the page scroll is fixed while this is above 0. */
let locks = 0
/** The inline `overflow` of `<html>` before the first modal opened, restored after the last closes. */
let savedOverflow = ''

/** Fixes the page scroll (POP-18); nested modals, in any widget, share one lock by reference count. */
export function lockPageScroll(): void {
  const style = document.documentElement.style
  if (locks === 0) {
    savedOverflow = style.overflow
    style.overflow = 'hidden'
  }
  locks += 1
}

/** Releases one lock; the page scroll comes back as it was when the last modal closes (POP-19). */
export function unlockPageScroll(): void {
  if (locks === 0) return
  locks -= 1
  if (locks === 0) document.documentElement.style.overflow = savedOverflow
}

/** How many scroll locks are held (for tests and the popup host). */
export function countPageScrollLocks(): number {
  return locks
}
