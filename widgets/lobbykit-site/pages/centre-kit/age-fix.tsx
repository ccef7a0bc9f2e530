import { useEffect, type MouseEvent } from 'react'
import { ageRefusal } from '../../../../core/actions/age-refusal'
import { followLink } from '../../../../core/routes'
import { t as say, type MessageKey } from '../../../../core/i18n/index'
import { useT } from '../../../kit/use-t'
import './en'

/** C-17: the profile's birthday field asked to take the focus when the profile next opens. */
let focusBirthday = false

/** C-17: an age refusal in the interface language, with the operator's minimum age; null for any other. */
export function ageRefusalText(error: unknown): string | null {
  const message = ageRefusal(error)
  return message && say(message.key as MessageKey, message.values)
}

const BIRTHDAY_PATH = '/member?tab=security'

/**
 * C-17: "Add your date of birth", to the profile's birthday field: the site's router (or, on a host
 * page, the route table through the section's link handling) opens the security section. Given a
 * `host` (a popup outside any section: the game notice), the click goes where every widget link goes
 * (core/routes followLink: the site's router, the host's route table or the kit's section dialog),
 * then `onFollow` runs (the popup closes).
 */
export function AgeFix({ host, onFollow }: { host?: HTMLElement; onFollow?: () => void } = {}) {
  const t = useT()
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    focusBirthday = true
    if (!host) return
    followLink(event, BIRTHDAY_PATH, host)
    onFollow?.()
  }
  return (
    <a className="lk-link" href={BIRTHDAY_PATH} part="age-fix" onClick={follow}>
      {t('wal_add_birthday')}
    </a>
  )
}

/** The profile's side: once it shows, its birthday input takes the focus when the member came for it. */
export function useBirthdayFocus(form: () => HTMLElement | null | undefined) {
  useEffect(() => {
    if (!focusBirthday) return
    focusBirthday = false
    form()?.querySelector<HTMLInputElement>('input[name=birthday]')?.focus()
  }, [])
}
