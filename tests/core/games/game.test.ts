// Pure game rules: free-trial eligibility, tile style, the filter rules of spec §4 and page sizes.
import { describe, expect, it } from 'vitest'
import { gameNameOf, isHot, supportsFreeTrial, tileStyleOf } from '../../../core/games/game'
import {
  INITIAL_FILTERS,
  chooseClassification,
  chooseSubType,
  chooseVendor,
  goToPage,
  needsLogin,
  queryFor,
  searchFor,
  type LobbyFilters,
} from '../../../core/games/filters'
import { lotteryPathOf } from '../../../core/games/launch'
import { subTypesOf } from '../../../core/games/vendors'

describe('free trial eligibility (TILE-4, TILE-5)', () => {
  it('is offered when freeplay is 1 and not when it is 0, whatever supportPlay says', () => {
    expect(supportsFreeTrial({ freeplay: 1 })).toBe(true)
    expect(supportsFreeTrial({ freeplay: 0 })).toBe(false)
    expect(supportsFreeTrial({ freeplay: 0, supportPlay: 0 })).toBe(false)
    expect(supportsFreeTrial({ freeplay: 1, supportPlay: 1 })).toBe(true)
  })
  it('reads supportPlay 0 as supported only when freeplay is absent', () => {
    expect(supportsFreeTrial({ supportPlay: 0 })).toBe(true)
    expect(supportsFreeTrial({ supportPlay: 1 })).toBe(false)
    expect(supportsFreeTrial({})).toBe(false)
  })
})

describe('tile (TILE-1, TILE-6, TILE-9)', () => {
  it('picks one of five styles as (nodeId mod 5) + 1', () => {
    expect([1000, 1001, 1002, 1003, 1004, 1005].map(tileStyleOf)).toEqual([1, 2, 3, 4, 5, 1])
    expect(tileStyleOf(7)).toBe(3)
  })
  it('names the game by gameName, else nodeName; hot only for isHot 1', () => {
    expect(gameNameOf({ gameName: 'A', nodeName: 'B' })).toBe('A')
    expect(gameNameOf({ nodeName: 'B' })).toBe('B')
    expect(isHot({ isHot: 1 })).toBe(true)
    expect(isHot({ isHot: 0 })).toBe(false)
  })
})

describe('filter rules (spec §4 Game filters)', () => {
  const busy: LobbyFilters = { vendor: 'PG', classification: 'new', subType: 'JP', search: 'dragon', page: 7 }

  it('resets the classification to all when the vendor changes (LOBBY-10), with page 1 and no search (LOBBY-12, 13)', () => {
    expect(chooseVendor(busy, 'JL')).toEqual({
      vendor: 'JL',
      classification: 'all',
      subType: null,
      search: '',
      page: 1,
    })
    expect(chooseVendor(busy, null).vendor).toBeNull()
  })
  it('changes the classification from page 1 and clears the search (LOBBY-11..13)', () => {
    expect(chooseClassification(busy, 'hot')).toEqual({
      vendor: 'PG',
      classification: 'hot',
      subType: null,
      search: '',
      page: 1,
    })
  })
  it('filters by a sub-type from page 1, choosing it again removes it (LOBBY-8, 12, 13)', () => {
    const once = chooseSubType(busy, 'SC')
    expect(once).toEqual({ vendor: 'PG', classification: 'all', subType: 'SC', search: '', page: 1 })
    expect(chooseSubType(once, 'SC').subType).toBeNull()
  })
  it('searches the trimmed name from page 1 (LOBBY-4, LOBBY-5)', () => {
    expect(searchFor(busy, '  golden reels \t')).toMatchObject({ search: 'golden reels', page: 1 })
  })
  it('ignores a page beyond the total, below 1 or not whole (LOBBY-14)', () => {
    const at = { ...INITIAL_FILTERS, page: 3 }
    expect(goToPage(at, 11, 10)).toBe(at)
    expect(goToPage(at, 0, 10)).toBe(at)
    expect(goToPage(at, 2.5, 10)).toBe(at)
    expect(goToPage(at, 10, 10).page).toBe(10)
  })
})

describe('queries and page sizes (LOBBY-11, 17, 18; spec §9)', () => {
  it('asks the game list 40 a page, new only for the new tab, with the sub-type', () => {
    expect(queryFor('RNG', INITIAL_FILTERS)).toEqual({
      kind: 'list',
      gameType: 'RNG',
      vassalage: undefined,
      gameClassify: undefined,
      isNew: undefined,
      pageNo: 1,
      pageSize: 40,
    })
    expect(
      queryFor('RNG', { ...INITIAL_FILTERS, classification: 'new', vendor: 'PG', page: 2 }),
    ).toMatchObject({ kind: 'list', isNew: true, vassalage: 'PG', pageNo: 2, pageSize: 40 })
    expect(queryFor('RNG', chooseSubType(INITIAL_FILTERS, 'VP'))).toMatchObject({
      gameClassify: 'VP',
      pageSize: 40,
    })
  })
  it('asks hot, favourite and recent 15 a page', () => {
    for (const classification of ['hot', 'favourite', 'recent'] as const) {
      expect(queryFor('LIVE', { ...INITIAL_FILTERS, classification })).toMatchObject({
        kind: classification,
        gameType: 'LIVE',
        pageSize: 15,
      })
    }
  })
  it('asks a search 24 a page', () => {
    expect(queryFor('RNG', searchFor(INITIAL_FILTERS, 'koi'))).toMatchObject({
      kind: 'list',
      gameName: 'koi',
      pageSize: 24,
    })
  })
  it('gives HOT, FAV, RECENT and SEARCH alone, across every category', () => {
    expect(queryFor('HOT', INITIAL_FILTERS)).toMatchObject({ kind: 'hot', gameType: undefined, pageSize: 15 })
    expect(queryFor('FAV', INITIAL_FILTERS)).toMatchObject({
      kind: 'favourite',
      gameType: undefined,
      pageSize: 15,
    })
    expect(queryFor('RECENT', INITIAL_FILTERS)).toMatchObject({
      kind: 'recent',
      gameType: undefined,
      pageSize: 15,
    })
    expect(queryFor('SEARCH', searchFor(INITIAL_FILTERS, 'x'))).toMatchObject({
      kind: 'list',
      gameType: undefined,
      gameName: 'x',
      pageSize: 24,
    })
  })
  it('needs a login for favourites and recent only (FAV-3)', () => {
    expect(needsLogin(queryFor('FAV', INITIAL_FILTERS))).toBe(true)
    expect(needsLogin(queryFor('RECENT', INITIAL_FILTERS))).toBe(true)
    expect(needsLogin(queryFor('HOT', INITIAL_FILTERS))).toBe(false)
    expect(needsLogin(queryFor('RNG', INITIAL_FILTERS))).toBe(false)
  })
})

describe('sub-types and lottery routes', () => {
  const lane = {
    title: 'RNG',
    cards: [],
    gameClassify: ['SC', 'VP', 'JP', 'TG', 'AC', 'BG'].map((gameClassify) => ({
      gameClassify,
      vendors: ['PG'],
    })),
  }
  it('offers bingo only when the language list contains TY (LOBBY-8, LOBBY-9)', () => {
    expect(subTypesOf(lane, ['EN', 'UR'])).toEqual(['SC', 'VP', 'JP', 'TG', 'AC'])
    expect(subTypesOf(lane, ['EN', 'TY'])).toEqual(['SC', 'VP', 'JP', 'TG', 'AC', 'BG'])
  })
  it('routes VN, SEA and other lottery vendors with the gameCode (TILE-12..14, ROUTE-27)', () => {
    expect(lotteryPathOf({ vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT', gameCode: 'VN_NORTH' })).toBe(
      '/vnlottery?gameCode=VN_NORTH',
    )
    expect(lotteryPathOf({ vassalage: 'TCG_SEA', gameType: 'LOTT', gameCode: 'SEA_4D' })).toBe(
      '/sealottery?gameCode=SEA_4D',
    )
    expect(lotteryPathOf({ vassalage: 'LOTT', gameType: 'LOTT', gameCode: 'PK10' })).toBe(
      '/lottery?gameCode=PK10',
    )
    expect(lotteryPathOf({ vassalage: 'ELOTT', gameType: 'ELOTT', gameCode: 'E_K3' })).toBe(
      '/lottery?gameCode=E_K3',
    )
    expect(lotteryPathOf({ vassalage: 'PG', gameType: 'RNG', gameCode: 'x' })).toBeNull()
  })
})
