// I18N: the status call's texts — the maintenance and region pages' and the footer's licence line —
// are the server's in the asked language, and the site is where they show: it asks for the status
// again when the language changes, once a load under way has ended. A failure keeps the last answer
// (the page neither falls open nor blanks); a late answer in the language before is dropped.
import { fetchSystemStatus } from '../../../core/api/system'
import { $locale } from '../../../core/stores/locale'
import { $system, loadSystem, statusOf } from '../../../core/stores/system'

/** Follows the interface language with the status answer; answers the stop. */
export function followStatusLanguage(): () => void {
  return $locale.listen((lang) => {
    void loadSystem().then(
      (state) =>
        state.answer &&
        fetchSystemStatus().then(
          (answer) =>
            lang === $locale.get() &&
            $system.set({ loaded: true, status: statusOf(answer), answer, error: null }),
          () => {},
        ),
    )
  })
}
