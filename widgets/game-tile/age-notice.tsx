// C-17: a game launch the rule gate refused for age, in the game notice popup: the operator's
// minimum age in the player's language (the money pages' wording) and, while no birth date is known,
// the way to the profile's birthday field. A chunk of its own, fetched only when such a refusal comes.
import { closePopup } from '../../core/stores/popup'
import { needsBirthday } from '../../core/actions/age-refusal'
import { AgeFix, ageRefusalText } from '../lobbykit-site/pages/centre-kit/age-fix'

export function AgeNotice({ error, host }: { error: unknown; host: HTMLElement }) {
  return (
    <span className="lk-stack" part="age-notice">
      <span>{ageRefusalText(error)}</span>
      {needsBirthday(error) && (
        <span>
          <AgeFix host={host} onFollow={() => closePopup('gameNotice')} />
        </span>
      )}
    </span>
  )
}
