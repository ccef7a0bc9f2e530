/** The member-centre sections that are built: tab id → its lazy module (see member-centre.tsx). */
import type { ComponentType } from 'react'
import type { MemberSection } from '../../routing/nav'

type Lazy = () => Promise<{ default: ComponentType }>

export const SECTION_PAGES: Partial<Record<MemberSection, Lazy>> = {
  deposit: () => import('./wallet/deposit'),
  withdraw: () => import('./wallet/withdraw'),
  'betting-record': () => import('./records/betting-record'),
  'profit-loss': () => import('./records/profit-loss'),
  'account-record': () => import('./records/account-record'),
  messages: () => import('./account/messages'),
  vip: () => import('./benefits/vip'),
  rebate: () => import('./benefits/rebate'),
  rewards: () => import('./benefits/rewards'),
  missions: () => import('./benefits/missions'),
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
