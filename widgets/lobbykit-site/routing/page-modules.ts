/**
 * The lazily imported module of each page (SYS-18, DESIGN Decisions: route groups are lazy). Each
 * default-exports a component taking `PageProps` (page.ts); the section routes render the section
 * elements (section-pages.tsx), whose code the loader brings.
 * Where their chunks go is build.mjs's business (CHUNK_GROUPS).
 */
import type { ComponentType } from 'react'
import type { PageProps } from './page-props'
import type { PageKey } from './routes'
import { AgentCentrePage, LotteryPage, MemberCentrePage, PromotionsPage } from './section-pages'

export type PageModule = { default: ComponentType<PageProps> }

export const PAGE_MODULES: Record<PageKey, () => Promise<PageModule>> = {
  home: () => import('../pages/home/home'),
  category: () => import('../pages/games/category'),
  favorite: () => import('../pages/games/favorite'),
  recent: () => import('../pages/games/recent'),
  help: () => import('../pages/help'),
  mirror: () => import('../pages/mirror'),
  down: () => import('../pages/down'),
  announce: () => import('../pages/announce'),
  agent: () => import('../pages/agent/agent-login'),
  promotions: async () => ({ default: PromotionsPage }),
  search: () => import('../pages/games/search'),
  member: async () => ({ default: MemberCentrePage }),
  pointMall: async () => ({ default: MemberCentrePage }),
  referral: async () => ({ default: MemberCentrePage }),
  responsibleGaming: async () => ({ default: MemberCentrePage }),
  agentHome: async () => ({ default: AgentCentrePage }),
  seamless: () => import('../pages/play'),
  lottery: async () => ({ default: LotteryPage }),
  forget: () => import('../pages/forget'),
  notFound: () => import('../pages/not-found'),
}
