import { call } from './http'
import type { FieldRule } from '../validation/rules'

// The wallet calls of the member centre (MEMBER-3, MEMBER-4, MEMBER-36..38). The spec names none
// (api.md last paragraph): the reference server defines them under /wps/relay, named once here.

/** Where a deposit is paid to: a bank account or an e-wallet number. */
export interface PayTo {
  bankName: string
  accountName: string
  accountNumber: string
}

/** A payment channel the platform offers, with its limits. */
export interface DepositChannel {
  id: string
  kind: 'bank' | 'ewallet'
  name: string
  minAmount: number
  maxAmount: number
  quickAmounts: number[]
  payTo: PayTo
}

export type DepositStatus = 'pending' | 'approved' | 'rejected' | 'expired'

/** A deposit order: what to pay, where, and by when. */
export interface DepositOrder {
  reference: string
  channelId: string
  channelName: string
  amount: number
  status: DepositStatus
  createdAt: number
  payBy: number
  payTo: PayTo
}

/** MEMBER-37 plus the request's own states and C-12's dispute. */
export type WithdrawalStatus =
  'pending' | 'rejected' | 'paid' | 'confirmed' | 'fullyPaid' | 'notReceived' | 'dispute' | 'forcedReceived'

/** A withdrawal; once paid it carries the received and remaining amounts, a proof image and the deadline. */
export interface Withdrawal {
  id: number
  amount: number
  receivedAmount: number
  remainingAmount: number
  bankName: string
  accountName: string
  accountNumber: string
  status: WithdrawalStatus
  createdAt: number
  paidAt: number | null
  confirmBy: number | null
  proofImage: string | null
  note: string | null
  memberProofCount: number
}

export interface PayoutAccount {
  bankCode: string
  bankName: string
  accountName: string
  accountNumber: string
}

/** What the withdraw section needs: the rules, the payout account and the member's withdrawals. */
export interface WithdrawInfo {
  minAmount: number
  maxAmount: number
  confirmMinutes: number
  banks: { code: string; name: string }[]
  accountNameRule: FieldRule
  accountNumberRule: FieldRule
  /** MEMBER-1: the member has a transaction password, which a withdrawal asks for instead of the login one. */
  usesTransactionPassword?: boolean
  account: PayoutAccount | null
  /** MEMBER-4: hours before a newly added payout account can receive a withdrawal. */
  accountHoldHours?: number
  /** When the payout account can first receive a withdrawal (ms since the epoch). */
  accountUsableAt?: number | null
  list: Withdrawal[]
}

const DEPOSIT = 'DEPOSIT3'
const WITHDRAW = 'WITHDRAW3'

/** The payment channels and the cap on pending orders. */
export function fetchDepositChannels(
  signal?: AbortSignal,
): Promise<{ channels: DepositChannel[]; pendingLimit: number; payMinutes: number }> {
  return call('/wps/relay/PAY_depositChannels', { modId: DEPOSIT, token: true, signal })
}

/** The member's recent deposit orders, newest first. */
export function fetchDepositOrders(signal?: AbortSignal): Promise<{ list: DepositOrder[] }> {
  return call('/wps/relay/PAY_depositOrders', { modId: DEPOSIT, token: true, signal })
}

/** Creates a pending deposit order. */
export function requestDeposit(body: { channelId: string; amount: string }): Promise<DepositOrder> {
  return call('/wps/relay/PAY_createDeposit', { method: 'POST', modId: DEPOSIT, token: true, body })
}

/** The withdraw rules, the payout account and the member's withdrawals. */
export function fetchWithdrawInfo(signal?: AbortSignal): Promise<WithdrawInfo> {
  return call('/wps/relay/PAY_withdrawInfo', { modId: WITHDRAW, token: true, signal })
}

/** Saves the member's payout account (once); answers the withdraw info again. */
export function requestPayoutAccount(body: {
  bankCode: string
  accountName: string
  accountNumber: string
}): Promise<WithdrawInfo> {
  return call('/wps/relay/PAY_payoutAccount', {
    method: 'POST',
    modId: WITHDRAW,
    token: true,
    body,
    encrypted: true,
  })
}

/**
 * Requests a withdrawal; the password is checked by the server and kept nowhere (C-2, C-4).
 * `requestId`: one key per intended withdrawal, the same key when the same one is retried (the
 * server answers a retry with the first answer, and refuses the key for another withdrawal).
 */
export function requestWithdrawal(body: {
  amount: string
  password: string
  requestId: string
}): Promise<{ balance: number; list: Withdrawal[] }> {
  return call('/wps/relay/PAY_withdraw', {
    method: 'POST',
    modId: WITHDRAW,
    token: true,
    body,
    encrypted: true,
  })
}

/** The member's answer to a paid withdrawal: received, or not received with proof images and/or a note. */
export function requestWithdrawalConfirmation(body: {
  id: number
  received: boolean
  note?: string
  proofs?: string[]
}): Promise<{ list: Withdrawal[] }> {
  return call('/wps/relay/PAY_confirmWithdrawal', { method: 'POST', modId: WITHDRAW, token: true, body })
}
