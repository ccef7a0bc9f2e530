/**
 * The agent centre's calls (AGENT-1..23, API-27, API-30..33). Consolidated funds and the
 * four salary calls are the spec's (api.md, with their modIDs); the rest are the reference server's
 * own under /wps/relay/agent/… (api.md last paragraph: demo/server/routes/agent.mjs). Every call is
 * for agents only: the server answers NOT_AGENT otherwise. Only widgets import this module.
 */
import { call } from './http'
import type { Paged, TimeRange } from './member-records'

const AGENT = 'AGENT3'
const R = '/wps/relay/agent'

/** The four contract kinds and their consolidated flag (FLAG-24..27). */
export type ContractKind = 'dividend' | 'daily' | 'hourly' | 'realtime'
export const CONTRACT_KINDS: ContractKind[] = ['dividend', 'daily', 'hourly', 'realtime']
export const KIND_FLAGS = {
  dividend: 'divtypereq',
  daily: 'dailysalreqtype',
  hourly: 'contracthoursalreq',
  realtime: 'realtimesalreqtype',
} as const satisfies Record<ContractKind, string>
/** AGENT-22: D daily, W weekly, H semi-monthly, M monthly. */
export type PayPeriod = 'D' | 'W' | 'H' | 'M'
export const PAY_PERIODS: PayPeriod[] = ['D', 'W', 'H', 'M']

export type ContractFlags = Record<(typeof KIND_FLAGS)[ContractKind], boolean>

/** API-27: the agent's funds and contract flags (AGENT-23: only with the agent-policy flag). */
export interface Consolidated extends ContractFlags {
  balance: number
  currencySymbol: string
  totalIncome: number
  payments: number
}

export interface Notice {
  id: number
  title: string
  /** Server HTML: render only through ServerHtml. */
  content: string
  createdAt: number
}

/** AGENT-2: every figure summed by the server from the records. */
export interface TeamFigures {
  teamSize: number
  direct: number
  newMembers: number
  activeMembers: number
  firstDeposits: number
  firstDepositAmount: number
  deposits: number
  depositCount: number
  withdrawals: number
  withdrawalCount: number
  betCount: number
  bets: number
  validBets: number
  teamProfitLoss: number
  myIncome: number
}

export interface DownlineRow {
  id: string
  account: string
  nickname: string
  level: number
  balance: number
  deposits: number
  joinedAt: number
  lastLogin: number | null
  status: 'active' | 'frozen'
  /** AGENT-4: why it is frozen (null when active). */
  statusReason: string | null
  isAgent: boolean
  direct: boolean
  downlineCount: number
}

export interface Downline extends Paged<DownlineRow> {
  /** From me down to the agent whose team is shown (the breadcrumb). */
  path: { id: string; account: string }[]
}

export interface Contract {
  id: number
  kind: ContractKind
  rate: number
  activeMembers: number
  validBet: number
  profitLoss: number
  betAmount: number
  payPeriod: PayPeriod
  status: 'offered' | 'active' | 'rejected' | 'ended' | 'terminated' | 'withdrawn'
  uplineAccount: string | null
  downlineAccount: string
  downlineId: string
  createdAt: number
  startedAt: number | null
  endedAt: number | null
  endReason: string | null
}

export interface ContractRequest {
  id: number
  type: 'new' | 'terminate'
  status: 'pending' | 'accepted' | 'rejected' | 'withdrawn'
  direction: 'incoming' | 'outgoing'
  fromAccount: string
  toAccount: string
  createdAt: number
  decidedAt: number | null
  contract: Contract
  /** AGENT-20, a pending new contract to me: the rate of my contract of the kind it replaces. */
  replacesRate?: number | null
  /** AGENT-20: the downline contracts that accepting it ends (above the new rate, down the branch). */
  ends?: { account: string; rate: number }[]
}

/** AGENT-21: a kind's rate bounds (percent), from the server. */
export interface RateBounds {
  min: number
  max: number
}

export type RateProblem = 'empty' | 'invalid' | 'decimals' | 'range'

/**
 * AGENT-21: the server's rate rule (demo/server/agent/rates.ts), checked before sending: plain
 * decimal text (no sign, hex or exponent), at most 2 decimals, within the bounds (when known);
 * `allowZero` for an invitation link that carries no contract.
 */
export function rateProblem(text: string, bounds?: RateBounds, allowZero = false): RateProblem | null {
  const value = text.trim()
  if (!value) return 'empty'
  if (!/^\d{1,10}(\.\d+)?$/.test(value)) return 'invalid'
  if ((value.split('.')[1] ?? '').length > 2) return 'decimals'
  const rate = Number(value)
  if (allowZero && rate === 0) return null
  if (bounds && (rate < bounds.min || rate > bounds.max)) return 'range'
  return null
}

export interface Contracts {
  requests: ContractRequest[]
  /** My contracts (with my upline or the platform), newest first, history kept. */
  mine: Contract[]
  /** The contracts I gave my direct downline. */
  downline: Contract[]
  flags: ContractFlags
  /** AGENT-21: each kind's rate bounds, as the server checks them. */
  rateBounds: Record<ContractKind, RateBounds>
}

export interface Payment {
  id: number
  kind: ContractKind
  period: string
  periodStart: number
  periodEnd: number
  /** The team's valid bets (salaries) or loss (dividend) in the period. */
  base: number
  rate: number
  /** rate % of base, before the sub-agents' part. */
  gross: number
  /** What the sub-agents' contracts took of the same bets: amount = gross − deducted. */
  deducted: number
  amount: number
  paidAt: number
}

export interface SalaryRecord extends Paged<Payment> {
  contract: Contract
  summary: { count: number; amount: number }
}

export interface TeamBet {
  id: number
  account: string
  betTime: number
  gameType: string
  gameName: string
  stake: number
  payout: number
  winLoss: number
  status: string
}

export interface TeamTransfer {
  id: number
  account: string
  createdAt: number
  type: 'DEPOSIT' | 'WITHDRAW' | 'TRANSFER'
  amount: number
  remark: string
}

export interface MemberLoss {
  account: string
  /** AGENT-4: the member's status and, when frozen, why. */
  status: 'active' | 'frozen'
  statusReason: string | null
  count: number
  stake: number
  validBet: number
  winLoss: number
}

export interface LedgerLine {
  id: number
  createdAt: number
  type: string
  amount: number
  remark: string
  /** The balance after this line. */
  balance: number
}

export interface Invite {
  code: string
  type: 'member' | 'agent'
  rate: number
  uses: number
  enabled: boolean
  createdAt: number
}

/** AGENT-2: one day of the overview's trend, summed by the server from the records. */
export interface TrendDay {
  /** The day's first moment (epoch ms). */
  start: number
  bets: number
  validBets: number
  teamProfitLoss: number
  myIncome: number
}

/** AGENT-4: the answer to a freeze or an unfreeze. */
export interface MemberStatus {
  memberId: string
  account: string
  status: 'active' | 'frozen'
  statusReason: string | null
  at: number
}

/** AGENT-4: a freeze or an unfreeze on record: who, when, why. */
export interface StatusAction {
  id: number
  action: 'freeze' | 'unfreeze'
  reason: string
  createdAt: number
  byAccount: string
}

export interface ReportFilter extends TimeRange {
  account?: string
  gameType?: string
  type?: string
  kind?: string
  pageNo: number
  pageSize: number
}

type Summarised<T, S> = Paged<T> & { summary: S }

const get = <T>(path: string, query: Record<string, string | number | undefined>, signal?: AbortSignal) =>
  call<T>(path, { modId: AGENT, token: true, query, signal })
const post = <T>(path: string, body: Record<string, unknown>) =>
  call<T>(path, { method: 'POST', modId: AGENT, token: true, body })

export const fetchConsolidated = (signal?: AbortSignal) =>
  call<Consolidated>('/wps/member/info/funds/consolidated', { modId: 'COMM3', token: true, signal })
export const fetchNotices = (signal?: AbortSignal) => get<{ list: Notice[] }>(`${R}/notices`, {}, signal)
export const fetchOverview = (range: TimeRange, signal?: AbortSignal) =>
  get<TeamFigures>(`${R}/overview`, { ...range }, signal)
export const fetchDownline = (
  q: { parentId?: string; scope: 'direct' | 'all'; account: string; pageNo: number; pageSize: number },
  signal?: AbortSignal,
) => get<Downline>(`${R}/downline`, q, signal)
export const registerDownline = (body: { username: string; password: string; type: 'member' | 'agent' }) =>
  post<{ id: string; account: string; type: string }>(`${R}/register`, body)
export const fetchInvites = (signal?: AbortSignal) => get<{ list: Invite[] }>(`${R}/invites`, {}, signal)
/** AGENT-3: `rate` as typed (the server checks the text: 2 decimals, its bounds). */
export const createInvite = (type: 'member' | 'agent', rate: string) =>
  post<Invite>(`${R}/invites`, { type, rate })
export const toggleInvite = (code: string, enabled: boolean) =>
  post<Invite>(`${R}/invites/toggle`, { code, enabled })
export const fetchTeamBets = (f: ReportFilter, signal?: AbortSignal) =>
  get<
    Summarised<TeamBet, { count: number; stake: number; validBet: number; payout: number; winLoss: number }>
  >(`${R}/teamBets`, { ...f }, signal)
export const fetchTeamTransfers = (f: ReportFilter, signal?: AbortSignal) =>
  get<Summarised<TeamTransfer, { count: number; deposits: number; withdrawals: number; transfers: number }>>(
    `${R}/teamTransfers`,
    { ...f },
    signal,
  )
export const fetchUserLoss = (f: ReportFilter, signal?: AbortSignal) =>
  get<
    Summarised<
      MemberLoss,
      { members: number; count: number; stake: number; validBet: number; winLoss: number }
    >
  >(`${R}/userLoss`, { ...f }, signal)
export const fetchIncome = (f: ReportFilter, signal?: AbortSignal) =>
  get<Summarised<Payment, { count: number; amount: number }>>(`${R}/income`, { ...f }, signal)
export const fetchAccountDetails = (f: ReportFilter, signal?: AbortSignal) =>
  get<Summarised<LedgerLine, { count: number; credit: number; debit: number; balance: number }>>(
    `${R}/accountDetails`,
    { ...f },
    signal,
  )

/** API-30..33: my contract of a kind and its payments (each call as api.md names it). */
export function fetchSalary(kind: ContractKind, pageNo: number, pageSize: number, signal?: AbortSignal) {
  const paging = { pageNo, pageSize }
  if (kind === 'dividend')
    return call<SalaryRecord>('/wps/relay/MCS2_processDividendReq', {
      modId: 'SIGNCONDIV3',
      token: true,
      query: paging,
      signal,
    })
  if (kind === 'daily')
    return call<SalaryRecord>('/wps/relay/MCS2_processDailySalContract', {
      modId: 'DAILYSALCONT3',
      token: true,
      query: paging,
      signal,
    })
  if (kind === 'hourly')
    return call<SalaryRecord>('/wps/relay/MCS2_processContractHourSalary', {
      method: 'POST',
      modId: 'HOURSAL3',
      token: true,
      body: paging,
      signal,
    })
  return call<SalaryRecord>('/wps/relay/MCSFE_processRealTimeSalaryContract', {
    method: 'POST',
    modId: 'RTSALARY3',
    token: true,
    body: paging,
    signal,
  })
}

export const fetchContracts = (signal?: AbortSignal) => get<Contracts>(`${R}/contracts`, {}, signal)
export const offerContract = (body: {
  downlineId: string
  kind: ContractKind
  /** as typed: the server checks the text (2 decimals, its bounds) */
  rate: string
  activeMembers: number
  validBet: number
  profitLoss: number
  betAmount: number
  payPeriod: PayPeriod
}) => post<Contract>(`${R}/contracts/offer`, body)
export const decideRequest = (requestId: number, action: 'accept' | 'reject') =>
  post<Contracts>(`${R}/contracts/decide`, { requestId, action })
export const askTermination = (contractId: number) =>
  post<Contracts>(`${R}/contracts/terminate`, { contractId })
