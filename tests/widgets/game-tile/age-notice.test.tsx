// C-17 on the game launch, against the reference server: a member without a birth date is refused a
// real-money launch by the rule gate (AGE_UNVERIFIED, the operator's minimum age); the game notice says
// so in the member's language with that age (the money pages' wording, not the server's sentence) and
// links to the profile's birthday, through the widgets' link handling (a lobbykit-navigate the host
// or the site's router takes), then closes.
import { describe, expect, it } from 'vitest'
import { fetchGameList } from '../../../core/api/games'
import { launchGame } from '../../../core/games/launch'
import { loadDictionary } from '../../../core/i18n/index'
import { $locale } from '../../../core/stores/locale'
import { $popup, closePopup } from '../../../core/stores/popup'
import { login } from '../../../core/stores/session'
import { GamePopups } from '../../../widgets/game-tile/game-popups'
import { demo, until, usePlatform } from '../../helpers/platform'
import { recordNavigation, renderPage, text } from '../../helpers/render-page'

const server = usePlatform()

async function refusedLaunch() {
  await demo(server(), 'PUT', '/demo/api/settings', { brand: { minAge: 21 } })
  server().db.prepare("DELETE FROM member_ages WHERE member_id = '10000001'").run()
  await login({ type: 'username', username: 'demo', password: 'Demo1234!' })
  closePopup('afterLogin')
  const [game] = (await fetchGameList({ gameType: 'RNG', vassalage: 'PG', pageNo: 1, pageSize: 1 }, 'EN'))
    .games
  const { container } = renderPage(() => <GamePopups host={document.body} />, { path: '/' })
  expect(await launchGame(game!)).toBe('failed')
  await until(() => expect(document.querySelector('[part=age-notice]')).not.toBeNull())
  return container
}

describe('the age refusal on a game launch (C-17)', () => {
  it('C-17: the game notice names the minimum age and leads to the profile birthday', async () => {
    await refusedLaunch()
    expect($popup.get()?.name).toBe('gameNotice')
    expect(text(document.querySelector('[part=age-notice] > span'))).toBe(
      'Real-money play is for players aged 21 or over. Please add your date of birth first.',
    )
    const link = document.querySelector<HTMLAnchorElement>('[part=age-notice] [part=age-fix]')!
    expect(text(link)).toBe('Add your date of birth')
    const paths = recordNavigation()
    link.click()
    expect(paths).toContain('/member?tab=security')
    expect($popup.get()?.name).not.toBe('gameNotice')
  })

  it('C-17: says it in Urdu, not in the server English', async () => {
    await loadDictionary('UR')
    $locale.set('UR')
    await refusedLaunch()
    await until(() =>
      expect(text(document.querySelector('[part=age-notice] > span'))).toBe(
        'اصلی رقم سے کھیلنا صرف 21 سال یا اس سے زیادہ عمر کے کھلاڑیوں کے لیے ہے۔ براہ کرم پہلے اپنی تاریخ پیدائش درج کریں۔',
      ),
    )
    expect(text(document.querySelector('[part=age-fix]'))).toBe('اپنی تاریخ پیدائش درج کریں')
  })
})
