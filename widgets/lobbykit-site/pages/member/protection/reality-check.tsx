import { useEffect, useRef, useState } from 'react'
import { useStore } from '@nanostores/react'
import { atom } from 'nanostores'
import { fetchSessionFigures, type SessionFigures } from '../../../../../core/api/protection'
import { $config } from '../../../../../core/config'
import { $session, logout } from '../../../../../core/stores/session'
import { useFormat } from '../../../../kit/use-format'
import { useT } from '../../../../kit/use-t'
import { keepTabInside } from '../../../layout/confirm-sign-out'
import { useAdoptedCss } from '../../../../kit/use-adopted-css'
import css from './protection.css?raw'
import { Signed } from '../../centre-kit/signed-amount'
import './en'

/** A notice that outlives the session (session time limit, exclusion), as a wording key and its values. */
type Notice = { key: 'rg_session_over' | 'rg_excluded' | 'rg_excluded_forever'; values?: string[] }

/** What the watch shows after a sign-out it caused; set through `tellEveryTab`. */
const $notice = atom<Notice | null>(null)
/** Bumped when the member changes a limit or the interval: the watch asks for the figures again. */
export const $protectionVersion = atom(0)

let channel: BroadcastChannel | null = null
/** The tabs of this merchant (same origin): a notice shown in one is shown in all. */
function tabChannel(): BroadcastChannel | null {
  if (!channel && typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(`lobbykit:${$config.get().merchant}:protection`)
    channel.onmessage = ({ data }: MessageEvent<Notice>) => $notice.set(data)
  }
  return channel
}

/** Shows `notice` here and in the other tabs (the session store signs them all out). */
export function tellEveryTab(notice: Notice): void {
  $notice.set(notice)
  tabChannel()?.postMessage(notice)
}

/**
 * Mounted by the site once a member is logged in: the reality check every N minutes of the
 * session (the interval and the figures come from the server; the demo can shorten it) and the session
 * time limit, which tells the member and signs out every tab. It renders nothing between times and
 * stops nothing on the page: games and timers run on while the dialog is open.
 */
export function ProtectionWatch() {
  const session = useStore($session)
  const version = useStore($protectionVersion)
  const notice = useStore($notice)
  const [check, setCheck] = useState<SessionFigures | null>(null)
  const member = session.status === 'loggedIn' && !session.isTrial
  useEffect(() => void tabChannel(), [])
  // A new login makes an earlier sign-out's notice old news.
  useEffect(() => {
    if (member) $notice.set(null)
  }, [member])
  // The reality check: every interval of the session, counted from its start; none while one is open.
  useEffect(() => {
    if (!member || check) return
    return withFigures((figures, signal) => {
      const every = figures.realityCheck.intervalMs
      // The dialog shows the figures of the moment it opens.
      const open = () => fetchSessionFigures(signal).then(setCheck, () => setCheck(figures))
      return setTimeout(open, every - (figures.playedMs % every))
    })
  }, [member, check, version])
  // The session time limit: the member is told and every tab signed out, dialog open or not.
  useEffect(() => {
    if (!member) return
    return withFigures((figures) => {
      if (figures.sessionEndsAt === null) return undefined
      const end = () => {
        tellEveryTab({ key: 'rg_session_over' })
        void logout()
      }
      return setTimeout(end, Math.max(0, figures.sessionEndsAt - figures.now))
    })
  }, [member, version])
  useEffect(() => {
    if (!member) setCheck(null)
  }, [member])
  if (notice) return <NoticeDialog notice={notice} onClose={() => $notice.set(null)} />
  if (check && member)
    return (
      <RealityCheckDialog
        figures={check}
        onContinue={() => setCheck(null)}
        onSignOut={() => (setCheck(null), void logout())}
      />
    )
  return null
}

/**
 * Asks for the session's figures and lets `schedule` set a timer on them; answers the clean-up (the
 * call aborted, the timer cleared) for an effect.
 */
function withFigures(
  schedule: (figures: SessionFigures, signal: AbortSignal) => ReturnType<typeof setTimeout> | undefined,
): () => void {
  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  fetchSessionFigures(controller.signal).then(
    (figures) => {
      if (!controller.signal.aborted) timer = schedule(figures, controller.signal)
    },
    (error: unknown) => {
      if (!controller.signal.aborted) console.error('[lobbykit] player protection could not start', error)
    },
  )
  return () => {
    controller.abort()
    clearTimeout(timer)
  }
}

/** A modal <dialog> that takes the focus (its `data-autofocus` button) and keeps Tab inside. */
function useModal(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog || !open) return
    if (!dialog.open) dialog.showModal?.()
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus()
    return () => dialog.close?.()
  }, [open])
  return ref
}

function RealityCheckDialog({
  figures,
  onContinue,
  onSignOut,
}: {
  figures: SessionFigures
  onContinue(): void
  onSignOut(): void
}) {
  const t = useT()
  const { money } = useFormat()
  const ref = useModal(true)
  const inline = useAdoptedCss(ref, css)
  const played = t('rg_minutes_played', [Math.floor(figures.playedMs / 60_000)])
  return (
    <dialog
      ref={ref}
      className="site-confirm"
      part="reality-check"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="rg-check-title"
      aria-describedby="rg-check-text"
      onCancel={(e) => (e.preventDefault(), onContinue())}
      onKeyDown={keepTabInside}
    >
      {inline && <style>{css}</style>}
      <h2 id="rg-check-title" className="lk-title">
        {t('rg_check_title')}
      </h2>
      <p id="rg-check-text">{t('rg_check_text', [played])}</p>
      <dl className="rg-figures" part="reality-figures">
        <div>
          <dt>{t('rg_check_time')}</dt>
          <dd data-figure="time">{played}</dd>
        </div>
        <div>
          <dt>{t('rg_check_stake')}</dt>
          <dd data-figure="stake">{money(figures.stake)}</dd>
        </div>
        <div>
          <dt>{t('rg_check_net')}</dt>
          <dd data-figure="net">
            <Signed amount={figures.net} />
          </dd>
        </div>
      </dl>
      <div className="lk-actions">
        <button
          type="button"
          className="lk-button lk-button--secondary"
          part="reality-sign-out"
          onClick={onSignOut}
        >
          {t('rg_check_sign_out')}
        </button>
        <button
          type="button"
          className="lk-button lk-button--primary"
          part="reality-continue"
          data-autofocus=""
          onClick={onContinue}
        >
          {t('rg_check_continue')}
        </button>
      </div>
    </dialog>
  )
}

function NoticeDialog({ notice, onClose }: { notice: Notice; onClose(): void }) {
  const t = useT()
  const ref = useModal(true)
  return (
    <dialog
      ref={ref}
      className="site-confirm"
      part="protection-notice"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="rg-notice-text"
      onCancel={(e) => (e.preventDefault(), onClose())}
      onKeyDown={keepTabInside}
    >
      <p id="rg-notice-text">{t(notice.key, notice.values)}</p>
      <div className="lk-actions">
        <button type="button" className="lk-button lk-button--primary" data-autofocus="" onClick={onClose}>
          {t('ok')}
        </button>
      </div>
    </dialog>
  )
}
