import { addMessages } from '../../../core/i18n/index'
import { $locale } from '../../../core/stores/locale'

/** The pages' English wording (source of truth for `ur.ts`; game types, Back and Search are core's); Urdu loads with the language. */
export const en = {
  pg_copy: 'Copy',
  pg_copied: 'Copied',
  pg_copy_failed: 'Could not copy: select the text and copy it yourself',
  pg_qr: 'QR code',
  pg_qr_title: 'QR code: {0}',
  pg_qr_of: 'QR code of the link {0}',
  pg_qr_hint: 'Scan it with a phone camera to open the link.',
  // Help (ROUTE-14..17)
  pg_help_title: 'Help centre',
  pg_help_contents: 'Contents',
  // Mirror list (PAGE-1..3)
  pg_mirror_title: 'Official Mirror List',
  pg_mirror_bookmark:
    'Bookmark one of these secure domains so you can always reach the official site. Only trust the domains listed here.',
  pg_mirror_open: 'Open',
  pg_mirror_verify: 'Verify an agent',
  pg_mirror_verify_hint:
    'Not sure someone really represents us? Ask customer service to verify them before you pay anything.',
  // App download (SYS-4)
  pg_down_title: 'Download the app',
  pg_down_ios: 'iPhone and iPad',
  pg_down_android: 'Android',
  pg_down_version: 'Version {0}, for {1} or later',
  pg_down_get: 'Download for {0}',
  pg_down_guide: 'How to install',
  pg_down_ios_1: 'Open this page in Safari and tap the download button.',
  pg_down_ios_2: 'Tap Install when asked. The app appears on your home screen.',
  pg_down_ios_3: 'Open Settings, then General, then VPN & Device Management, and trust the lobbykit profile.',
  pg_down_ios_4: 'Open the app and log in with your account.',
  pg_down_android_1: 'Tap the download button and wait until the file has downloaded.',
  pg_down_android_2: 'Open the downloaded file. If asked, allow installing apps from this source.',
  pg_down_android_3: 'Tap Install, then Open.',
  pg_down_android_4: 'Log in with your account.',
  // Agent landing (ROUTE-9, ROUTE-10)
  pg_agent_title: 'Become our agent',
  pg_agent_landing:
    'Earn commission on every player you bring in. Run your team, follow its results and get paid on time from the agent centre.',
  pg_agent_point_1: 'Commission on your team’s bets',
  pg_agent_point_2: 'Team reports in real time',
  pg_agent_point_3: 'A dedicated agent support line',
  pg_agent_hours: 'Consultation hours: Monday to Friday 12:00-21:00',
  pg_agent_contact: 'Talk to agent support',
  pg_agent_centre: 'Go to the agent centre',
  // Promotions (ROUTE-18, MEMBER-33)
  pg_promo_title: 'Promotions',
  pg_promo_period: '{0} to {1}',
  pg_promo_status: 'Status: {0}',
  pg_promo_join: 'Join',
  pg_promo_claim: 'Claim',
  pg_promo_details: 'Details',
  pg_promo_joined: 'You joined {0}',
  pg_promo_claimed: 'Bonus claimed: {0}',
  pg_promo_apply: 'Apply',
  pg_promo_apply_to: 'Apply to {0}',
  pg_promo_applied: 'Your application to {0} was sent: it is reviewed before the reward is ready to claim.',
  pg_promo_remarks: 'Remarks (optional)',
  pg_promo_remarks_count: '{0} of {1} characters',
  pg_promo_remarks_long: 'Please keep your remarks to {0} characters',
  pg_promo_send: 'Send application',
  pg_promo_cancel: 'Cancel',
  pg_promo_your_remarks: 'Your remarks: {0}',
  pg_promo_reason: 'Reason: {0}',
  pg_promo_reward: 'Reward: {0}',
  pg_promo_prize: 'Prize: {0}',
  pg_promo_raffle: 'Lucky draw',
  pg_promo_paid: '{0} was added to your balance',
  pg_status_join: 'Open to join',
  pg_status_claim: 'Ready to claim',
  pg_status_applying: 'Applying',
  pg_status_close: 'Closed',
  pg_status_rejected: 'Rejected',
  pg_status_issued: 'Issued',
  pg_status_claimed: 'Claimed',
  pg_status_process: 'In process',
  pg_status_signed: 'Joined',
  pg_status_comingSoon: 'Coming soon',
  // Announcements (ROUTE-20)
  pg_announce_title: 'Announcements',
  pg_announce_latest: 'Latest announcements',
  // Home (HOME-*)
  pg_home_title: 'Lobby',
  pg_tabs_label: 'Game categories',
  pg_load_more: 'Load more',
  pg_load_more_text: 'Currently displaying {0} {1} games out of {2}',
  pg_see_all: 'See all',
  pg_lobby_games: '{0} games',
  pg_winners_title: 'Winners',
  pg_winners_player: 'Player',
  pg_winners_game: 'Game',
  pg_winners_amount: 'Win',
  pg_search_title: 'Search games',
  pg_search_label: 'Game name',
  pg_search_results: 'Results for “{0}”',
  pg_favorite_title: 'My favourites',
  pg_recent_title: 'Recently played',
}

let urdu: Promise<typeof en> | undefined
const loadUrdu = () => (urdu ??= import('./ur').then((m) => m.ur))
addMessages(en, { UR: loadUrdu })
// With Urdu already on, the pages wait for their Urdu wording (added by addMessages before this
// resumes) instead of showing English first and re-flowing in Urdu a moment later (layout shift).
if ($locale.get().toUpperCase() === 'UR') await loadUrdu().catch(() => undefined)

declare module '../../../core/i18n/index' {
  interface Messages extends Record<keyof typeof en, string> {}
}
