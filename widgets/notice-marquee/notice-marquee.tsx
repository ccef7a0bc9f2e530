import { useEffect, useRef, useState } from 'react'
import { useStore } from '@nanostores/react'
import { getNotices, type Notice } from '../../core/api/content'
import { getUnreadCount } from '../../core/api/unread'
import { errorMessageOf } from '../../core/errors'
import { $locale } from '../../core/stores/locale'
import { openPopup } from '../../core/stores/popup'
import { $member, $session } from '../../core/stores/session'
import { Button } from '../kit/button'
import type { WidgetBaseProps } from '../kit/define-widget'
import { lazyPart } from '../kit/lazy-part'
import { Modal } from '../kit/modal'
import { useT } from '../kit/use-t'
import { useUid } from '../kit/use-uid'

/** API-64: an opened notice's content, a chunk fetched when the first notice is opened. */
const NoticeContent = lazyPart(() => import('./notice-content').then((m) => m.NoticeContent))

/** How fast the notices scroll; the spec gives no speed, so it reads at a steady pace. */
export const MARQUEE_PX_PER_SECOND = 60
/** Between two notices on the line. */
const SEPARATOR = '   •   '

type Load = { state: 'loading' } | { state: 'ready'; notices: Notice[] } | { state: 'error'; error: unknown }

/** The unread count of a member (API-61); none for visitors and trial players (ROLE-9). */
function useUnread(): number | null {
  const session = useStore($session)
  const [count, setCount] = useState<number | null>(null)
  const member = session.status === 'loggedIn' && !session.isTrial
  const known = useStore($member)?.unreadMessage // MEMBER-14: asks again when the member centre changes it
  useEffect(() => {
    setCount(null)
    if (!member) return
    const controller = new AbortController()
    getUnreadCount(controller.signal).then(setCount, () => setCount(null))
    return () => controller.abort()
  }, [member, known])
  return member ? count : null
}

/**
 * `<notice-marquee>`: the scrolling notice line with the unread icon (HOME-2, HOME-3); a click opens the
 * notice popup (POP-2), where every notice stands still in full, with the way on to the announcements.
 */
export function NoticeMarquee(_props: WidgetBaseProps) {
  const t = useT()
  const [load, setLoad] = useState<Load>({ state: 'loading' })
  const [open, setOpen] = useState(false)
  const [shown, setShown] = useState<number | null>(null)
  const uid = useUid('notice')
  const [attempt, setAttempt] = useState(0)
  const unread = useUnread()
  const track = useRef<HTMLSpanElement>(null)
  const lang = useStore($locale) // I18N: the notices are the server's in this language

  useEffect(() => {
    const controller = new AbortController()
    setLoad({ state: 'loading' })
    getNotices(['PL'], ['B'], controller.signal).then(
      (answer) => setLoad({ state: 'ready', notices: answer.player ?? [] }),
      (error: unknown) => !controller.signal.aborted && setLoad({ state: 'error', error }),
    )
    return () => controller.abort()
  }, [attempt, lang])

  const text = load.state === 'ready' ? load.notices.map((n) => n.title).join(SEPARATOR) : ''
  // One copy of the text scrolls by at a steady speed, however long it is. Its width is read when the
  // browser has laid it out (before that frame paints), not forced in the middle of the page's first
  // renders, and again when it changes (a late font, a narrower page).
  useEffect(() => {
    const el = track.current
    const copy = el?.firstElementChild as HTMLElement | null | undefined
    if (!el || !copy) return
    const pace = (width: number) =>
      el.style.setProperty(
        '--lk-marquee-duration',
        `${Math.max(8, Math.round(width / MARQUEE_PX_PER_SECOND))}s`,
      )
    if (typeof ResizeObserver !== 'function') return pace(copy.offsetWidth)
    const observer = new ResizeObserver(([entry]) =>
      pace(entry?.borderBoxSize?.[0]?.inlineSize ?? copy.offsetWidth),
    )
    observer.observe(copy)
    return () => observer.disconnect()
  }, [text])

  if (load.state === 'error') {
    return (
      <div className="lk-marquee lk-marquee--error" part="marquee">
        <p role="alert">{errorMessageOf(load.error)}</p>
        <button type="button" className="lk-button lk-button--link" onClick={() => setAttempt(attempt + 1)}>
          {t('retry')}
        </button>
      </div>
    )
  }
  if (load.state === 'ready' && !text && unread === null) return null
  return (
    <div className="lk-marquee" part="marquee" aria-busy={load.state === 'loading'}>
      <span className="lk-marquee-icon" aria-hidden="true">
        <svg className="lk-icon" viewBox="0 0 24 24">
          <path d="M3 10v4h4l5 4V6L7 10H3z" />
          <path d="M16 8.5a5 5 0 0 1 0 7M19 5.5a9 9 0 0 1 0 13" />
        </svg>
      </span>
      <button
        type="button"
        className="lk-marquee-window"
        part="notices"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <span className="lk-visually-hidden">{t('marquee_label')}: </span>
        <span className="lk-marquee-track" ref={track}>
          <span className="lk-marquee-text" dir="auto">
            {text}
          </span>
          <span className="lk-marquee-text lk-marquee-copy" dir="auto" aria-hidden="true">
            {text}
          </span>
        </span>
      </button>
      <Modal
        open={open && load.state === 'ready'}
        title={t('marquee_notices')}
        onClose={() => setOpen(false)}
        part="notice-popup"
        footer={
          <Button
            variant="primary"
            part="all-announcements"
            onClick={() => {
              setOpen(false)
              openPopup('announcements')
            }}
          >
            {t('marquee_all')}
          </Button>
        }
      >
        <ul className="lk-notice-list" part="notice-list">
          {load.state === 'ready' &&
            load.notices.map((notice) => (
              <li key={notice.id} dir="auto">
                {/* API-64: opening a notice asks for its content by id; opening it again closes it. */}
                <button
                  type="button"
                  className="lk-button lk-button--link"
                  part="notice-title"
                  aria-expanded={shown === notice.id}
                  aria-controls={shown === notice.id ? `${uid}-${notice.id}` : undefined}
                  onClick={() => setShown(shown === notice.id ? null : notice.id)}
                >
                  {notice.title}
                </button>
                {shown === notice.id && <NoticeContent id={notice.id} contentId={`${uid}-${notice.id}`} />}
              </li>
            ))}
        </ul>
      </Modal>
      {unread !== null && (
        <span className="lk-marquee-unread" part="unread" data-count={unread}>
          <svg className="lk-icon" viewBox="0 0 24 24" aria-hidden="true">
            <rect x="3" y="5" width="18" height="14" rx="2" />
            <path d="m3 7 9 6 9-6" />
          </svg>
          {/* No badge at 0: a red "0" reads as something to see (HOME-3). */}
          {unread > 0 && (
            <span className="lk-marquee-badge" aria-hidden="true">
              {unread > 99 ? '99+' : unread}
            </span>
          )}
          <span className="lk-visually-hidden">{t('marquee_unread', [unread])}</span>
        </span>
      )}
    </div>
  )
}
