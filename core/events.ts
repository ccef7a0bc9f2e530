import type { LobbykitEventDetails, LobbykitEventName } from './event-types'

export type { LobbykitEventDetails, LobbykitEventName }

/**
 * Events the host page hears (described in core/events.json): DOM CustomEvents `lobbykit-<name>` (bubbling, composed) from the widget
 * that caused them (or from `document` when no widget did), and the same through `lobbykit('on', name, fn)`.
 */
type Listener = (detail: unknown) => void
const listeners = new Map<string, Set<Listener>>()

/** Adds a `lobbykit('on', …)` listener. */
export function on<N extends LobbykitEventName>(
  name: N,
  fn: (detail: LobbykitEventDetails[N]) => void,
): void {
  const set = listeners.get(name) ?? new Set()
  set.add(fn as Listener)
  listeners.set(name, set)
}

/** Removes a `lobbykit('on', …)` listener. */
export function off<N extends LobbykitEventName>(
  name: N,
  fn: (detail: LobbykitEventDetails[N]) => void,
): void {
  listeners.get(name)?.delete(fn as Listener)
}

/**
 * Emits `lobbykit-<name>` from `source` (or document). Returns false when a listener called
 * preventDefault() on a cancelable event (the host takes over, e.g. `lobbykit-launch`).
 */
export function emit<N extends LobbykitEventName>(
  name: N,
  detail: LobbykitEventDetails[N],
  source?: EventTarget | null,
  cancelable = false,
): boolean {
  const event = new CustomEvent(`lobbykit-${name}`, { detail, bubbles: true, composed: true, cancelable })
  // The element that caused it, while in the page (else the event would reach no listener); else document.
  const target =
    source && (source as Partial<Node>).isConnected !== false
      ? source
      : typeof document === 'undefined'
        ? null
        : document
  const allowed = target ? target.dispatchEvent(event) : true
  for (const fn of listeners.get(name) ?? []) {
    try {
      fn(detail)
    } catch (error) {
      console.error(`[lobbykit] a '${name}' listener threw`, error)
    }
  }
  return allowed
}

/** Removes every listener (tests). */
export function clearListeners(): void {
  listeners.clear()
}
