// Runs around every unit and widget test (vitest.config.mjs setupFiles): after each test its DOM is
// removed and the core stores a test leaves behind (an open popup, toasts, a launched game, sms
// countdowns, the favourite throttle, one-off session flags) are back to their start. The session,
// the system status and the language stay as each file's own beforeAll / beforeEach sets them.
import { afterEach } from 'vitest'
import { $gameView } from '../core/games/launch'
import { resetFavouriteThrottle } from '../core/stores/favourites'
import { closePopup } from '../core/stores/popup'
import { $sessionEnded } from '../core/stores/session'
import { resetSmsCountdown } from '../core/stores/sms'
import { clearToasts } from '../core/stores/toast'
import { unmountAll } from './helpers/dom'

afterEach(async () => {
  await unmountAll()
  closePopup()
  clearToasts()
  $gameView.set(null)
  resetSmsCountdown()
  resetFavouriteThrottle()
  $sessionEnded.set(false)
})
