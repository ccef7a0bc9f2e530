/** The tags lobbykit ships, in one place (build.mjs, the element docs, tests). Each has widgets/<tag>/index.ts. */
export const WIDGETS = ['member-login', 'speed-tester', 'announcement-popup', 'banner-carousel', 'notice-marquee']
