/** English wording of `<banner-carousel>` (source of truth for ur.ts). */
export const en = {
  banner_label: 'Featured',
  // BNR-2: each group's carousel is a landmark of its own name (several can be on one page).
  banner_label_w_login: 'Offers for members',
  banner_label_w_register: 'Offers for new members',
  banner_label_w_forget: 'Account safety',
  banner_label_w_leftmenu: 'Highlights',
  banner_previous: 'Previous banner',
  banner_next: 'Next banner',
  banner_bullet: 'Go to banner {{index}}',
  banner_slide: '{{index}} of {{slidesLength}}',
  banner_pause: 'Pause the banners',
  banner_play: 'Play the banners',
  banner_new_tab: '(opens in a new tab)',
}

declare module '../../core/i18n/index' {
  interface Messages extends Record<keyof typeof en, string> {}
}
