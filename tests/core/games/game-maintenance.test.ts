// ERR-9: launching a game whose vendor is under maintenance shows the catalogue's 'Game maintenance'
// (the reference server's GAME_MAINTENANCE), in English and Urdu, and launches nothing.
import { describe, expect, it } from 'vitest'
import { fetchGameList } from '../../../core/api/games'
import { $gameView, launchGame } from '../../../core/games/launch'
import { loadDictionary } from '../../../core/i18n/index'
import { $locale } from '../../../core/stores/locale'
import { $popup, closePopup } from '../../../core/stores/popup'
import { login } from '../../../core/stores/session'
import { demo, usePlatform } from '../../helpers/platform'

const server = usePlatform()

describe('game maintenance (ERR-9)', () => {
  it("says 'Game maintenance' for a vendor under maintenance and opens no game", async () => {
    await login({ type: 'username', username: 'demo', password: 'Demo1234!' })
    closePopup('afterLogin')
    const [game] = (await fetchGameList({ gameType: 'RNG', vassalage: 'PG', pageNo: 1, pageSize: 1 }, 'EN'))
      .games
    await demo(server(), 'PUT', '/demo/api/settings', { maintenanceVendors: ['PG'] })
    expect(await launchGame(game!)).toBe('failed')
    expect($popup.get()?.name).toBe('gameNotice')
    expect($gameView.get()).toMatchObject({ kind: 'notice', text: 'Game maintenance' })
    await loadDictionary('UR')
    $locale.set('UR')
    expect(await launchGame(game!)).toBe('failed')
    expect($gameView.get()).toMatchObject({ kind: 'notice', text: 'گیم کی مرمت جاری ہے' })
  })
})
