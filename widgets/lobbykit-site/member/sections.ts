/** The member-centre sections that are built: tab id → its lazy module (see sections/member.tsx). */
import type { ComponentType } from 'react'
import type { MemberSection } from '../nav'

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
}
