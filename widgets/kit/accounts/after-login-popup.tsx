/**
 * The after-login popup (POP-11, LOGIN-25, NS-24), a lazy part of `<member-login mode="popup">`: every
 * login flags it (finishLogin opens it once per login, so once per session: a reload or another tab
 * adopts the session without it). It shows the member's unread messages and available promotions
 * counts with links; after a first login (LOGIN-22: login, registration or social login with
 * firstTimeLogin) it is the welcome, with the brand's content from the server (C-13): the
 * registration bonus and its terms, and the F-audience announcements. Nothing in it is hard-coded.
 */
import { useStore } from '@nanostores/react'
import { useEffect, useRef, useState, type MouseEvent } from 'react'
import { fetchWelcome, type Welcome } from '../../../core/api/social'
import { followLink } from '../../../core/routes'
import { addMessages } from '../../../core/i18n/index'
import { safeUrl } from '../../../core/safe-url'
import { STORAGE_KEYS, writeSession } from '../../../core/storage'
import { audienceOf, dueAnnouncements } from '../../../core/content/announcements'
import { $locale } from '../../../core/stores/locale'
import { $popup, closePopup, isPopupClaimed, openPopup } from '../../../core/stores/popup'
import { $member, $session } from '../../../core/stores/session'
import { Button } from '../button'
import { hostOf } from '../host-of'
import { Modal } from '../modal'
import { ServerHtml } from '../server-html'
import { useAdoptedCss } from '../use-adopted-css'
import { useFormat } from '../use-format'
import { useT } from '../use-t'
import css from './accounts.css?raw'
import { en } from './en'

addMessages(en, { UR: () => import('./ur').then((m) => m.ur) })

/** Where the counts lead (the site's routes; a host may route them itself). */
const MESSAGES_PATH = '/member?tab=messages'
const PROMOTIONS_PATH = '/promotions'

/** The popup; closing it (×, Esc, cover, Continue) closes it for this login. */
export function AfterLoginPopup() {
  const t = useT()
  const { money } = useFormat()
  const member = useStore($member)
  const first = useStore($session).firstTimeLogin
  const lang = useStore($locale) // I18N: the news are the server's in this language
  const [welcome, setWelcome] = useState<Welcome | null>(null)
  const ref = useRef<HTMLDivElement>(null)
  const inline = useAdoptedCss(ref, css)
  const close = () => {
    closePopup('afterLogin')
    // ANN-10..13: the announcements due for the new audience waited for this popup; they follow it.
    const audience = audienceOf($session.get())
    if (!audience || !isPopupClaimed('announcements')) return
    dueAnnouncements(audience).then(
      (items) => items.length && !$popup.get() && openPopup('announcements', 'auto'),
      () => {}, // nothing pops up when the list cannot be loaded (as on the announcement popup's own)
    )
  }

  // Once per session (POP-11): shown now, not again until the tab's session ends.
  useEffect(() => writeSession(STORAGE_KEYS.afterLogin, '1'), [])

  useEffect(() => {
    if (!first) return
    const abort = new AbortController()
    // The welcome without the server's content is still a welcome: a failed load shows the counts only.
    fetchWelcome(abort.signal).then(setWelcome, () => {})
    return () => abort.abort()
  }, [first, lang])

  // A link inside the site: the host may route it itself (cancelable lobbykit-navigate), else the
  // page's route table or the kit's dialog takes it (core/routes.ts); then the popup closes.
  const follow = (event: MouseEvent<HTMLAnchorElement>, path: string) => {
    followLink(event, path, hostOf(ref.current))
    close()
  }
  const bonus = welcome?.registrationBonus
  const terms = bonus ? safeUrl(bonus.termsPath) : null

  return (
    <Modal
      open
      title={t(first ? 'welcome_title' : 'after_login_title')}
      onClose={close}
      part="after-login-dialog"
      footer={
        <Button variant="primary" onClick={close} part="after-login-continue">
          {t('after_login_continue')}
        </Button>
      }
    >
      <div className="lk-stack" ref={ref}>
        {inline && <style>{css}</style>}
        {first && <p>{t('welcome_intro')}</p>}
        {bonus && (
          <p part="welcome-bonus">
            {t('welcome_bonus', [money(bonus.amount)])}{' '}
            {terms && (
              <a href={terms} onClick={(event) => follow(event, terms)}>
                {t('welcome_bonus_terms')}
              </a>
            )}
          </p>
        )}
        {!!welcome?.announcements.length && (
          <section aria-label={t('welcome_news')} part="welcome-announcements">
            <ul className="lk-welcome-list">
              {welcome.announcements.map((item) => (
                <li key={item.id}>
                  <strong>{item.title}</strong>
                  <ServerHtml html={item.content} />
                </li>
              ))}
            </ul>
          </section>
        )}
        <ul className="lk-after-login-facts" part="after-login-counts">
          <li>
            {t('after_login_messages', [member?.unreadMessage ?? 0])}{' '}
            <a href={MESSAGES_PATH} onClick={(event) => follow(event, MESSAGES_PATH)}>
              {t('after_login_open_messages')}
            </a>
          </li>
          <li>
            {t('after_login_promotions', [member?.availablePromoCount ?? 0])}{' '}
            <a href={PROMOTIONS_PATH} onClick={(event) => follow(event, PROMOTIONS_PATH)}>
              {t('after_login_open_promotions')}
            </a>
          </li>
        </ul>
      </div>
    </Modal>
  )
}
