import { atom } from 'nanostores'

/** Current interface language code (EN, UR …). Changed only through `setLanguage` (I18N-5, I18N-8). */
export const $locale = atom<string>('EN')
