/** English wording of `<notice-marquee>` (source of truth for ur.ts). */
export const marqueeEn = {
  marquee_label: 'Notices (open the announcements)',
  marquee_unread: '{0} unread messages',
}
