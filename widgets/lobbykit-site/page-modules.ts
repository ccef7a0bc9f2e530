/**
 * The lazily imported module of each page (SYS-18, DESIGN Decisions: route groups are lazy). Each
 * default-exports a component taking `PageProps` (page.ts). Pages under `pages/` come from the
 * pages branch (issue 5, second half); until a page module exists in this checkout its entry points
 * at the not-found page (marked TEMPORARY) so the build stays green.
 */
import type { ComponentType } from 'react'
import type { PageProps } from './page'
import type { PageKey } from './routes'

export type PageModule = { default: ComponentType<PageProps> }

// TEMPORARY until widgets/lobbykit-site/pages/*.tsx land from branch issue-5-pages: replace each
// `missing('x')` by `() => import('./pages/x')`.
const missing = (_name: string) => () => import('./sections/not-found')

export const PAGE_MODULES: Record<PageKey, () => Promise<PageModule>> = {
  home: missing('home'),
  category: missing('category'),
  favorite: missing('favorite'),
  recent: missing('recent'),
  help: missing('help'),
  mirror: missing('mirror'),
  down: missing('down'),
  announce: missing('announce'),
  agent: missing('agent'),
  promotions: missing('promotions'),
  search: missing('search'),
  member: () => import('./sections/member'),
  pointMall: () => import('./sections/member'),
  referral: () => import('./sections/member'),
  agentHome: () => import('./sections/agent-home'),
  seamless: () => import('./sections/play'),
  lottery: () => import('./sections/play'),
  forget: () => import('./sections/forget'),
  notFound: () => import('./sections/not-found'),
}
