import { describe, expect, it } from 'vitest'
import { decide, findRoute, ROUTES, type Visitor } from '../../../../widgets/lobbykit-site/routing/routes'
import { normaliseBase, stripBase, toHref } from '../../../../widgets/lobbykit-site/routing/router'

const VISITOR: Visitor = { loggedIn: false, isAgent: false, hasToken: false }
const MEMBER: Visitor = { loggedIn: true, isAgent: false, hasToken: true }
const AGENT: Visitor = { loggedIn: true, isAgent: true, hasToken: true }

/** Every route of spec §2 (with the aliases it names). */
const SPEC_ROUTES = [
  '/',
  '/index',
  '/index.html',
  '/home',
  '/sports',
  '/esports',
  '/cockfight',
  '/lott',
  '/elott',
  '/live',
  '/fish',
  '/rng',
  '/pvp',
  '/login',
  '/register',
  '/forget',
  '/agent',
  '/agentHome',
  '/member',
  '/help',
  '/promotions',
  '/pointMall',
  '/announce',
  '/down',
  '/seamless',
  '/favorite',
  '/recent',
  '/lottery',
  '/seaLottery',
  '/vnLottery',
  '/sealottery',
  '/vnlottery',
  '/lottert',
  '/referral',
]

describe('route table (ROUTE-1..31)', () => {
  it('names a page for every route of spec §2, in any case', () => {
    for (const path of SPEC_ROUTES) expect(findRoute(path).page, path).not.toBe('notFound')
    expect(findRoute('/POINTMALL').page).toBe('pointMall')
    expect(findRoute('/rng/').page).toBe('category')
  })

  it('renders the four home paths as home (ROUTE-1)', () => {
    for (const path of ['/', '/index', '/index.html', '/home']) expect(findRoute(path).page).toBe('home')
  })

  it('renders each category path as the category lobby (ROUTE-3)', () => {
    for (const path of [
      '/sports',
      '/esports',
      '/cockfight',
      '/lott',
      '/elott',
      '/live',
      '/fish',
      '/rng',
      '/pvp',
    ]) {
      expect(findRoute(path)).toMatchObject({ page: 'category', access: 'public', layout: 'full' })
    }
  })

  it('answers an unknown path with the not-found page', () => {
    expect(findRoute('/nope').page).toBe('notFound')
    expect(decide('/nope', VISITOR)).toEqual({
      type: 'render',
      route: expect.objectContaining({ page: 'notFound' }),
    })
  })

  it('hides the side menu on the game-play pages only (ROUTE-29, ROUTE-30)', () => {
    const play = SPEC_ROUTES.filter((path) => findRoute(path).layout === 'play').sort()
    expect(play).toEqual(
      ['/lottery', '/lottert', '/seaLottery', '/sealottery', '/seamless', '/vnLottery', '/vnlottery'].sort(),
    )
    expect(findRoute('/agentHome').layout).toBe('bare') // ROUTE-11: no normal header
  })

  it('loads each route group lazily from its own module key (SYS-18)', () => {
    const pages = new Set(Object.values(ROUTES).map((r) => r.page))
    expect(pages.size).toBeGreaterThanOrEqual(16)
  })
})

describe('guards (§2, §6)', () => {
  it('sends a visitor to the login popup for favourites, recent and member pages, then on (ROUTE-24, ROLE-4)', () => {
    for (const path of ['/favorite', '/recent', '/member', '/pointMall', '/referral']) {
      expect(decide(path, VISITOR)).toEqual({ type: 'login', target: path })
      expect(decide(path, MEMBER).type).toBe('render')
    }
  })

  it('sends a visitor without a session token from the lottery pages to /login (ROUTE-26, ROUTE-31)', () => {
    for (const path of ['/lottery', '/seaLottery', '/vnLottery', '/lottert']) {
      expect(decide(path, VISITOR)).toEqual({ type: 'redirect', to: '/login', target: path })
      expect(decide(path, { ...VISITOR, hasToken: true }).type).toBe('render')
    }
  })

  it('lets a visitor onto /seamless, where a free trial plays full page on a narrow screen (NS-31, TILE-17)', () => {
    expect(decide('/seamless', VISITOR).type).toBe('render')
  })

  it('sends a non-agent from /agentHome to /agent (ROUTE-12)', () => {
    expect(decide('/agentHome', VISITOR)).toEqual({ type: 'redirect', to: '/agent' })
    expect(decide('/agentHome', MEMBER)).toEqual({ type: 'redirect', to: '/agent' })
    expect(decide('/agentHome', AGENT).type).toBe('render')
  })

  it('opens the login and register popups over home (ROUTE-4, ROUTE-6)', () => {
    expect(decide('/login', VISITOR)).toEqual({ type: 'popup', popup: 'login' })
    expect(decide('/register', VISITOR)).toEqual({ type: 'popup', popup: 'register' })
    expect(decide('/login', MEMBER)).toEqual({ type: 'redirect', to: '/' })
    expect(decide('/register', MEMBER)).toEqual({ type: 'redirect', to: '/' })
  })
})

describe('base path', () => {
  it('normalises and strips the configured base path', () => {
    expect(normaliseBase('casino/')).toBe('/casino')
    expect(normaliseBase('/')).toBe('')
    expect(stripBase('/casino/rng', '/casino')).toBe('/rng')
    expect(stripBase('/casino', '/casino')).toBe('/')
    expect(stripBase('/other/rng', '/casino')).toBeNull()
    expect(toHref('/help#term', '/casino')).toBe('/casino/help#term')
  })
})
