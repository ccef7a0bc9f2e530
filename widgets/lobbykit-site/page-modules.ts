/**
 * The lazily imported module of each page (SYS-18, DESIGN Decisions: route groups are lazy). Each
 * default-exports a component taking `PageProps` (page.ts).
 */
import type { ComponentType } from 'react'
import type { PageProps } from './page'
import type { PageKey } from './routes'

export type PageModule = { default: ComponentType<PageProps> }

export const PAGE_MODULES: Record<PageKey, () => Promise<PageModule>> = {
  home: () => import('./pages/home'),
  category: () => import('./pages/category'),
  favorite: () => import('./pages/favorite'),
  recent: () => import('./pages/recent'),
  help: () => import('./pages/help'),
  mirror: () => import('./pages/mirror'),
  down: () => import('./pages/down'),
  announce: () => import('./pages/announce'),
  agent: () => import('./pages/agent'),
  promotions: () => import('./pages/promotions'),
  search: () => import('./pages/search'),
  member: () => import('./sections/member'),
  pointMall: () => import('./sections/member'),
  referral: () => import('./sections/member'),
  agentHome: () => import('./sections/agent-home'),
  seamless: () => import('./sections/play'),
  lottery: () => import('./sections/play'),
  forget: () => import('./sections/forget'),
  notFound: () => import('./sections/not-found'),
}
