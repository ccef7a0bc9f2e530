import { call } from './http'

// The points mall (spec §7 Points, api.md "Common, points", modID PTSYS3; MEMBER-19, MEMBER-28..32,
// API-65, API-67, API-68). The changed-points list is the reference server's MCS2_getPointDetails
// (ODSFE2_MemTransDet answers the account record).

const MOD = 'PTSYS3'

/** MEMBER-29: the point types; REDEEM is what was spent. */
export type PointType = 'LIVE' | 'LOTT' | 'PVP' | 'RNG' | 'SPORTS' | 'DEPOSIT' | 'REDEEM'

/** MEMBER-28: the balance and, per type, its ratio (amount per point; none for REDEEM) and points. */
export interface PointBalance {
  balance: number
  list: { type: PointType; ratio: number | null; points: number }[]
}

/** MEMBER-31: a good, with its requirements and status (ON, SOLD_OUT, OFF). */
export interface PointGood {
  id: number
  name: string
  points: number
  amountRequired: number
  quantity: number
  status: 'ON' | 'SOLD_OUT' | 'OFF'
}

/** MEMBER-32: a redemption and its status. */
export interface Redemption {
  id: number
  goodsName: string
  points: number
  status: 'PROCESS' | 'REJECTED' | 'APPROVED'
  createdAt: number
  decidedAt: number | null
}

/** Converting and the terms, from the server (C-13). */
export interface PointConfig {
  types: { type: PointType; ratio: number }[]
  convertRate: number
  convertMin: number
  expires: boolean
  terms: string[]
}

/** One change of points: earned on a day for a type, spent on goods, given back, converted. */
export interface PointChange {
  time: number
  type: PointType | 'REFUND' | 'CONVERT'
  points: number
  amount: number | null
  ref: string | null
}

export function fetchPointBalance(signal?: AbortSignal): Promise<PointBalance> {
  return call('/wps/relay/MCS2_getPointBalance', { modId: MOD, token: true, signal })
}

export function fetchPointGoods(
  signal?: AbortSignal,
): Promise<{ balance: number; deposits: number; list: PointGood[] }> {
  return call('/wps/relay/MCS2_getPointReward', { modId: MOD, token: true, signal })
}

export function fetchRedemptions(signal?: AbortSignal): Promise<{ list: Redemption[] }> {
  return call('/wps/relay/MCS2_getRedeemPointList', { modId: MOD, token: true, signal })
}

export function fetchPointConfig(signal?: AbortSignal): Promise<PointConfig> {
  return call('/wps/relay/MCS2_getPointConfig', { modId: MOD, token: true, signal })
}

export function fetchPointChanges(
  pageNo: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<{ list: PointChange[]; totalPages: number; pageNo: number }> {
  return call('/wps/relay/MCS2_getPointDetails', {
    modId: MOD,
    token: true,
    query: { pageNo, pageSize },
    signal,
  })
}

/** What the mall shows after a redemption or a conversion. */
export interface MallState extends PointBalance {
  goods: PointGood[]
  records: Redemption[]
}

/**
 * A request id for a redemption or conversion: the same id sent again (a retry after a lost answer)
 * is done once by the server.
 */
export function newRequestId(): string {
  const bytes = new Uint8Array(12)
  crypto.getRandomValues(bytes)
  return `rq-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`
}

/** API-67: redeems goods (transaction password checked by the server); in process until decided. */
export function redeemGoods(body: {
  goodsId: number
  password: string
  requestId: string
}): Promise<MallState> {
  return call('/wps/relay/passwordCheck/MCS2_redeemPointReward', {
    method: 'POST',
    modId: MOD,
    token: true,
    encrypted: true,
    body,
  })
}

/** API-68: converts points into money at the server's rate; answers the mall and the new balance (`money`). */
export function convertPoints(body: {
  points: number
  password: string
  requestId: string
}): Promise<MallState & { money: number }> {
  return call('/wps/relay/passwordCheck/MCS2_convertPoint', {
    method: 'POST',
    modId: MOD,
    token: true,
    encrypted: true,
    body,
  })
}
