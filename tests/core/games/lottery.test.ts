// The lottery store's pure parts and the launch URL rules (LOTT-1..6, STORE-4, CONST-7, §9).
import { describe, expect, it } from 'vitest'
import { launchUrlOf, pickLaunchBase, safeGameUrl } from '../../../core/games/launch-url'
import {
  LOTTERY_ICONS,
  isPrizeMode,
  lotteryPayload,
  prizeModeOfBrand,
  toVnLotteryMenus,
} from '../../../core/stores/lottery'

describe('lottery store (LOTT-1..6, CONST-7)', () => {
  it('knows the four prize modes and the icon set; the brand type Lott is the LOTT mode', () => {
    expect(['LOTT', 'ZY', 'ELOTT', 'SEA'].every(isPrizeMode)).toBe(true)
    expect(isPrizeMode('XX')).toBe(false)
    expect([...LOTTERY_ICONS]).toEqual(['11X5', 'LF', 'LHC', 'PK10', 'SSC'])
    expect(prizeModeOfBrand('Lott')).toBe('LOTT')
    expect(prizeModeOfBrand(undefined)).toBe('LOTT')
  })

  it('reads the object of menus and gives every item accountTypeName TCG_LOTTO_VN (LOTT-2, LOTT-3, LOTT-8)', () => {
    const item = { gameCode: 'VN_NORTH', gameName: 'North', prizeMode: 'ZY', menuCode: 'SSC', icon: 'SSC' }
    const menus = toVnLotteryMenus({
      SSC: { menuCode: 'SSC', menuName: 'SSC', icon: 'SSC', gameMenus: [item as never] },
    })
    expect(menus).toHaveLength(1)
    expect(menus[0]!.gameMenus[0]).toMatchObject({ gameCode: 'VN_NORTH', accountTypeName: 'TCG_LOTTO_VN' })
  })

  it('builds the §7 payload: betting with a game code, lobby without (LOTT-5, LOTT-6)', () => {
    expect(lotteryPayload('ZY', 'VN_NORTH', 'http://x/vnlottery', 'UR')).toEqual({
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: 'ZY',
      lottoGameCode: 'VN_NORTH',
      lottoView: 'betting',
      device: 'WEB',
      backUrl: 'http://x/vnlottery',
      language: 'UR',
    })
    expect(lotteryPayload('SEA', null, '/', 'EN')).toMatchObject({ lottoGameCode: '', lottoView: 'lobby' })
  })
})

describe('launch URLs (STORE-4, §9, safe URLs)', () => {
  it('picks one launch CDN at random and serves the path from it', () => {
    const cdns = ['https://a.example/', 'https://b.example', 'javascript:alert(1)']
    expect(pickLaunchBase(cdns, () => 0)).toBe('https://a.example')
    expect(pickLaunchBase(cdns, () => 0.99)).toBe('https://b.example')
    expect(pickLaunchBase([], () => 0)).toBeNull()
    const answer = {
      url: 'https://origin.example/demo/games/play?ticket=t',
      path: '/demo/games/play?ticket=t',
    }
    expect(launchUrlOf(answer, cdns, () => 0.6)).toBe('https://b.example/demo/games/play?ticket=t')
    expect(launchUrlOf(answer, undefined)).toBe(answer.url)
  })

  it('refuses anything but http(s) and same-site paths', () => {
    expect(safeGameUrl('javascript:alert(1)')).toBeNull()
    expect(safeGameUrl('data:text/html,x')).toBeNull()
    expect(safeGameUrl('//evil.example/x')).toBeNull()
    expect(safeGameUrl('/demo/chat?ticket=1', 'https://site.example/')).toBe(
      'https://site.example/demo/chat?ticket=1',
    )
    expect(launchUrlOf({ url: 'javascript:alert(1)' }, [])).toBeNull()
  })
})
