/**
 * Events the host page hears: DOM CustomEvents `lobbykit-<name>` (bubbling, composed) from the widget
 * that caused them (or from `document` when no widget did), and the same through `lobbykit('on', name, fn)`.
 */
export type LobbykitEventName =
  | 'login'
  | 'logout'
  | 'launch'
  | 'navigate'
  | 'session-expired'
  | 'popup'
  | 'language'
  | 'theme'
  | 'ready'
  | 'error'
  | 'analytics'
  | 'social-login'

type Listener = (detail: unknown) => void
const listeners = new Map<string, Set<Listener>>()

/** Adds a `lobbykit('on', …)` listener. */
export function on(name: string, fn: Listener): void {
  const set = listeners.get(name) ?? new Set()
  set.add(fn)
  listeners.set(name, set)
}

/** Removes a `lobbykit('on', …)` listener. */
export function off(name: string, fn: Listener): void {
  listeners.get(name)?.delete(fn)
}

/**
 * Emits `lobbykit-<name>` from `source` (or document). Returns false when a listener called
 * preventDefault() on a cancelable event (the host takes over, e.g. `lobbykit-launch`).
 */
export function emit(name: LobbykitEventName, detail?: unknown, source?: EventTarget | null, cancelable = false): boolean {
  const event = new CustomEvent(`lobbykit-${name}`, { detail, bubbles: true, composed: true, cancelable })
  const target = source ?? (typeof document === 'undefined' ? null : document)
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
