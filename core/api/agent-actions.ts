/**
 * The agent's actions on its downline and the overview's trend (AGENT-2, AGENT-4, AGENT-17): the
 * reference server's calls under /wps/relay/agent/… (api.md last paragraph), beside core/api/agent.ts
 * in a module of their own, so only the agent pages' chunks carry them.
 */
import { call } from './http'
import type { Contracts, MemberStatus, StatusAction, TrendDay } from './agent'

const AGENT = 'AGENT3'
const R = '/wps/relay/agent'

const get = <T>(path: string, query: Record<string, string | number | undefined>, signal?: AbortSignal) =>
  call<T>(path, { modId: AGENT, token: true, query, signal })
const post = <T>(path: string, body: Record<string, unknown>) =>
  call<T>(path, { method: 'POST', modId: AGENT, token: true, body })

/** AGENT-4: freeze or unfreeze a direct downline account; the reason is required. */
export const setMemberStatus = (memberId: string, action: 'freeze' | 'unfreeze', reason: string) =>
  post<MemberStatus>(`${R}/downline/status`, { memberId, action, reason })
/** AGENT-4: the freezes and unfreezes of one direct downline account, newest first. */
export const fetchStatusHistory = (memberId: string, signal?: AbortSignal) =>
  get<{ list: StatusAction[] }>(`${R}/downline/status`, { memberId }, signal)
/** AGENT-2: the team's figures per day for 30 days from `startTime` (the first day's local midnight). */
export const fetchTrend = (startTime: number, signal?: AbortSignal) =>
  get<{ days: TrendDay[] }>(`${R}/trend`, { startTime }, signal)
/** AGENT-17: withdraw an offer I made while it waits for an answer. */
export const withdrawOffer = (requestId: number) => post<Contracts>(`${R}/contracts/withdraw`, { requestId })
