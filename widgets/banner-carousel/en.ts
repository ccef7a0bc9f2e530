/** English wording of `<banner-carousel>` (source of truth for ur.ts). */
export const en = {
  banner_label: 'Featured',
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
