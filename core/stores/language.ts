import { requestLanguageUpdate } from '../api/member'
import type { BrandConfig } from '../api/types'
import { emit } from '../events'
import { loadDictionary } from '../i18n/index'
import { readLocal, writeLocal, STORAGE_KEYS } from '../storage'
import { $locale } from './locale'
import { $session } from './session'

/** Normalises a language code (`ur` → `UR`, `pt-br` → `PT-BR`). */
export function normaliseLanguage(code: string): string {
  return code.trim().toUpperCase().replace('_', '-')
}

/** Spec §4 Language change: locale, two local-storage keys, server update, store (I18N-5..8). */
export async function setLanguage(code: string): Promise<void> {
  const next = normaliseLanguage(code)
  const previous = $locale.get()
  if (!next || next === previous) return
  writeLocal(STORAGE_KEYS.previousLanguage, previous)
  writeLocal(STORAGE_KEYS.language, next)
  $locale.set(next)
  emit('language', { language: next, previous })
  await loadDictionary(next)
  if ($session.get().status === 'loggedIn') {
    try {
      await requestLanguageUpdate(next)
    } catch (error) {
      console.error('[lobbykit] the language could not be saved on the server', error)
    }
  }
}

/** The language to start with: the one kept from last time, else the configured one. */
export function initLanguage(configured: string): void {
  $locale.set(normaliseLanguage(readLocal(STORAGE_KEYS.language) || configured || 'EN'))
  void loadDictionary($locale.get())
}

/**
 * I18N-3, I18N-4: once the brand config is known, a visitor who has no language of their own (none
 * kept from last time, none set by the operator's `data-lang`) gets the brand's default language.
 */
export function applyBrandLanguage(brand: BrandConfig | undefined, configured: string): void {
  const fallback = brand?.defaultLanguage
  if (!fallback || readLocal(STORAGE_KEYS.language) || configured) return
  const next = normaliseLanguage(fallback)
  if (next === $locale.get()) return
  $locale.set(next)
  void loadDictionary(next)
}
