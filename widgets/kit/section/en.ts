/** The section elements' shared wording (`<member-centre>`, `<agent-centre>`, `<promotion-list>`, `<lottery-hall>`). */
export const en = {
  section_login_needed: 'Log in to see this.',
  section_log_in: 'Log in',
  section_real_account: 'This needs a real account: the free demo cannot open it.',
}

declare module '../../../core/i18n/index' {
  interface Messages extends Record<keyof typeof en, string> {}
}
