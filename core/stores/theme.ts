import { atom } from 'nanostores'
import { readLocal, writeLocal, STORAGE_KEYS } from '../storage'
import { emit } from '../events'

export type Theme = 'light' | 'dark'

/** The theme every widget renders in (SYS-7). */
export const $theme = atom<Theme>('light')

let media: MediaQueryList | null = null
const followSystem = () => {
  if (media && !readLocal(STORAGE_KEYS.theme)) $theme.set(media.matches ? 'dark' : 'light')
}

/** NS-27: follows prefers-color-scheme until the user picks; a pick is kept. */
export function initTheme(configured: 'light' | 'dark' | 'auto'): void {
  const stored = readLocal(STORAGE_KEYS.theme)
  if (stored === 'light' || stored === 'dark') return $theme.set(stored)
  if (configured !== 'auto') return $theme.set(configured)
  if (typeof matchMedia === 'function') {
    media ??= matchMedia('(prefers-color-scheme: dark)')
    media.addEventListener?.('change', followSystem)
    $theme.set(media.matches ? 'dark' : 'light')
  }
}

/** The user (or the operator, via `lobbykit('setTheme')`) picks a theme; it is kept. */
export function setTheme(theme: Theme): void {
  if (theme !== 'light' && theme !== 'dark') return
  writeLocal(STORAGE_KEYS.theme, theme)
  $theme.set(theme)
  emit('theme', { theme })
}
