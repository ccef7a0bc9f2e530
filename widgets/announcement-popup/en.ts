/** English wording of `<announcement-popup>` (source of truth for ur.ts). */
export const en = {
  ann_title: 'Announcements',
  ann_list: 'Announcement list',
  ann_pages: 'Announcement pages',
}

declare module '../../core/i18n/index' {
  interface Messages extends Record<keyof typeof en, string> {}
}
