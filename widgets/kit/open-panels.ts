/**
 * The open modals of the page (widgets/kit/modal.tsx), across every widget (one kit module): newest
 * last, each with how it closes as its × does. A part that is not a modal (a followed server link)
 * closes the modal it sits in through here, without rendering one.
 */
import { focusTrail } from './focus'

/** The open modals' panels, newest last. */
export const openPanels: HTMLElement[] = []
/** How each open panel closes as its × does (a panel with no × refuses). */
export const closers = new WeakMap<HTMLElement, () => void>()

/**
 * ROUTE-13: closes the innermost open modal holding `node` as its × would (its own `onClose` runs and
 * focus goes back where it was); a modal the user must not dismiss stays.
 */
export function closeModalOf(node: Node): void {
  const trail = focusTrail(node)
  const panel = openPanels.filter((p) => trail.includes(p)).pop()
  if (panel) closers.get(panel)?.()
}
