/** English wording of `<announcement-popup>` (source of truth for ur.ts). */
export const announcementEn = {
  ann_title: 'Announcements',
  ann_list: 'Announcement list',
  ann_pages: 'Announcement pages',
  ann_previous: 'Previous page',
  ann_next: 'Next page',
  ann_page: 'Page {0}',
}
