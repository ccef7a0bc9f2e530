/** The tags lobbykit ships, in one place (build.mjs, the element docs, tests). Each has widgets/<tag>/index.ts. */
export const WIDGETS = [
  'member-login',
  'member-register',
  'forgot-password',
  'game-tile',
  'game-lobby',
  'speed-tester',
  'announcement-popup',
  'banner-carousel',
  'notice-marquee',
  'language-select',
  'lobbykit-site',
  'member-centre',
  'agent-centre',
  'promotion-list',
  'lottery-hall',
]
