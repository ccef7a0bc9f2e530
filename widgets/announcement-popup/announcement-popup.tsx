import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useStore } from '@nanostores/react'
import { getAnnouncements, type Announcement, type Execution } from '../../core/api/content'
import { announcementsOf, audienceOf, dueAnnouncements, markClosed } from '../../core/content/announcements'
import { errorMessageOf } from '../../core/errors'
import { warmIntl } from '../../core/intl-warm'
import { $locale } from '../../core/stores/locale'
import { $popup, claimPopup, closePopup, openPopup } from '../../core/stores/popup'
import { $session } from '../../core/stores/session'
import { $system, SystemStatus } from '../../core/stores/system'
import { Button } from '../kit/button'
import type { WidgetBaseProps } from '../kit/define-widget'
import { LoadingOverlay } from '../kit/loading-overlay'
import { Modal } from '../kit/modal'
import { useT } from '../kit/use-t'
import { AnnouncementList } from './announcement-list'

export interface AnnouncementPopupProps {
  /** `popup` (default): the announcement popup (POP-1), opening by itself per ANN-10..14. `inline`: the list in place. */
  mode?: string
}

type Load =
  | { state: 'idle' | 'loading' }
  | { state: 'ready'; items: Announcement[]; id: number }
  | { state: 'error'; error: unknown }

/** Loads the announcements for an audience; `reload` asks again (after a failure, or in another language). */
function useAnnouncements(
  audience: Execution[] | null,
  active: boolean,
  preset: Announcement[] | null,
  lang: string,
) {
  const [load, setLoad] = useState<Load>({ state: 'idle' })
  const key = audience?.join(',') ?? ''
  const run = useRef(0)
  const reload = useCallback(() => {
    if (!audience) return
    const id = ++run.current
    setLoad({ state: 'loading' })
    getAnnouncements(audience).then(
      (items) => run.current === id && setLoad({ state: 'ready', items: announcementsOf(items), id }),
      (error: unknown) => run.current === id && setLoad({ state: 'error', error }),
    )
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
  useEffect(() => {
    if (!active) return
    if (preset) setLoad({ state: 'ready', items: preset, id: ++run.current })
    else reload()
    // I18N: the texts are the server's in the interface language: a new one asks again.
  }, [active, reload, preset, lang])
  return { load, reload }
}

/** `<announcement-popup>`: the paged announcements (ANN-1..7), popping up once per session per audience (ANN-10..14). */
export function AnnouncementPopup({ mode, host }: AnnouncementPopupProps & WidgetBaseProps) {
  const t = useT()
  const popup = useStore($popup)
  const session = useStore($session)
  const system = useStore($system)
  const isPopup = mode !== 'inline'
  const audience = audienceOf(session)
  const audienceKey = audience?.join(',') ?? ''
  const open = isPopup && popup?.name === 'announcements'
  // What the automatic opening already fetched (in its language), so the popup does not ask twice.
  const [preset, setPreset] = useState<[string, Announcement[]] | null>(null)
  const lang = useStore($locale)

  useLayoutEffect(() => {
    if (!isPopup) return
    return claimPopup('announcements')
  }, [isPopup])

  // ANN-10..14: once the platform is up and the session settled, open for this audience unless closed.
  useEffect(() => {
    if (!isPopup || !audience || !system.loaded || system.status !== SystemStatus.Open || system.error) return
    let live = true
    const asked = $locale.get()
    // The list's dates need Intl: it opens once the page's is warm (core/intl-warm.ts).
    Promise.all([dueAnnouncements(audience), warmIntl()]).then(
      ([items]) => {
        if (!live) return
        const list = announcementsOf(items)
        if (list.length && !$popup.get()) {
          setPreset([asked, list])
          openPopup('announcements', 'auto')
        }
        // POP-12: the messages among them in the generic modal, once this popup (or any) has closed;
        // a part of its own, fetched only when there are some (DESIGN "Budgets"; a failed fetch is the
        // browser's own console error).
        if (items.some((a) => a.modal))
          void import('./popup-messages').then((m) => m.showPopupMessages(items, host))
      },
      () => {
        // Nothing pops up when the list cannot be loaded; the on-demand popup shows the failure.
      },
    )
    return () => {
      live = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isPopup, audienceKey, system.loaded, system.status, system.error])

  const { load, reload } = useAnnouncements(
    audience,
    isPopup ? open : true,
    open && preset?.[0] === lang ? preset[1] : null,
    lang,
  )

  const close = () => {
    if (audience) markClosed(audience) // ANN-11: not again this session for this audience
    setPreset(null)
    closePopup('announcements')
  }

  const body =
    load.state === 'ready' ? (
      <AnnouncementList key={load.id} items={load.items} />
    ) : load.state === 'error' ? (
      <div className="lk-stack">
        <p className="lk-form-error" role="alert">
          {errorMessageOf(load.error)}
        </p>
        <Button onClick={reload}>{t('retry')}</Button>
      </div>
    ) : (
      <div className="lk-ann-loading">
        <LoadingOverlay active label={t('loading')} />
      </div>
    )

  if (!isPopup) {
    return (
      <section className="lk-ann-inline" part="card" aria-label={t('ann_title')}>
        {body}
      </section>
    )
  }
  return (
    <Modal open={open} title={t('ann_title')} onClose={close} size="lg" part="announcement-dialog">
      {body}
    </Modal>
  )
}
