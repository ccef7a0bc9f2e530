/** English wording of `<language-select>` (source of truth for ur.ts). */
export const en = {
  language_select_label: 'Language',
}

declare module '../../core/i18n/index' {
  interface Messages extends Record<keyof typeof en, string> {}
}
