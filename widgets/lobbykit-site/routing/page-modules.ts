/**
 * The lazily imported module of each page (SYS-18, DESIGN Decisions: route groups are lazy). Each
 * default-exports a component taking `PageProps` (page.ts).
 * Where their chunks go is build.mjs's business (CHUNK_GROUPS).
 */
import type { ComponentType } from 'react'
import type { PageProps } from './page-props'
import type { PageKey } from './routes'

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
  promotions: () => import('../pages/promotions'),
  search: () => import('../pages/games/search'),
  member: () => import('../pages/member/member-centre'),
  pointMall: () => import('../pages/member/member-centre'),
  referral: () => import('../pages/member/member-centre'),
  responsibleGaming: () => import('../pages/member/member-centre'),
  agentHome: () => import('../pages/agent/agent-home'),
  seamless: () => import('../pages/play'),
  lottery: () => import('../pages/lottery/lottery'),
  forget: () => import('../pages/forget'),
  notFound: () => import('../pages/not-found'),
}
