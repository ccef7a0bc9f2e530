/**
 * What the side menu, header menu and footer list, as data: the navigation order of spec §2 and the
 * white-label flags that hide entries (MENU-1..14, MENU-21, FTR-1, FTR-2). Pure, so it is tested alone.
 */
import type { GameMenu } from '../../../core/api/games'
import type { Whitelabel } from '../../../core/api/types'
import { CATEGORY_PATHS, HOME_CATEGORY_HASH } from './routes'

/** One navigation entry: `label` is a message key (or the category code), `href` a site path. */
export interface NavItem {
  id: string
  label: string
  href: string
}

/** The member-centre sections of spec §2, reached as `/member?tab=<id>`. */
export const MEMBER_SECTIONS = [
  'security',
  'wallet-transfer',
  'deposit',
  'withdraw',
  'transfer-upline',
  'transfer-downline',
  'betting-record',
  'account-record',
  'profit-loss',
  'bonus',
  'rewards',
  'referral',
  'missions',
  'messages',
  'rebate',
  'rank',
  'vip',
  'red-envelope',
  'points',
  'feedback',
  // Player protection (limits, reality check, cool-off, self-exclusion).
  'responsible-gaming',
  'about',
  'blog',
  'news',
  'winners',
] as const
export type MemberSection = (typeof MEMBER_SECTIONS)[number]

/** The member centre's navigation groups, in order; every section of MEMBER_SECTIONS is in one. */
export const MEMBER_GROUPS: readonly (readonly [
  group: 'wallet' | 'records' | 'rewards' | 'account' | 'about',
  sections: readonly MemberSection[],
])[] = [
  ['wallet', ['deposit', 'withdraw', 'wallet-transfer', 'transfer-upline', 'transfer-downline']],
  ['records', ['betting-record', 'account-record', 'profit-loss']],
  [
    'rewards',
    [
      'bonus',
      'rewards',
      'points',
      'red-envelope',
      'missions',
      'rebate',
      'rank',
      'vip',
      'referral',
      'winners',
    ],
  ],
  ['account', ['security', 'messages', 'feedback', 'responsible-gaming']],
  ['about', ['about', 'blog', 'news']],
]

/** A member-centre section's path. */
export const memberPath = (section: MemberSection): string => `/member?tab=${section}`

/** Sections a white-label flag switches off (MENU-21, FLAG-2..4). */
const SECTION_FLAGS: Partial<Record<MemberSection, keyof Whitelabel>> = {
  rebate: 'MANUALREBATE',
  vip: 'VIP',
  referral: 'REFERRAL',
}

/** Whether `section` is switched on by the white-label flags. */
export function sectionEnabled(section: MemberSection, flags: Whitelabel): boolean {
  const flag = SECTION_FLAGS[section]
  return !flag || flags[flag] === true
}

/**
 * MENU-1..3: Home; then the categories that have at least one vendor, in the menus' order; then
 * cockfight, favourites, promotions. A category with no route of its own (SYS-2 poker) leads to its
 * home section.
 */
export function navigationItems(menus: GameMenu[]): NavItem[] {
  const hrefOf = (type: string) =>
    CATEGORY_PATHS[type] ?? (HOME_CATEGORY_HASH[type] ? `/#${HOME_CATEGORY_HASH[type]}` : undefined)
  const categories = menus
    .filter((menu) => menu.gameType !== 'COCKFIGHT' && menu.vendors.length > 0 && hrefOf(menu.gameType))
    .map((menu) => ({
      id: menu.gameType,
      label: `game_type_${menu.gameType}`,
      href: hrefOf(menu.gameType)!,
    }))
  return [
    { id: 'HOME', label: 'site_home', href: '/' },
    ...categories,
    { id: 'COCKFIGHT', label: 'game_type_COCKFIGHT', href: '/cockfight' },
    { id: 'FAV', label: 'game_type_FAV', href: '/favorite' },
    { id: 'PROMOTIONS', label: 'site_promotions', href: '/promotions' },
  ]
}

/**
 * MENU-5..14 after the navigation list: the side menu's other entries, by flag (speed tester and
 * service apart). MENU-6's promotions entry is the navigation list's last one (MENU-3): the side menu
 * shows both lists, so it is not repeated here.
 */
export function sideMenuItems(flags: Whitelabel): NavItem[] {
  const items: (NavItem & { section?: MemberSection })[] = [
    { id: 'bet-record', label: 'site_bet_record', href: memberPath('betting-record') },
    { id: 'rebate', label: 'site_rebate', href: memberPath('rebate'), section: 'rebate' },
    { id: 'rewards', label: 'site_rewards', href: memberPath('rewards') },
    { id: 'vip', label: 'site_vip', href: memberPath('vip'), section: 'vip' },
    { id: 'invite', label: 'site_invite', href: '/referral', section: 'referral' },
    { id: 'down', label: 'site_app_download', href: '/down' },
    { id: 'help', label: 'site_help', href: '/help' },
  ]
  return items
    .filter((item) => !item.section || sectionEnabled(item.section, flags))
    .map(({ id, label, href }) => ({ id, label, href }))
}

/**
 * FTR-1: the footer's links, by flag (NS-30: the agent link follows the agent-policy flag); for an
 * agent it leads into the agent centre (ROLE-12), for anyone else to the agent login page.
 */
export function footerLinks(flags: Whitelabel, isAgent = false): NavItem[] {
  const items: NavItem[] = [
    { id: 'promotions', label: 'site_promotions', href: '/promotions' },
    { id: 'missions', label: 'site_missions', href: memberPath('missions') },
    ...(flags.MANUALREBATE ? [{ id: 'rebate', label: 'site_rebate', href: memberPath('rebate') }] : []),
    { id: 'rewards', label: 'site_rewards', href: memberPath('rewards') },
    ...(flags.VIP ? [{ id: 'vip', label: 'site_vip', href: memberPath('vip') }] : []),
    ...(flags.AGENTPOLICY
      ? [{ id: 'agent', label: 'site_agent', href: isAgent ? '/agentHome' : '/agent' }]
      : []),
    { id: 'vendors', label: 'site_vendors', href: '/rng' },
    { id: 'help', label: 'site_help', href: '/help' },
  ]
  return items
}

/** FTR-3: the vendor logos the footer shows. */
export const FOOTER_VENDORS = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS']

/** I18N-2: every language code of spec §1, each with its own name (one list: core/i18n/languages.ts). */
export { LANGUAGES } from '../../../core/i18n/languages'
