/**
 * The lazily imported module of each page (SYS-18, DESIGN Decisions: route groups are lazy). Each
 * default-exports a component taking `PageProps` (page.ts).
 *
 * Each lazy module imports the shared runtime (lazy/*.ts wrap the pages, sections/*.tsx and
 * pages/page.tsx do it themselves): esbuild splits a chunk by the set of entries that reach each module, so a lazy entry
 * reaching only part of the runtime would cut the runtime into several chunks (+1.4 KB brotli).
 */
import type { ComponentType } from 'react'
import type { PageProps } from './page'
import type { PageKey } from './routes'

export type PageModule = { default: ComponentType<PageProps> }

export const PAGE_MODULES: Record<PageKey, () => Promise<PageModule>> = {
  home: () => import('./lazy/home'),
  category: () => import('./lazy/category'),
  favorite: () => import('./lazy/favorite'),
  recent: () => import('./lazy/recent'),
  help: () => import('./lazy/help'),
  mirror: () => import('./lazy/mirror'),
  down: () => import('./lazy/down'),
  announce: () => import('./lazy/announce'),
  agent: () => import('./lazy/agent'),
  promotions: () => import('./lazy/promotions'),
  search: () => import('./lazy/search'),
  member: () => import('./sections/member'),
  pointMall: () => import('./sections/member'),
  referral: () => import('./sections/member'),
  agentHome: () => import('./sections/agent-home'),
  seamless: () => import('./sections/play'),
  lottery: () => import('./sections/play'),
  forget: () => import('./sections/forget'),
  notFound: () => import('./sections/not-found'),
}
