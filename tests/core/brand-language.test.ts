// I18N-1..4: the brand config decides which languages are offered and the default for a new visitor.
import { afterEach, describe, expect, it } from 'vitest'
import type { BrandConfig } from '../../core/api/types'
import { STORAGE_KEYS, writeLocal } from '../../core/storage'
import { $locale } from '../../core/stores/locale'
import { applyBrandLanguage } from '../../core/stores/language'
import { brandLanguages } from '../../widgets/lobbykit-site/layout/narrow-prefs'

const URDU_FIRST: BrandConfig = { languages: ['ur', 'EN'], defaultLanguage: 'UR', minAge: 18 }
const ALL = ['EN', 'UR', 'CN', 'FR']

afterEach(() => {
  localStorage.clear()
  $locale.set('EN')
})

describe('brand languages (I18N-1..4)', () => {
  it('offers exactly the languages the brand names, normalised (I18N-3)', () => {
    expect(brandLanguages(URDU_FIRST, ALL)).toEqual(['UR', 'EN'])
  })

  it('offers every spec language when the brand names none (I18N-1)', () => {
    expect(brandLanguages(undefined, ALL)).toEqual(ALL)
    expect(brandLanguages({ ...URDU_FIRST, languages: [] }, ALL)).toEqual(ALL)
  })

  it("gives a visitor with no language of their own the brand's default (I18N-4)", () => {
    applyBrandLanguage(URDU_FIRST, '')
    expect($locale.get()).toBe('UR')
  })

  it("keeps the visitor's own choice and the operator's data-lang over the brand default", () => {
    writeLocal(STORAGE_KEYS.language, 'EN')
    applyBrandLanguage(URDU_FIRST, '')
    expect($locale.get()).toBe('EN')
    localStorage.clear()
    applyBrandLanguage(URDU_FIRST, 'EN')
    expect($locale.get()).toBe('EN')
  })
})
