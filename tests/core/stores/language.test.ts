import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it, vi } from 'vitest'
import { configure } from '../../../core/config'
import { directionOf, t } from '../../../core/i18n/index'
import { storedKey, readLocal, STORAGE_KEYS } from '../../../core/storage'
import { $locale } from '../../../core/stores/locale'
import { initLanguage, setLanguage } from '../../../core/stores/language'
import { $member, loadMemberInfo, login } from '../../../core/stores/session'
import { $theme, initTheme, setTheme } from '../../../core/stores/theme'
import { usePlatform } from '../../helpers/platform'

const platform = usePlatform()

describe('language change (spec §4)', () => {
  it('sets the locale, keeps the language and the previous one, and loads Urdu (I18N-5, I18N-6, I18N-8)', async () => {
    await setLanguage('ur')
    expect($locale.get()).toBe('UR')
    expect(readLocal(STORAGE_KEYS.language)).toBe('UR')
    expect(readLocal(STORAGE_KEYS.previousLanguage)).toBe('EN')
    expect(t('retry')).toBe('دوبارہ کوشش کریں')
    expect(directionOf($locale.get())).toBe('rtl')
  })

  it('tells the server when a member is logged in (I18N-7)', async () => {
    await login({ type: 'username', username: 'demo', password: 'Demo1234!' })
    await setLanguage('UR')
    await loadMemberInfo()
    expect($member.get()?.language).toBe('UR')
  })

  it('falls back to English for a language without a dictionary', async () => {
    await setLanguage('FR')
    expect(t('retry')).toBe('Try again')
    expect(directionOf('FR')).toBe('ltr')
  })

  it('merges an operator dictionary from the configured URL over the bundled one', async () => {
    const operator = createServer((req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' })
      res.end(JSON.stringify(req.url === '/i18n/TH.json' ? { retry: 'ลองอีกครั้ง', nonsense: 42 } : {}))
    })
    await new Promise<void>((resolve) => operator.listen(0, '127.0.0.1', resolve))
    const { port } = operator.address() as AddressInfo
    configure({ i18n: `http://127.0.0.1:${port}/i18n/{lang}.json` })
    await setLanguage('TH')
    expect(t('retry')).toBe('ลองอีกครั้ง')
    expect(t('cancel')).toBe('Cancel') // missing keys fall back to English
    operator.close()
  })

  it('starts in the kept language over the configured one', () => {
    localStorage.setItem(storedKey(STORAGE_KEYS.language), 'UR')
    initLanguage('EN')
    expect($locale.get()).toBe('UR')
  })
})

describe('theme (SYS-7, NS-27)', () => {
  it('follows prefers-color-scheme until the user picks, then keeps the pick', () => {
    const media = { matches: true, addEventListener: vi.fn() }
    vi.stubGlobal('matchMedia', () => media)
    initTheme('auto')
    expect($theme.get()).toBe('dark')
    setTheme('light')
    expect(readLocal(STORAGE_KEYS.theme)).toBe('light')
    initTheme('auto')
    expect($theme.get()).toBe('light')
    vi.unstubAllGlobals()
  })

  it('uses the configured theme when there is no pick', () => {
    initTheme('dark')
    expect($theme.get()).toBe('dark')
  })
})
