/**
 * The member-centre record calls (MEMBER-CONTRACT.md, records): platform messages (MEMBER-14),
 * betting record (MEMBER-7), profit and loss (MEMBER-9), account record (MEMBER-8, MEMTRANS3).
 * The spec names the pages, not their calls (api.md last paragraph): the reference server defines
 * them (demo/server/routes/member-records.mjs). Only widgets import this module.
 */
import { call } from './http'

/** One page of a paged answer. */
export interface Paged<T> {
  list: T[]
  pageNo: number
  pageSize: number
  total: number
  totalPages: number
}

/** A message in the list: no body until it is opened. */
export interface MessageSummary {
  id: number
  title: string
  createdAt: number
  read: boolean
}

/** An opened message; `content` is server HTML: render only through ServerHtml (C-7). */
export interface Message extends MessageSummary {
  content: string
}

/** Totals of a set of bets (the server sums them). */
export interface BetTotals {
  count: number
  stake: number
  payout: number
  winLoss: number
}

/** The game types a bet can have (the record's filter; labels game_type_<type>). */
export const BET_GAME_TYPES = [
  'SPORTS',
  'LIVE',
  'RNG',
  'FISH',
  'LOTT',
  'PVP',
  'ESPORTS',
  'COCKFIGHT',
  'POKER',
] as const

export type BetStatus = 'SETTLED' | 'PENDING' | 'VOID'

export interface Bet {
  id: number
  betTime: number
  gameType: string
  gameName: string
  vendor: string
  stake: number
  payout: number
  winLoss: number
  status: BetStatus
}

/** A date range as epoch ms, both ends included. */
export interface TimeRange {
  startTime: number
  endTime: number
}

export const TRANSACTION_TYPES = ['DEPOSIT', 'WITHDRAW', 'BET', 'PAYOUT', 'BONUS', 'TRANSFER'] as const
export type TransactionType = (typeof TRANSACTION_TYPES)[number]

export interface Transaction {
  id: number
  createdAt: number
  /** OPENING: a seeded balance brought forward (listed under "all", not a filter). */
  type: TransactionType | 'OPENING'
  /** Signed: money in is positive, money out negative. */
  amount: number
  remark: string
}

export interface ProfitLoss {
  /** Newest day first, only days with bets; `date` is the member's local day, yyyy-MM-dd. */
  days: (BetTotals & { date: string })[]
  types: (BetTotals & { gameType: string })[]
  total: BetTotals
}

const INBOX = 'INBOX3'
const RECORDS = 'BETREC3'

/** The member's messages, newest first, and how many are unread. */
export function fetchMessages(
  pageNo: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<Paged<MessageSummary> & { unread: number }> {
  return call('/wps/relay/CSP_messageList', {
    modId: INBOX,
    token: true,
    query: { pageNo, pageSize },
    signal,
  })
}

/** Opens a message: its body, marked read on the server; answers the new unread count. */
export function readMessage(id: number): Promise<{ message: Message; unread: number }> {
  return call('/wps/relay/CSP_readMessage', { method: 'POST', modId: INBOX, token: true, body: { id } })
}

/** Marks every message read. */
export function readAllMessages(): Promise<{ changed: number; unread: number }> {
  return call('/wps/relay/CSP_readAllMessages', { method: 'POST', modId: INBOX, token: true, body: {} })
}

/** Deletes one of the member's messages; answers the new unread count. */
export function deleteMessage(id: number): Promise<{ unread: number }> {
  return call('/wps/relay/CSP_deleteMessage', { method: 'POST', modId: INBOX, token: true, body: { id } })
}

/** Bets in a range (at most 31 days), optionally of one game type, with the range's totals. */
export function fetchBets(
  range: TimeRange,
  gameType: string,
  pageNo: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<Paged<Bet> & { summary: BetTotals }> {
  return call('/wps/relay/ODSFE2_betRecord', {
    modId: RECORDS,
    token: true,
    query: { ...range, gameType: gameType || undefined, pageNo, pageSize },
    signal,
  })
}

/** Profit and loss per local day and per game type over a range. */
export function fetchProfitLoss(
  range: TimeRange,
  gameType: string,
  signal?: AbortSignal,
): Promise<ProfitLoss> {
  return call('/wps/relay/ODSFE2_profitLoss', {
    modId: RECORDS,
    token: true,
    query: {
      ...range,
      gameType: gameType || undefined,
      tzOffset: new Date(range.startTime).getTimezoneOffset(),
    },
    signal,
  })
}

/** Member transaction details (api.md MEMTRANS3), optionally of one type. */
export function fetchTransactions(
  type: string,
  pageNo: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<Paged<Transaction>> {
  return call('/wps/relay/ODSFE2_MemTransDet', {
    modId: 'MEMTRANS3',
    token: true,
    query: { type: type || undefined, pageNo, pageSize },
    signal,
  })
}
