/** English wording of `<notice-marquee>` (source of truth for ur.ts). */
export const en = {
  marquee_label: 'Notices (open them in full)',
  marquee_notices: 'Notices',
  marquee_all: 'All announcements',
  marquee_unread: '{0} unread messages',
}

declare module '../../core/i18n/index' {
  interface Messages extends Record<keyof typeof en, string> {}
}
