import { useEffect, type MouseEvent } from 'react'
import { isApiError } from '../../../../core/errors'
import { followLink } from '../../../../core/routes'
import { t as say } from '../../../../core/i18n/index'
import { useT } from '../../../kit/use-t'
import './en'

/** C-17: the profile's birthday field asked to take the focus when the profile next opens. */
let focusBirthday = false

/** Whether a failure is the rule gate's age refusal (the member can fix it in the profile). */
export function isAgeRefusal(error: unknown): boolean {
  return isApiError(error) && (error.errorCode === 'AGE_UNVERIFIED' || error.errorCode === 'UNDER_AGE')
}

/** C-17: an age refusal in the interface language, with the operator's minimum age; null for any other. */
export function ageRefusalText(error: unknown): string | null {
  if (!isAgeRefusal(error)) return null
  const min = ((error as { value?: { min?: number } }).value ?? {}).min ?? ''
  return say(
    (error as { errorCode: string }).errorCode === 'UNDER_AGE' ? 'wal_under_age' : 'wal_age_unverified',
    [min],
  )
}

/** Whether the profile can fix the refusal: no birth date given yet (a locked one cannot change). */
export function needsBirthday(error: unknown): boolean {
  return isApiError(error) && error.errorCode === 'AGE_UNVERIFIED'
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
