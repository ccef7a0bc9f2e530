import { describe, expect, it } from 'vitest'
import type { GameMenu } from '../../../../core/api/games'
import { formatClock, gmtOffset } from '../../../../widgets/lobbykit-site/layout/clock'
import {
  footerLinks,
  LANGUAGES,
  navigationItems,
  sideMenuItems,
} from '../../../../widgets/lobbykit-site/routing/nav'

const menu = (gameType: string, vendors = 1): GameMenu => ({
  gameType,
  vendors: Array.from({ length: vendors }, (_, i) => ({
    vassalage: `${gameType}${i}`,
    displayName: `${gameType} ${i}`,
  })),
})
const ALL_ON = { MANUALREBATE: true, VIP: true, REFERRAL: true, AGENTPOLICY: true }
const ALL_OFF = { MANUALREBATE: false, VIP: false, REFERRAL: false, AGENTPOLICY: false }

describe('navigation order (MENU-1..3)', () => {
  it('is home, the categories with a vendor in menu order, then cockfight, favourites, promotions', () => {
    const items = navigationItems([
      menu('LIVE'),
      menu('RNG', 3),
      menu('FISH', 0),
      menu('COCKFIGHT'),
      menu('SPORTS'),
    ])
    expect(items.map((i) => i.id)).toEqual([
      'HOME',
      'LIVE',
      'RNG',
      'SPORTS',
      'COCKFIGHT',
      'FAV',
      'PROMOTIONS',
    ])
    expect(items.map((i) => i.href)).toEqual([
      '/',
      '/live',
      '/rng',
      '/sports',
      '/cockfight',
      '/favorite',
      '/promotions',
    ])
  })

  it('leads a category with no route of its own to its home section (SYS-2 poker)', () => {
    const items = navigationItems([menu('ELOTT'), menu('POKER'), menu('COCKFIGHT')])
    expect(items.map((i) => [i.id, i.href])).toEqual([
      ['HOME', '/'],
      ['ELOTT', '/elott'],
      ['POKER', '/#poker'],
      ['COCKFIGHT', '/cockfight'],
      ['FAV', '/favorite'],
      ['PROMOTIONS', '/promotions'],
    ])
    expect(navigationItems([menu('POKER', 0)]).some((i) => i.id === 'POKER')).toBe(false)
  })

  it('drops a category whose vendors are gone (MENU-2)', () => {
    expect(navigationItems([menu('RNG', 0), menu('PVP')]).map((i) => i.id)).toEqual([
      'HOME',
      'PVP',
      'COCKFIGHT',
      'FAV',
      'PROMOTIONS',
    ])
  })
})

describe('the side menu (MENU-3, MENU-6)', () => {
  it('names every page once: promotions is the navigation list’s entry, not repeated below it', () => {
    for (const flags of [ALL_ON, ALL_OFF]) {
      const entries = [...navigationItems([menu('LIVE'), menu('RNG')]), ...sideMenuItems(flags)]
      const hrefs = entries.map((i) => i.href)
      expect(hrefs.filter((href) => href === '/promotions')).toHaveLength(1)
      expect(new Set(hrefs).size).toBe(hrefs.length)
      expect(entries.filter((i) => i.label === 'site_promotions')).toHaveLength(1)
    }
  })
})

describe('flags hide menu items (MENU-7, MENU-9, MENU-21, FTR-1)', () => {
  it('lists rebate, VIP and invite friends only with their flags', () => {
    const on = sideMenuItems(ALL_ON).map((i) => i.id)
    expect(on).toEqual(['bet-record', 'rebate', 'rewards', 'vip', 'invite', 'down', 'help'])
    const off = sideMenuItems(ALL_OFF).map((i) => i.id)
    expect(off).toEqual(['bet-record', 'rewards', 'down', 'help'])
  })

  it('shows the footer rebate, VIP and agent links by flag', () => {
    expect(footerLinks(ALL_ON).map((i) => i.id)).toEqual([
      'promotions',
      'missions',
      'rebate',
      'rewards',
      'vip',
      'agent',
      'vendors',
      'help',
    ])
    expect(footerLinks(ALL_OFF).map((i) => i.id)).toEqual([
      'promotions',
      'missions',
      'rewards',
      'vendors',
      'help',
    ])
  })
})

describe('header clock and languages (HDR-2, I18N-2)', () => {
  const at = (offsetMinutes: number) => {
    const date = new Date('2026-01-02T03:04:05Z')
    date.getTimezoneOffset = () => -offsetMinutes
    return date
  }

  it('shows the local GMT offset', () => {
    expect(gmtOffset(at(300))).toBe('GMT+5')
    expect(gmtOffset(at(330))).toBe('GMT+5:30')
    expect(gmtOffset(at(-180))).toBe('GMT-3')
    expect(gmtOffset(at(0))).toBe('GMT+0')
    expect(gmtOffset(at(-570))).toBe('GMT-9:30')
  })

  it('puts the time with seconds before the offset', () => {
    expect(formatClock(at(300), 'EN')).toMatch(/^\d{2}:\d{2}:\d{2} GMT\+5$/)
  })

  it('offers every language code of spec §1', () => {
    const codes =
      'CN EN JA TH VI MY ES HI ID KM KO MS PT PT-BR TA TW TY UR UR-LA TR BN AR FA RU KK UZ LO NE FR'.split(
        ' ',
      )
    expect(LANGUAGES.map(([code]) => code).sort()).toEqual(codes.sort())
  })
})
