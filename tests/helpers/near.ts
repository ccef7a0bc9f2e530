import { afterEach, beforeEach, vi } from 'vitest'

/**
 * Home's sections ask for their games when they come near the viewport (IntersectionObserver,
 * HOME-5). happy-dom has no layout, so its observers never report: this stands in for the browser's,
 * recording what is observed, and `comeNear(el)` reports `el` intersecting, as scrolling it within
 * the margin would. `scrollAll()` does so for everything observed (reading the page to its foot).
 */
export function useIntersection() {
  const observers = new Set<FakeObserver>()
  class FakeObserver {
    readonly targets = new Set<Element>()
    constructor(private readonly callback: IntersectionObserverCallback) {
      observers.add(this)
    }
    observe(el: Element) {
      this.targets.add(el)
    }
    unobserve(el: Element) {
      this.targets.delete(el)
    }
    disconnect() {
      this.targets.clear()
      observers.delete(this)
    }
    takeRecords() {
      return []
    }
    report(el: Element) {
      const entry = {
        isIntersecting: true,
        target: el,
        intersectionRatio: 1,
      } as unknown as IntersectionObserverEntry
      this.callback([entry], this as unknown as IntersectionObserver)
    }
  }
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', FakeObserver)
  })
  afterEach(() => {
    observers.clear()
    vi.unstubAllGlobals()
  })
  return {
    /** Whether anything observes `el` (a section waiting to come near). */
    watched: (el: Element | null) => [...observers].some((o) => el && o.targets.has(el)),
    comeNear(el: Element) {
      for (const o of [...observers]) if (o.targets.has(el)) o.report(el)
    },
    scrollAll() {
      for (const o of [...observers]) for (const el of [...o.targets]) o.report(el)
    },
  }
}
