/**
 * The route table of spec §2 and its guards (§2, §6). Pure data and functions: the router
 * (`router.ts`) keeps the address, `lobbykit-site.tsx` renders what `decide()` answers.
 */

/** Which page module renders a route (`page-modules.ts` imports each lazily: SYS-18, NS-1). */
export type PageKey =
  | 'home'
  | 'category'
  | 'favorite'
  | 'recent'
  | 'help'
  | 'mirror'
  | 'down'
  | 'announce'
  | 'agent'
  | 'promotions'
  | 'search'
  | 'member'
  | 'pointMall'
  | 'referral'
  | 'responsibleGaming'
  | 'agentHome'
  | 'seamless'
  | 'lottery'
  | 'forget'
  | 'notFound'

/** Who may open a route: anyone, a logged-in member, a holder of a session token, an agent. */
export type Access = 'public' | 'login' | 'token' | 'agent'

/** full: header, side menu, footer; play: no side menu (ROUTE-29); bare: no normal header (ROUTE-11). */
export type Layout = 'full' | 'play' | 'bare'

export interface Route {
  page: PageKey
  access: Access
  layout: Layout
  /** /login and /register open their popup over home (ROUTE-4, ROUTE-6, NS-12). */
  popup?: 'login' | 'register'
}

const route = (
  page: PageKey,
  access: Access = 'public',
  layout: Layout = 'full',
  popup?: Route['popup'],
): Route => ({
  page,
  access,
  layout,
  popup,
})

/** Game category → its lobby path (api.md "Route → game type"). */
export const CATEGORY_PATHS: Record<string, string> = {
  RNG: '/rng',
  LIVE: '/live',
  FISH: '/fish',
  PVP: '/pvp',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  LOTT: '/lott',
  ELOTT: '/elott',
  COCKFIGHT: '/cockfight',
}

/**
 * SYS-2: categories with no route of spec §2, reached at their home section (`/#poker`): the
 * category → the home address's hash.
 */
export const HOME_CATEGORY_HASH: Record<string, string> = { POKER: 'poker' }

const HOME = route('home')
const LOTTERY = route('lottery', 'token', 'play')

/** Every route of spec §2, keyed by its lower-case path (paths match in any case: /pointMall, /pointmall). */
export const ROUTES: Record<string, Route> = {
  // ROUTE-1: the four home paths.
  '/': HOME,
  '/index': HOME,
  '/index.html': HOME,
  '/home': HOME,
  // ROUTE-3: a lobby per category.
  ...Object.fromEntries(Object.values(CATEGORY_PATHS).map((path) => [path, route('category')])),
  '/login': route('home', 'public', 'full', 'login'),
  '/register': route('home', 'public', 'full', 'register'),
  '/forget': route('forget'),
  '/agent': route('agent'),
  '/agenthome': route('agentHome', 'agent', 'bare'),
  '/member': route('member', 'login'),
  '/help': route('help'),
  '/promotions': route('promotions'),
  '/pointmall': route('pointMall', 'login'),
  '/announce': route('announce'),
  '/down': route('down'),
  // The launched game full page (NS-31). Not token-guarded: a visitor's free trial plays here too.
  '/seamless': route('seamless', 'public', 'play'),
  '/favorite': route('favorite', 'login'),
  '/recent': route('recent', 'login'),
  // ROUTE-25/26/29: lottery pages and their aliases (/lottert: DESIGN Decisions).
  '/lottery': LOTTERY,
  '/lottert': LOTTERY,
  '/sealottery': LOTTERY,
  '/vnlottery': LOTTERY,
  '/referral': route('referral', 'login'),
  // The member centre's responsible-gaming section, linked from the footer's 18+ line.
  '/responsible-gaming': route('responsibleGaming', 'login'),
  // Not in the §2 table but linked from it: the mirror list (§2 Other pages, footer) and search (§2 Home).
  '/mirror': route('mirror'),
  '/search': route('search'),
}

const NOT_FOUND = route('notFound')

/** The path without a trailing slash (but `/` stays `/`). */
export function normalisePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}

/** The route of `path`, or the not-found route. */
export function findRoute(path: string): Route {
  return ROUTES[normalisePath(path).toLowerCase()] ?? NOT_FOUND
}

/** What the guards need to know about the visitor. */
export interface Visitor {
  loggedIn: boolean
  isAgent: boolean
  /** A session token is held (spec §2: lottery pages need one). */
  hasToken: boolean
}

/** What the site does with a path. */
export type Decision =
  | { type: 'render'; route: Route }
  /** Render home and open `popup`; the address becomes `/` (ROUTE-4, ROUTE-6). */
  | { type: 'popup'; popup: 'login' | 'register' }
  /** ROUTE-24, ROUTE-4 (§6): log in first — home with the login popup, then on to `target`. */
  | { type: 'login'; target: string }
  /** Go elsewhere at once, replacing the address (ROUTE-12 → /agent, ROUTE-26/31 → /login). */
  | { type: 'redirect'; to: string; target?: string }

/** The guards of §2 and §6 for `path`. */
export function decide(path: string, visitor: Visitor): Decision {
  const found = findRoute(path)
  // A member has nothing to log in or register for: home.
  if (found.popup && visitor.loggedIn) return { type: 'redirect', to: '/' }
  if (found.popup) return { type: 'popup', popup: found.popup }
  switch (found.access) {
    case 'login':
      return visitor.loggedIn ? { type: 'render', route: found } : { type: 'login', target: path }
    case 'token':
      return visitor.hasToken
        ? { type: 'render', route: found }
        : { type: 'redirect', to: '/login', target: path }
    case 'agent':
      return visitor.loggedIn && visitor.isAgent
        ? { type: 'render', route: found }
        : { type: 'redirect', to: '/agent' }
    default:
      return { type: 'render', route: found }
  }
}
