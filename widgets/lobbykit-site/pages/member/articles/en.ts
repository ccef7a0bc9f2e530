/** The about-us, blog and news pages' English wording (MEMBER-21…23); Urdu in ur.ts. */
export const en = {
  art_list_ABOUT: 'About us articles',
  art_list_BLOG: 'Blog posts',
  art_list_NEWS: 'News',
  art_pages_ABOUT: 'About us pages',
  art_pages_BLOG: 'Blog pages',
  art_pages_NEWS: 'News pages',
  art_back_ABOUT: 'Back to about us',
  art_back_BLOG: 'Back to the blog',
  art_back_NEWS: 'Back to the news',
  art_published: 'Published {0}',
  art_read: 'Read more: {0}',
  art_empty: 'Nothing has been published here yet.',
}

declare module '../../../../../core/i18n/index' {
  interface Messages extends Record<keyof typeof en, string> {}
}
