import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useStore } from '@nanostores/react'
import { fetchFunds, newRequestId, type Funds } from '../../../../../core/api/transfers'
import { errorMessageOf, isApiError } from '../../../../../core/errors'
import { addMessages, t } from '../../../../../core/i18n/index'
import { setMemberBalance } from '../../../../../core/stores/balance'
import {
  $merchantWallet,
  loadMerchantWallet,
  recallAllWallets,
  transferBetweenWallets,
} from '../../../../../core/stores/wallets'
import { Button } from '../../../../kit/button'
import { Field } from '../../../../kit/field'
import { useT } from '../../../../kit/use-t'
import { useUid } from '../../../../kit/use-uid'
import { LoadState } from '../../../shared/load-state'
import { useLoad } from '../../../shared/use-load'
import { Failure } from '../../centre-kit/failure'
import { WalletSection } from '../wallet/wallet-section'
import { isRetryable } from '../../../../../core/actions/wallet-failure'
import { useFormat } from '../../../../kit/use-format'
import { en } from './en'
import css from './transfer.css?raw'
import { useAdoptedCss } from '../../../../kit/use-adopted-css'

addMessages(en, { UR: () => import('./ur').then((m) => m.ur) })

const MAIN = 'MAIN'
const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/

/**
 * MEMBER-2, STORE-3, API-27..29: when the merchant wallet is not single, the main wallet and one
 * wallet per vendor with their balances (consolidated funds); a transfer of an amount or all of it
 * between main and one vendor; back to main per vendor or all at once. Each attempt carries one
 * idempotency key (kept for its Try again, so a retry is never applied twice); the header balance
 * follows the main wallet the server answers. A vendor that fails changes nothing, and says so.
 */
export default function WalletTransferSection() {
  const t = useT()
  const single = useStore($merchantWallet).isSingle
  const funds = useLoad((signal) => fetchFunds(signal))
  const data = funds.data
  const ref = useRef<HTMLDivElement>(null)
  const inline = useAdoptedCss(ref, css)
  useEffect(() => void loadMerchantWallet(), [])
  useEffect(() => {
    if (data) setMemberBalance(data.main)
  }, [data?.main])
  if (single || data?.isSingle)
    return (
      <WalletSection name="wallet-transfer">
        <p className="wal-card" part="single-wallet">
          {t('xfer_single')}
        </p>
      </WalletSection>
    )
  return (
    <WalletSection name="wallet-transfer">
      <div ref={ref} hidden />
      <LoadState state={funds} empty={!data} />
      {inline && <style>{css}</style>}
      {data && <Wallets funds={data} onFunds={funds.set} />}
      {data && <TransferForm funds={data} onFunds={funds.set} />}
      {funds.error && data ? <Failure text={errorMessageOf(funds.error)} onRetry={funds.reload} /> : null}
    </WalletSection>
  )
}

/** The text of a failed transfer; a vendor failure names the vendor. */
function transferError(error: unknown, money: (n: number) => string, funds: Funds): string {
  if (!isApiError(error) || !error.errorCode) return errorMessageOf(error)
  const value = (error.value ?? {}) as Partial<Funds> & { balance?: number }
  switch (error.errorCode) {
    case 'VENDOR_FAILED': {
      const vendor = (error.value as { vendor?: string } | null)?.vendor
      return t('xfer_vendor_failed', [funds.wallets.find((w) => w.vendor === vendor)?.name ?? vendor ?? ''])
    }
    case 'INSUFFICIENT_BALANCE':
      return t('xfer_amount_balance', [money(value.balance ?? 0)])
    case 'AMOUNT_INVALID':
      return t('xfer_amount_number')
    case 'EMPTY_WALLET':
      return t('xfer_empty_wallet')
    case 'WALLET_INVALID':
      return t('xfer_pick_main')
    case 'REQUEST_REUSED':
      return t('xfer_reused')
  }
  return errorMessageOf(error)
}

/** The funds a failed call carries (a vendor failure answers the unchanged balances). */
function fundsOf(error: unknown): Funds | null {
  const value = isApiError(error) ? (error.value as Partial<Funds> | null) : null
  return value && Array.isArray(value.wallets) && typeof value.main === 'number' ? (value as Funds) : null
}

function Wallets({ funds, onFunds }: { funds: Funds; onFunds(f: Funds): void }) {
  const t = useT()
  const { money } = useFormat()
  const [busy, setBusy] = useState<string | null>(null)
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null)
  const attempt = useRef<{ what: string; key: string } | null>(null)
  const keyFor = (what: string) => {
    if (attempt.current?.what !== what) attempt.current = { what, key: newRequestId() }
    return attempt.current.key
  }
  const recall = async (vendor: string | null) => {
    const what = vendor ?? 'ALL'
    setBusy(what)
    setNote(null)
    try {
      if (vendor) {
        const answer = await transferBetweenWallets({
          from: vendor,
          to: MAIN,
          all: true,
          requestId: keyFor(what),
        })
        onFunds(answer)
        setNote({ text: t('xfer_recalled', [money(answer.transfer.amount)]), error: false })
      } else {
        const answer = await recallAllWallets(keyFor(what))
        onFunds(answer)
        const moved = answer.recalled.reduce((s, r) => s + r.amount, 0)
        const parts = [moved > 0 ? t('xfer_recalled', [money(moved)]) : t('xfer_recall_nothing')]
        if (answer.failed.length)
          parts.push(t('xfer_recall_failed', [answer.failed.map((f) => f.name).join(', ')]))
        setNote({ text: parts.join(' '), error: answer.failed.length > 0 })
      }
      attempt.current = null
    } catch (error) {
      const unchanged = fundsOf(error)
      if (unchanged) {
        onFunds(unchanged)
        setMemberBalance(unchanged.main)
      }
      if (!isRetryable(error)) attempt.current = null
      setNote({ text: transferError(error, money, funds), error: true })
    } finally {
      setBusy(null)
    }
  }
  const withMoney = funds.wallets.some((w) => w.balance > 0)
  return (
    <section className="wal-card lk-stack" part="wallets" aria-labelledby="xfer-wallets">
      <dl className="wal-facts wal-facts--inline">
        <div>
          <dt>{t('xfer_total')}</dt>
          <dd part="total-balance">{money(funds.total)}</dd>
        </div>
        <div>
          <dt>{t('xfer_main')}</dt>
          <dd part="main-balance">{money(funds.main)}</dd>
        </div>
      </dl>
      <h2 className="wal-subtitle" id="xfer-wallets">
        {t('xfer_wallets')}
      </h2>
      <ul className="xfer-wallets" part="vendor-wallets">
        {funds.wallets.map((w) => (
          <li key={w.vendor} className="xfer-wallet" data-vendor={w.vendor}>
            <span className="xfer-name">{w.name}</span>
            <strong className="xfer-balance" part="vendor-balance">
              {money(w.balance)}
            </strong>
            <Button
              disabled={w.balance <= 0 || busy !== null}
              busy={busy === w.vendor}
              aria-label={`${t('xfer_recall')}: ${w.name}`}
              onClick={() => void recall(w.vendor)}
            >
              {t('xfer_recall')}
            </Button>
          </li>
        ))}
      </ul>
      {note &&
        (note.error ? (
          <Failure text={note.text} />
        ) : (
          <p role="status" className="xfer-done">
            {note.text}
          </p>
        ))}
      <div className="wal-actions">
        <Button
          variant="secondary"
          disabled={!withMoney || busy !== null}
          busy={busy === 'ALL'}
          onClick={() => void recall(null)}
          part="recall-all"
        >
          {t('xfer_recall_all')}
        </Button>
      </div>
    </section>
  )
}

function TransferForm({ funds, onFunds }: { funds: Funds; onFunds(f: Funds): void }) {
  const t = useT()
  const { money } = useFormat()
  const fromId = useUid('xfer-from')
  const toId = useUid('xfer-to')
  const [from, setFrom] = useState(MAIN)
  const [to, setTo] = useState(funds.wallets[0]?.vendor ?? '')
  const [amount, setAmount] = useState('')
  const [all, setAll] = useState(false)
  const [errors, setErrors] = useState<{ wallets?: string; amount?: string }>({})
  const [failure, setFailure] = useState<{ text: string; retry: boolean } | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const attempt = useRef<{ what: string; key: string } | null>(null)
  const nameOf = (id: string) =>
    id === MAIN ? t('xfer_main') : (funds.wallets.find((w) => w.vendor === id)?.name ?? id)
  const balanceOf = (id: string) =>
    id === MAIN ? funds.main : (funds.wallets.find((w) => w.vendor === id)?.balance ?? 0)
  const options = [
    { id: MAIN, label: t('xfer_main') },
    ...funds.wallets.map((w) => ({ id: w.vendor, label: w.name })),
  ]
  const submit = async (event?: FormEvent) => {
    event?.preventDefault()
    if (busy) return
    const text = amount.trim()
    const found = {
      wallets: from === to ? t('xfer_same') : from !== MAIN && to !== MAIN ? t('xfer_pick_main') : undefined,
      amount: all
        ? balanceOf(from) > 0
          ? undefined
          : t('xfer_empty_wallet')
        : !text
          ? t('input_empty')
          : !AMOUNT.test(text) || !(Number(text) > 0)
            ? t('xfer_amount_number')
            : Number(text) > balanceOf(from)
              ? t('xfer_amount_balance', [money(balanceOf(from))])
              : undefined,
    }
    setErrors(found)
    setFailure(null)
    setDone(null)
    if (found.wallets || found.amount) return
    // One key per attempt: the same attempt retried keeps it, a changed one gets a new key.
    const what = `${from}>${to}:${all ? 'all' : text}`
    if (attempt.current?.what !== what) attempt.current = { what, key: newRequestId() }
    setBusy(true)
    try {
      const answer = await transferBetweenWallets({
        from,
        to,
        ...(all ? { all: true } : { amount: text }),
        requestId: attempt.current.key,
      })
      attempt.current = null
      onFunds(answer)
      setAmount('')
      setAll(false)
      setDone(t('xfer_done', [money(answer.transfer.amount), nameOf(from), nameOf(to)]))
    } catch (error) {
      const unchanged = fundsOf(error)
      if (unchanged) {
        onFunds(unchanged)
        setMemberBalance(unchanged.main)
      }
      const retry = isRetryable(error)
      if (!retry) attempt.current = null
      const code = isApiError(error) ? error.errorCode : undefined
      const message = transferError(error, money, funds)
      if (code === 'INSUFFICIENT_BALANCE' || code === 'AMOUNT_INVALID' || code === 'EMPTY_WALLET')
        setErrors({ amount: message })
      else setFailure({ text: message, retry })
    } finally {
      setBusy(false)
    }
  }
  const select = (id: string, label: string, value: string, onChange: (v: string) => void, name: string) => (
    <div className="lk-field" data-invalid={errors.wallets ? 'true' : undefined}>
      <label className="lk-label" htmlFor={id}>
        {label}
      </label>
      <div className="lk-control">
        <select
          id={id}
          name={name}
          className="lk-input wal-select"
          value={value}
          onChange={(e) => {
            onChange(e.currentTarget.value)
            setErrors((x) => ({ ...x, wallets: undefined }))
          }}
          aria-invalid={errors.wallets ? 'true' : undefined}
          aria-describedby={errors.wallets ? `${fromId}-wallets` : undefined}
        >
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.label} ({money(balanceOf(o.id))})
            </option>
          ))}
        </select>
      </div>
    </div>
  )
  return (
    <form
      className="wal-card wal-form lk-stack"
      noValidate
      onSubmit={submit}
      part="transfer-form"
      aria-labelledby="xfer-form"
    >
      <h2 className="wal-subtitle" id="xfer-form">
        {t('xfer_submit')}
      </h2>
      <div className="xfer-pair">
        {select(
          fromId,
          t('xfer_from'),
          from,
          (v) => {
            setFrom(v)
            if (v !== MAIN && to !== MAIN) setTo(MAIN)
            if (v === MAIN && to === MAIN) setTo(funds.wallets[0]?.vendor ?? '')
          },
          'from',
        )}
        <Button
          variant="secondary"
          aria-label={t('xfer_swap_label')}
          onClick={() => {
            setFrom(to)
            setTo(from)
          }}
          part="swap"
        >
          ⇄ <span className="lk-visually-hidden">{t('xfer_swap')}</span>
        </Button>
        {select(
          toId,
          t('xfer_to'),
          to,
          (v) => {
            setTo(v)
            if (v !== MAIN && from !== MAIN) setFrom(MAIN)
            if (v === MAIN && from === MAIN) setFrom(funds.wallets[0]?.vendor ?? '')
          },
          'to',
        )}
      </div>
      {errors.wallets && (
        <p id={`${fromId}-wallets`} className="lk-field-error" role="alert">
          {errors.wallets}
        </p>
      )}
      <Field
        name="amount"
        label={t('xfer_amount')}
        value={all ? String(balanceOf(from)) : amount}
        onValue={(v) => {
          setAll(false)
          setAmount(v)
          setErrors((x) => ({ ...x, amount: undefined }))
        }}
        inputMode="decimal"
        autoComplete="off"
        required
        error={errors.amount}
        end={
          <Button
            variant="secondary"
            aria-pressed={all}
            aria-label={`${t('xfer_all')}: ${t('xfer_all_label')}`}
            onClick={() => {
              setAll(!all)
              setErrors((x) => ({ ...x, amount: undefined }))
            }}
            part="transfer-all"
          >
            {t('xfer_all')}
          </Button>
        }
      />
      {failure && <Failure text={failure.text} onRetry={failure.retry ? () => void submit() : undefined} />}
      {done && (
        <p role="status" className="xfer-done" part="transfer-done">
          {done}
        </p>
      )}
      <Button type="submit" variant="primary" busy={busy} part="submit-transfer">
        {t('xfer_submit')}
      </Button>
    </form>
  )
}
