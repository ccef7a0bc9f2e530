// Spec §3 Vendor codes: image paths (LOBBY-24), the combined vendors (LOBBY-25) and the image
// variants (LOBBY-26), as pure rules.
import { describe, expect, it } from 'vitest'
import type { VendorCard } from '../../../core/api/games'
import {
  combinedVendor,
  iconUrl,
  IMAGE_VARIANTS,
  imageCode,
  pickImageBase,
  vendorEntries,
} from '../../../core/games/vendor-codes'

const card = (vassalage: string, displayName = vassalage, gameCount?: number): VendorCard => ({
  vassalage,
  displayName,
  gameCount,
})
const BASE = 'https://img.example/icons'

describe('LOBBY-24 image codes', () => {
  it('treats LOTT as ELOTT and leaves every other code as it is (upper case)', () => {
    expect(imageCode('LOTT')).toBe('ELOTT')
    expect(imageCode('lott')).toBe('ELOTT')
    expect(imageCode('ELOTT')).toBe('ELOTT')
    expect(imageCode('TCG_SEA')).toBe('TCG_SEA')
    expect(imageCode('pg')).toBe('PG')
  })

  it('builds the LOTT image paths from ELOTT, for vendors and game types', () => {
    expect(iconUrl(BASE, 'type', 'LOTT', 'nav')).toBe(`${BASE}/type/ELOTT/nav.svg`)
    expect(iconUrl(`${BASE}/`, 'vendor', 'LOTT', 'small-active')).toBe(
      `${BASE}/vendor/ELOTT/small-active.svg`,
    )
    expect(iconUrl(BASE, 'vendor', 'JL', 'list-purple')).toBe(`${BASE}/vendor/JL/list-purple.svg`)
  })
})

describe('LOBBY-26 image variants', () => {
  it('has small (default, active), list (white, colour, purple) and nav variants, each its own path', () => {
    expect(IMAGE_VARIANTS).toEqual([
      'small',
      'small-active',
      'list-white',
      'list-color',
      'list-purple',
      'nav',
    ])
    const urls = IMAGE_VARIANTS.map((variant) => iconUrl(BASE, 'vendor', 'PG', variant))
    expect(new Set(urls).size).toBe(6)
  })

  it('gives no image without an image CDN, and picks one of the http(s) CDNs at random', () => {
    expect(iconUrl(null, 'vendor', 'PG', 'small')).toBeNull()
    expect(pickImageBase(undefined)).toBeNull()
    expect(pickImageBase(['javascript:alert(1)'])).toBeNull()
    const cdns = ['https://a.example/i', 'https://b.example/i']
    expect(pickImageBase(cdns, () => 0)).toBe(cdns[0])
    expect(pickImageBase(cdns, () => 0.99)).toBe(cdns[1])
  })
})

describe('LOBBY-25 combined vendors', () => {
  it('groups BTI* always and TCG* only when the language list holds TY', () => {
    expect(combinedVendor('BTI', [])).toBe('BTI')
    expect(combinedVendor('BTI_VS', ['EN'])).toBe('BTI')
    expect(combinedVendor('TCG_SEA', ['EN', 'UR'])).toBeNull()
    expect(combinedVendor('TCG_SEA', ['EN', 'TY'])).toBe('TCG')
    expect(combinedVendor('LOTT', ['TY'])).toBeNull()
    expect(combinedVendor('PG', ['TY'])).toBeNull()
  })

  it('shows the vendors of one combined vendor once, in the place of the first, filtering by all their codes', () => {
    const cards = [
      card('LOTT', 'TCG Lottery', 5),
      card('TCG_SEA', 'TCG SEA Lottery', 3),
      card('PG'),
      card('TCG_LOTTO_VN', 'TCG VN Lotto', 3),
    ]
    const merged = vendorEntries(cards, ['EN', 'TY'])
    expect(merged.map((e) => e.key)).toEqual(['LOTT', 'TCG_SEA,TCG_LOTTO_VN', 'PG'])
    expect(merged[1]).toMatchObject({
      codes: ['TCG_SEA', 'TCG_LOTTO_VN'],
      displayName: 'TCG',
      imageCode: 'TCG',
      gameCount: 6,
    })
    expect(merged[0]).toMatchObject({ imageCode: 'ELOTT', displayName: 'TCG Lottery' })
    // Without TY every TCG vendor stands alone.
    expect(vendorEntries(cards, ['EN', 'UR']).map((e) => e.key)).toEqual([
      'LOTT',
      'TCG_SEA',
      'PG',
      'TCG_LOTTO_VN',
    ])
  })

  it('merges BTI codes whatever the languages; a lone member keeps its own name and image', () => {
    expect(
      vendorEntries([card('BTI', 'BTI Sports'), card('BTI_VS', 'BTI Virtual Sports')], ['EN']).map((e) => [
        e.key,
        e.displayName,
      ]),
    ).toEqual([['BTI,BTI_VS', 'BTI']])
    expect(vendorEntries([card('TCG_SEA', 'TCG SEA Lottery')], ['TY'])[0]).toMatchObject({
      key: 'TCG_SEA',
      displayName: 'TCG SEA Lottery',
      imageCode: 'TCG_SEA',
    })
  })
})
