import { useEffect } from 'react'
import { isApiError } from '../../../../core/errors'
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

/**
 * C-17: "Add your date of birth", to the profile's birthday field: the site's router (or, on a host
 * page, the route table through the section's link handling) opens the security section.
 */
export function AgeFix() {
  const t = useT()
  return (
    <a className="lk-link" href="/member?tab=security" part="age-fix" onClick={() => (focusBirthday = true)}>
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
