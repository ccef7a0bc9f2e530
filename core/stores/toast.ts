import { atom, readonlyType } from 'nanostores'

/** A toast's colour and urgency; `error` toasts are announced assertively (`role=alert`). */
export type ToastTone = 'info' | 'success' | 'warning' | 'error'

/** One short message in the toast stack. */
export interface Toast {
  id: number
  text: string
  tone: ToastTone
}

/** How long a toast stays by default. */
export const TOAST_DEFAULT_MS = 4000
/** At most this many toasts are shown; the oldest goes first. */
export const TOAST_LIMIT = 3

const $all = atom<Toast[]>([])
/** The toasts on screen, oldest first; changed only through `showToast` and `dismissToast`. */
export const $toasts = readonlyType($all)

const timers = new Map<number, ReturnType<typeof setTimeout>>()
let lastId = 0

/** Shows a toast for `ms` milliseconds (0 = until dismissed); returns its id. */
export function showToast(text: string, tone: ToastTone = 'info', ms = TOAST_DEFAULT_MS): number {
  const id = ++lastId
  const list = [...$all.get(), { id, text, tone }]
  for (const dropped of list.slice(0, -TOAST_LIMIT)) clearTimer(dropped.id)
  $all.set(list.slice(-TOAST_LIMIT))
  if (ms > 0)
    timers.set(
      id,
      setTimeout(() => dismissToast(id), ms),
    )
  return id
}

/** Removes a toast (the × button or its timer); unknown ids are ignored. */
export function dismissToast(id: number): void {
  clearTimer(id)
  const list = $all.get()
  if (list.some((toast) => toast.id === id)) $all.set(list.filter((toast) => toast.id !== id))
}

/** Removes every toast and its timer (logout, tests). */
export function clearToasts(): void {
  for (const id of timers.keys()) clearTimer(id)
  $all.set([])
}

function clearTimer(id: number): void {
  const timer = timers.get(id)
  if (timer !== undefined) clearTimeout(timer)
  timers.delete(id)
}
