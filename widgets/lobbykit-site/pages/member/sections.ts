/** The member-centre sections that are built: tab id → its lazy module (see member-centre.tsx). */
import type { ComponentType } from 'react'
import type { MemberSection } from '../../routing/nav'

type Lazy = () => Promise<{ default: ComponentType }>

export const SECTION_PAGES: Partial<Record<MemberSection, Lazy>> = {
  deposit: () => import('./deposit'),
  withdraw: () => import('./withdraw'),
  'betting-record': () => import('./betting-record'),
  'profit-loss': () => import('./profit-loss'),
  'account-record': () => import('./account-record'),
  messages: () => import('./messages'),
  vip: () => import('./vip'),
  rebate: () => import('./rebate'),
  rewards: () => import('./rewards'),
  missions: () => import('./missions'),
  security: () => import('./security/index'),
  'wallet-transfer': () => import('./transfer/index'),
  bonus: () => import('./bonus/index'),
  'transfer-upline': () => import('./team/upline'),
  'transfer-downline': () => import('./team/downline'),
  points: () => import('./points/points'),
  feedback: () => import('./feedback/feedback'),
  'red-envelope': () => import('./red-envelope/red-envelope'),
  referral: () => import('./referral/referral'),
  rank: () => import('./rank/rank'),
  winners: () => import('./winners/winners'),
  about: () => import('./articles/about'),
  blog: () => import('./articles/blog'),
  news: () => import('./articles/news'),
  'responsible-gaming': () => import('./protection/protection'),
}
