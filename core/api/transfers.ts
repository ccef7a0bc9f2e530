import { call } from './http'

// Moving money between the member's wallets (MEMBER-2: API-27 consolidated funds, API-28 merchant
// wallet, API-29 wallet transfer), to the upline / a downline (MEMBER-5, MEMBER-6) and the bonus
// details (MEMBER-10). Every money call carries an idempotency key (`requestId`) made once per
// attempt by the caller: a retry of the same attempt sends the same key, so it is never applied twice.

/** One game vendor's wallet. */
export interface VendorWallet {
  vendor: string
  name: string
  balance: number
}

/** API-27: the main wallet, each vendor wallet and the total. */
export interface Funds {
  currencySymbol: string
  main: number
  wallets: VendorWallet[]
  total: number
  isSingle: boolean
}

export interface WalletTransferAnswer extends Funds {
  transfer: { id: number; from: string; to: string; amount: number }
  repeated: boolean
}

export interface RecallAnswer extends Funds {
  recalled: { vendor: string; name: string; amount: number }[]
  failed: { vendor: string; name: string }[]
}

/** A new idempotency key: 32 random hex digits. */
export function newRequestId(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** API-28: whether the merchant has one wallet for every game (STORE-3 reads isSingle). */
export function fetchMerchantWallet(signal?: AbortSignal): Promise<{ isSingle: boolean }> {
  return call('/wps/relay/GCS_merchantWallet', { modId: 'COMM3', token: true, signal })
}

/** API-27: the consolidated funds. */
export function fetchFunds(signal?: AbortSignal): Promise<Funds> {
  return call('/wps/member/info/funds/consolidated', { modId: 'COMM3', token: true, signal })
}

/** API-29: main ↔ one vendor wallet, an amount or all of it. */
export function requestWalletTransfer(body: {
  from: string
  to: string
  amount?: string
  all?: boolean
  requestId: string
}): Promise<WalletTransferAnswer> {
  return call('/wps/relay/GCS_walletTransfer', { method: 'POST', modId: 'FUNDTRANS3', token: true, body })
}

/** Every vendor wallet back to the main wallet. */
export function requestRecallAll(requestId: string): Promise<RecallAnswer> {
  return call('/wps/relay/GCS_walletRecall', {
    method: 'POST',
    modId: 'FUNDTRANS3',
    token: true,
    body: { requestId },
  })
}

export interface TeamMember {
  id: string
  account: string
  nickname: string
}

export interface TeamTransfer {
  id: number
  time: number
  sent: boolean
  direction: 'upline' | 'downline'
  counterpart: string
  amount: number
  remark: string
}

export interface TeamTransferInfo {
  upline: TeamMember | null
  downlines: TeamMember[]
  balance: number
  currencySymbol: string
  minAmount: number
  maxAmount: number
  history: TeamTransfer[]
}

/** MEMBER-5/6: the direct upline, the direct downlines, the limits and the history in a range (epoch ms). */
export function fetchTeamTransfers(
  range: { from: number; to: number },
  signal?: AbortSignal,
): Promise<TeamTransferInfo> {
  return call('/wps/relay/MCS_teamTransferInfo', { modId: 'TEAMTRANS3', token: true, query: range, signal })
}

/** MEMBER-5/6: sends money to the upline or a downline; the transaction password is checked by the server. */
export function requestTeamTransfer(body: {
  direction: 'upline' | 'downline'
  targetId?: string
  amount: string
  remark?: string
  transactionPassword: string
  requestId: string
}): Promise<{ balance: number; transfer: { id: number; amount: number }; repeated: boolean }> {
  return call('/wps/relay/MCS_teamTransfer', {
    method: 'POST',
    modId: 'TEAMTRANS3',
    token: true,
    body,
    encrypted: true,
  })
}

/** The BONUS entry's product in the ledger (C-13): the scheme that paid it. */
export type BonusSource =
  | 'REGISTRATION'
  | 'PROMOTION'
  | 'RAFFLE'
  | 'VIP'
  | 'REWARD'
  | 'MISSION'
  | 'REBATE'
  | 'ENVELOPE'
  | 'REFERRAL'
  | 'POINTS'
  | 'ZALO'
  | 'SALARY'
  | 'DIVIDEND'
  | 'OTHER'
export type BonusStatus = 'ACTIVE' | 'COMPLETED' | 'EXPIRED'

export interface Bonus {
  key: string
  source: BonusSource
  title: string
  amount: number
  grantedAt: number
  expiresAt: number
  turnoverMultiple: number
  turnoverRequired: number
  turnoverDone: number
  status: BonusStatus
}

/** MEMBER-10: the bonuses granted, filtered by grant or expiry date (VAL-61) and status. */
export function fetchBonusDetails(
  query: { field: 'granted' | 'expires'; from?: number; to?: number; status?: BonusStatus | '' },
  signal?: AbortSignal,
): Promise<{ list: Bonus[]; summary: { count: number; total: number; turnoverOutstanding: number } }> {
  return call('/wps/relay/MCS_bonusDetails', { modId: 'BONUS3', token: true, query, signal })
}
