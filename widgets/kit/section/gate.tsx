/**
 * What the section elements share (`<member-centre>`, `<agent-centre>`, `<promotion-list>`,
 * `<lottery-hall>`): the login a visitor needs (a Log in button opening the kit's login dialog:
 * never a blank box; the dialog never opens by itself, so a host page keeps its focus), and the links of a section on a host page (core/routes.ts).
 */
import { addMessages } from '../../../core/i18n/index'
import { followLink, linkTakers, sitePathOf } from '../../../core/routes'
import { useEffect } from 'react'
import { openPopup } from '../../../core/stores/popup'
import { Button } from '../button'
import { useT } from '../use-t'
import { en } from './en'

addMessages(en, { UR: () => import('./ur').then((m) => m.ur) })

/** A visitor's view of a section behind the login: what it needs, and the button that opens the login. */
export function LoginNeeded() {
  const t = useT()
  return (
    <div className="lk-page-state lk-stack" part="login-needed">
      <p>{t('section_login_needed')}</p>
      <Button variant="primary" part="log-in" onClick={() => openPopup('login')}>
        {t('section_log_in')}
      </Button>
    </div>
  )
}

/** A told state (trial account, not an agent): what the member cannot open here, and why. */
export function Refusal({ text }: { text: string }) {
  return (
    <p className="lk-page-state" role="alert" part="refused">
      {text}
    </p>
  )
}

/**
 * The links inside a section element on a host page: a link to the element's own area (`own`, e.g.
 * `/member`) switches what it shows (`onOwn(tab)`); any other site path goes through the host's
 * route table (followLink). Inside the standalone site, its router has them. Server HTML shown in the
 * element leaves its links to this handler (linkTakers).
 */
export function useSectionLinks(
  host: HTMLElement,
  own: string,
  onOwn: ((tab: string | null) => void) | null,
) {
  useEffect(() => {
    const root = host.shadowRoot
    if (!root) return
    linkTakers.add(root)
    const onClick = (event: Event) => {
      const path = sitePathOf(event, host)
      if (!path) return
      const url = new URL(path, location.href)
      if (onOwn && url.pathname.toLowerCase() === own.toLowerCase()) {
        event.preventDefault()
        onOwn(url.searchParams.get('tab'))
        return
      }
      followLink(event, path, host)
    }
    root.addEventListener('click', onClick)
    return () => {
      linkTakers.delete(root)
      root.removeEventListener('click', onClick)
    }
  }, [host, own, onOwn])
}
