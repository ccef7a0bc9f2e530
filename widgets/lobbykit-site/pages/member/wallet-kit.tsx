import { useRef, type ReactNode } from 'react'
import { useStore } from '@nanostores/react'
import { errorMessageOf, isApiError } from '../../../../core/errors'
import { formatDate, formatMoney } from '../../../../core/format'
import { t, type MessageKey } from '../../../../core/i18n/index'
import { $locale } from '../../../../core/stores/locale'
import { $member } from '../../../../core/stores/session'
import { Button } from '../../../kit/button'
import { useAdoptedCss } from '../../../kit/use-adopted-css'
import { useT } from '../../../kit/use-t'
import css from './wallet.css?raw'
import './en'

const AMOUNT = /^\d{1,12}(\.\d+)?$/

/** Money in the member's currency and the interface language (core/format). */
export function useMoney(): (amount: number) => string {
  const lang = useStore($locale)
  const symbol = useStore($member)?.currencySymbol
  return (amount) => formatMoney(amount, symbol, lang)
}

/** A moment in the local locale, with the time (deadlines are to the minute). */
export function useWhen(): (ms: number) => string {
  const lang = useStore($locale)
  return (ms) => formatDate(ms, lang, { dateStyle: 'medium', timeStyle: 'short' })
}

/**
 * The amount's message, or null when it may be sent: required (spec §8 'Input cannot be empty'), a
 * number, at most 2 decimals, within [min, max], and for a withdrawal not above the balance.
 */
export function amountError(
  text: string,
  min: number,
  max: number,
  money: (n: number) => string,
  balance?: number,
): string | null {
  const value = text.trim()
  if (!value) return t('input_empty')
  if (!AMOUNT.test(value)) return t('wal_amount_number')
  if ((value.split('.')[1] ?? '').length > 2) return t('wal_amount_decimals')
  const amount = Number(value)
  if (amount < min || amount > max) return t('wal_amount_range', [money(min), money(max)])
  if (balance !== undefined && amount > balance) return t('wal_amount_balance', [money(balance)])
  return null
}

/** The wallet's own server codes and the message key each shows (the rest: the §8 catalogue). */
const CODE_KEYS: Record<string, MessageKey> = {
  AMOUNT_INVALID: 'wal_amount_number',
  AMOUNT_DECIMALS: 'wal_amount_decimals',
  CHANNEL_INVALID: 'wal_channel_invalid',
  PASSWORD_INCORRECT: 'wal_password_incorrect',
  ACCOUNT_MISSING: 'wal_account_missing',
  ACCOUNT_EXISTS: 'wal_account_exists',
  BANK_INVALID: 'wal_bank_invalid',
  PROOF_REQUIRED: 'wal_proof_required',
  PROOF_TYPE: 'wal_proof_type',
  PROOF_TOO_LARGE: 'wal_proof_large',
  PROOF_TOO_MANY: 'wal_proof_many',
  NOTE_TOO_LONG: 'wal_note_long',
  CONFIRM_CLOSED: 'wal_confirm_closed',
  CONFIRM_STATE: 'wal_confirm_state',
}

/** Which field a server failure belongs to (shown beside it), if any. */
export const AMOUNT_CODES = new Set([
  'AMOUNT_INVALID',
  'AMOUNT_DECIMALS',
  'AMOUNT_RANGE',
  'INSUFFICIENT_BALANCE',
  'INPUT_EMPTY',
])

/** Text for a failed wallet call, in the interface language, with the server's numbers formatted. */
export function walletErrorText(error: unknown, money: (n: number) => string): string {
  if (!isApiError(error) || !error.errorCode) return errorMessageOf(error)
  const value = (error.value ?? {}) as { min?: number; max?: number; limit?: number; balance?: number }
  switch (error.errorCode) {
    case 'AMOUNT_RANGE':
      return t('wal_amount_range', [money(value.min ?? 0), money(value.max ?? 0)])
    case 'PENDING_LIMIT':
      return t('wal_pending_limit', [value.limit ?? ''])
    case 'INSUFFICIENT_BALANCE':
      return t('wal_amount_balance', [money(value.balance ?? 0)])
  }
  const key = CODE_KEYS[error.errorCode]
  return key ? t(key) : errorMessageOf(error)
}

/**
 * Whether a failure is the network's or the server's (worth a "Try again"), not a refused input. A
 * 429 is not: trying again cannot work before its wait ends, and the message names the wait.
 */
export function isRetryable(error: unknown): boolean {
  return (
    !isApiError(error) ||
    error.errorCode === undefined ||
    ['NETWORK', 'TIMEOUT', 'SERVER_ERROR'].includes(error.errorCode) ||
    (error.status ?? 0) >= 500
  )
}

/** A failure: role=alert, and a "Try again" that repeats the action (nothing typed is cleared). */
export function Failure({ text, onRetry }: { text: string; onRetry?: (() => void) | undefined }) {
  const tr = useT()
  return (
    <div className="wal-failure" part="wallet-error">
      <p className="lk-form-error" role="alert">
        {text}
      </p>
      {onRetry && <Button onClick={onRetry}>{tr('retry')}</Button>}
    </div>
  )
}

/**
 * A wallet section with the wallet stylesheet, adopted once into the site's shadow root. It has no
 * heading or landmark of its own: the member centre's page heading names the section.
 */
export function WalletSection({ name, children }: { name: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  const inline = useAdoptedCss(ref, css)
  return (
    <div ref={ref} className="wal" data-section={name} part={`${name}-section`}>
      {inline && <style>{css}</style>}
      {children}
    </div>
  )
}

/** A status with its label and tone (colour is never the only signal: the label says it). */
export function StatusBadge({ label, tone }: { label: string; tone: 'ok' | 'wait' | 'bad' | 'off' | 'go' }) {
  return (
    <span className="wal-status" data-tone={tone} part="status">
      {label}
    </span>
  )
}

/** A list's heading with a Refresh button (the operator may act while the member looks). */
export function ListHead({ title, busy, onRefresh }: { title: string; busy: boolean; onRefresh(): void }) {
  const tr = useT()
  return (
    <div className="wal-list-head">
      <h2 className="wal-subtitle">{title}</h2>
      <Button busy={busy} onClick={onRefresh} aria-label={`${tr('wal_refresh')}: ${title}`} part="refresh">
        {tr('wal_refresh')}
      </Button>
    </div>
  )
}
