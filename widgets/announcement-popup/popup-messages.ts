/**
 * POP-12..14: the notice call's popup messages — popup items the server marks `modal`,
 * things to act on (a bonus credited, a verification to finish) rather than news — each in the
 * generic modal, one at a time, never over another popup (they wait for it to close), once per
 * browser. A button with a `url` follows it: a site path as `lobbykit-navigate` (the site routes it,
 * a host page may; else the page goes there), an http(s) address in a new tab; nothing unsafe.
 */
import type { Announcement } from '../../core/api/content'
import { emit } from '../../core/events'
import { safeUrl } from '../../core/safe-url'
import { $popup } from '../../core/stores/popup'
import { readLocal, writeLocal } from '../../core/storage'

/** The popup messages this browser has been shown (local storage, ids): a message shows once, not once a session like the announcements. */
const SEEN_MESSAGES_KEY = 'seenPopupMessages'
/** The most recent ids kept: older messages have long ended. */
const SEEN_MESSAGES_KEPT = 50

const seenMessages = () => (readLocal(SEEN_MESSAGES_KEY) ?? '').split(',').filter(Boolean)

/** The popup messages of an answer not shown in this browser yet, oldest first (the order they show in). */
export function unseenMessages(items: Announcement[]): Announcement[] {
  const seen = new Set(seenMessages())
  return items.filter((a) => a.modal && !seen.has(String(a.id))).reverse()
}

function markMessageSeen(id: number): void {
  const ids = [...new Set([...seenMessages(), String(id)])].slice(-SEEN_MESSAGES_KEPT)
  writeLocal(SEEN_MESSAGES_KEY, ids.join(','))
}

/** Resolves when no popup is open (at once, or when the open one closes). */
function noPopupOpen(): Promise<void> {
  return new Promise((resolve) => {
    if (!$popup.get()) return resolve()
    const stop = $popup.listen((popup) => {
      if (popup) return
      stop()
      resolve()
    })
  })
}

/** Follows a message button's link (only an http(s) address or a site path). */
function follow(url: string | undefined, host: HTMLElement): void {
  const safe = safeUrl(url)
  if (!safe) return
  if (safe.startsWith('/')) {
    if (emit('navigate', { path: safe }, host, true)) location.assign(safe)
  } else window.open(safe, '_blank', 'noopener')
}

let queue: Promise<void> = Promise.resolve()

/**
 * Shows the messages among `items` not seen yet, one after another (after any queued before); `host`
 * is the element they came from.
 */
export function showPopupMessages(items: Announcement[], host: HTMLElement): Promise<void> {
  const messages = unseenMessages(items)
  queue = queue
    .then(async () => {
      if (!messages.length) return
      const { showModal } = await import('../kit/message-modal')
      for (const message of messages) {
        await noPopupOpen()
        // Queued twice (the list was asked for again meanwhile): shown once.
        if (!unseenMessages([message]).length) continue
        const modal = message.modal ?? {}
        const buttons = modal.buttons ?? []
        markMessageSeen(message.id)
        const choice = await showModal({
          icon: modal.icon,
          title: message.title,
          html: message.content,
          buttons: buttons.map((b, i) => ({ label: b.label, value: String(i) })),
          closeOnCover: modal.closeOnCover,
          autoCloseMs: modal.autoCloseMs,
        })
        if (choice !== null) follow(buttons[Number(choice)]?.url, host)
      }
    })
    .catch((error: unknown) => console.error('[lobbykit] a popup message could not be shown', error))
  return queue
}
