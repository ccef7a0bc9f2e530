import { useState, type FormEvent } from 'react'
import { useStore } from '@nanostores/react'
import { addMessages, gameTypeName, tDynamic } from '../../../../../core/i18n/index'
import { isApiError, errorMessageOf } from '../../../../../core/errors'
import { setMemberBalance } from '../../../../../core/stores/balance'
import {
  convertPoints,
  newRequestId,
  redeemGoods,
  type MallState,
  fetchPointBalance,
  fetchPointChanges,
  fetchPointConfig,
  fetchPointGoods,
  fetchRedemptions,
  type PointGood,
} from '../../../../../core/api/points'
import { $locale } from '../../../../../core/stores/locale'
import { intlLocale } from '../../../../../core/format'
import { useT } from '../../../../kit/use-t'
import { Button } from '../../../../kit/button'
import { Field } from '../../../../kit/field'
import { Modal } from '../../../../kit/modal'
import { LoadState } from '../../../shared/load-state'
import { useLoad } from '../../../shared/use-load'
import { BenefitSection } from '../benefits-kit'
import { RecordPager } from '../record-pager'
import { TableRegion } from '../table-region'
import { useFormat } from '../../../../kit/use-format'
import { en } from './en'

addMessages(en, { UR: () => import('./ur').then((m) => m.ur) })

const PAGE_SIZE = 20
const MAPPED_ERRORS = [
  'TX_PASSWORD_NOT_SET',
  'TX_PASSWORD_INCORRECT',
  'POINTS_SHORT',
  'GOODS_SOLD_OUT',
  'GOODS_OFF',
  'AMOUNT_REQUIRED',
  'POINTS_MIN',
]

/** A failed redemption or conversion in the interface language (the server's message otherwise). */
function usePointsError(): (error: unknown) => string {
  const t = useT()
  return (error) =>
    isApiError(error) && error.errorCode && MAPPED_ERRORS.includes(error.errorCode)
      ? tDynamic(`points_err_${error.errorCode}`)
      : errorMessageOf(error)
}
const BADGE_TONES = {
  ON: 'go',
  SOLD_OUT: 'off',
  OFF: 'off',
  PROCESS: 'go',
  APPROVED: 'ok',
  REJECTED: 'off',
} as const

/** Points in the interface language's digits. */
export function usePoints(): (value: number) => string {
  const lang = useStore($locale)
  return (value) => new Intl.NumberFormat(intlLocale(lang), { maximumFractionDigits: 0 }).format(value)
}

/**
 * The points mall (MEMBER-19; also the /pointMall page, ROUTE-19): the balance and the terms from the
 * server (C-13, MEMBER-30), the points table by type with each ratio (MEMBER-28, MEMBER-29), the goods
 * with their requirements and status (MEMBER-31), the redemption records (MEMBER-32) and the history
 * of changed points. Points are earned by the server from settled bets and deposits.
 */
export default function PointsSection() {
  return (
    <BenefitSection name="points">
      <PointsView />
    </BenefitSection>
  )
}

function PointsView() {
  const t = useT()
  const points = usePoints()
  const { money } = useFormat()
  const balance = useLoad(fetchPointBalance)
  const config = useLoad(fetchPointConfig)
  const goods = useLoad(fetchPointGoods)
  const records = useLoad(fetchRedemptions)
  const [version, setVersion] = useState(0)
  const [done, setDone] = useState('')
  /** A redemption or conversion answered the new state of the mall. */
  const apply = (state: MallState, message: string) => {
    balance.set({ balance: state.balance, list: state.list })
    if (goods.data) goods.set({ ...goods.data, balance: state.balance, list: state.goods })
    records.set({ list: state.records })
    setVersion((v) => v + 1)
    setDone(message)
  }
  const typeName = (type: string) =>
    ['DEPOSIT', 'REDEEM', 'REFUND', 'CONVERT'].includes(type)
      ? tDynamic(`points_type_${type}`)
      : gameTypeName(type)
  return (
    <>
      <LoadState state={balance} empty={!balance.data} />
      {balance.data && (
        <div className="benefits-card" part="points-balance">
          <p className="benefits-level">
            <span>{t('points_balance')}</span>
            <strong dir="ltr">{t('points_balance_value', [points(balance.data.balance)])}</strong>
          </p>
          {config.data && (
            <>
              <h2 className="benefits-reward-title">{t('points_terms')}</h2>
              <ul part="points-terms">
                {config.data.terms.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </>
          )}
          <LoadState state={config} empty={!config.data} />
        </div>
      )}
      <p className="benefits-ok" role="status" part="points-done">
        {done}
      </p>
      {balance.data && config.data && (
        <Convert
          points={balance.data.balance}
          rate={config.data.convertRate}
          min={config.data.convertMin}
          onDone={(state, converted) => {
            setMemberBalance(state.money)
            apply(
              state,
              t('points_converted', [points(converted), money(converted * config.data!.convertRate)]),
            )
          }}
        />
      )}
      {balance.data && (
        <>
          <h2>{t('points_table')}</h2>
          <TableRegion label={t('points_table')} part="points-table">
            <thead>
              <tr>
                <th scope="col">{t('points_type')}</th>
                <th scope="col">{t('points_ratio')}</th>
                <th scope="col" className="rec-num">
                  {t('points_points')}
                </th>
              </tr>
            </thead>
            <tbody>
              {balance.data.list.map((row) => (
                <tr key={row.type} data-type={row.type}>
                  <th scope="row">{typeName(row.type)}</th>
                  <td>{row.ratio === null ? '—' : t('points_ratio_value', [money(row.ratio)])}</td>
                  <td className="rec-num" dir="ltr">
                    {points(row.points)}
                  </td>
                </tr>
              ))}
            </tbody>
          </TableRegion>
        </>
      )}
      <h2>{t('points_goods')}</h2>
      <LoadState state={goods} empty={!goods.data?.list.length} />
      {goods.data && goods.data.list.length > 0 && (
        <ul className="benefits-rewards" part="points-goods">
          {goods.data.list.map((good) => (
            <Good
              key={good.id}
              good={good}
              balance={goods.data!.balance}
              deposits={goods.data!.deposits}
              onRedeemed={(state) => apply(state, t('points_redeemed', [good.name]))}
            />
          ))}
        </ul>
      )}
      <h2>{t('points_records')}</h2>
      <LoadState state={records} empty={!records.data} />
      {records.data &&
        (records.data.list.length ? (
          <TableRegion label={t('points_records')} part="points-records">
            <thead>
              <tr>
                <th scope="col">{t('points_date')}</th>
                <th scope="col">{t('points_goods_name')}</th>
                <th scope="col" className="rec-num">
                  {t('points_points')}
                </th>
                <th scope="col">{t('points_status')}</th>
              </tr>
            </thead>
            <tbody>
              {records.data.list.map((r) => (
                <RecordRow key={r.id} record={r} />
              ))}
            </tbody>
          </TableRegion>
        ) : (
          <p className="benefits-muted">{t('points_no_records')}</p>
        ))}
      <Changes key={version} typeName={typeName} />
    </>
  )
}

function RecordRow({ record }: { record: Awaited<ReturnType<typeof fetchRedemptions>>['list'][number] }) {
  const t = useT()
  const points = usePoints()
  const { time } = useFormat()
  return (
    <tr data-id={record.id} data-status={record.status}>
      <th scope="row">{time(record.createdAt)}</th>
      <td>{record.goodsName}</td>
      <td className="rec-num" dir="ltr">
        {points(record.points)}
      </td>
      <td>
        <span className="benefits-badge" data-tone={BADGE_TONES[record.status]} part="redemption-status">
          {t(`points_rs_${record.status}`)}
        </span>
      </td>
    </tr>
  )
}

/** One good: what it costs and needs, its stock and status, and why the member cannot have it yet. */
function Good({
  good,
  balance,
  deposits,
  onRedeemed,
}: {
  good: PointGood
  balance: number
  deposits: number
  onRedeemed(state: MallState): void
}) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const points = usePoints()
  const { money } = useFormat()
  const short =
    good.status !== 'ON'
      ? null
      : balance < good.points
        ? t('points_short_points', [points(good.points - balance)])
        : deposits < good.amountRequired
          ? t('points_short_amount', [money(good.amountRequired - deposits)])
          : null
  return (
    <li
      className="benefits-card benefits-reward"
      part="points-good"
      data-id={good.id}
      data-status={good.status}
    >
      <div className="benefits-reward-head">
        <h3 className="benefits-reward-title">{good.name}</h3>
        <strong className="benefits-reward-amount" dir="ltr">
          {t('points_goods_cost', [points(good.points)])}
        </strong>
      </div>
      <p className="benefits-reward-meta">
        <span className="benefits-badge" data-tone={BADGE_TONES[good.status]}>
          {t(`points_st_${good.status}`)}
        </span>
        <span>{t('points_goods_left', [points(good.quantity)])}</span>
      </p>
      <p className="benefits-muted">
        {good.amountRequired > 0
          ? t('points_goods_requires', [money(good.amountRequired)])
          : t('points_goods_no_requirement')}
      </p>
      {short && <p className="benefits-muted">{short}</p>}
      {good.status === 'ON' && !short && (
        <Button
          variant="primary"
          onClick={() => setOpen(true)}
          part="points-redeem"
          aria-label={t('points_redeem_named', [good.name])}
        >
          {t('points_redeem')}
        </Button>
      )}
      {open && (
        <RedeemDialog
          good={good}
          balance={balance}
          onClose={() => setOpen(false)}
          onDone={(state) => {
            setOpen(false)
            onRedeemed(state)
          }}
        />
      )}
    </li>
  )
}

/** The changed points, newest first, a page at a time. */
function Changes({ typeName }: { typeName(type: string): string }) {
  const t = useT()
  const points = usePoints()
  const { day, money } = useFormat()
  const [page, setPage] = useState(1)
  const changes = useLoad((signal) => fetchPointChanges(page, PAGE_SIZE, signal), page)
  const data = changes.data
  return (
    <>
      <h2>{t('points_changes')}</h2>
      <LoadState state={changes} empty={!data} />
      {data &&
        (data.list.length ? (
          <>
            <TableRegion label={t('points_changes')} part="points-changes" busy={changes.loading}>
              <thead>
                <tr>
                  <th scope="col">{t('points_date')}</th>
                  <th scope="col">{t('points_type')}</th>
                  <th scope="col">{t('points_change_ref')}</th>
                  <th scope="col" className="rec-num">
                    {t('points_points')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((c, i) => (
                  <tr key={`${c.time}-${c.type}-${i}`}>
                    <th scope="row">{day(c.time)}</th>
                    <td>{typeName(c.type)}</td>
                    <td>{c.ref ?? (c.amount !== null ? t('points_turnover', [money(c.amount)]) : '')}</td>
                    <td className="rec-num" dir="ltr">
                      {c.points > 0 ? '+' : ''}
                      {points(c.points)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </TableRegion>
            {data.totalPages > 1 && <RecordPager page={page} total={data.totalPages} onChange={setPage} />}
          </>
        ) : (
          <p className="benefits-muted">{t('points_no_changes')}</p>
        ))}
    </>
  )
}

/** The transaction password and Confirm for one good (API-67); a retry sends the same request id. */
function RedeemDialog({
  good,
  balance,
  onClose,
  onDone,
}: {
  good: PointGood
  balance: number
  onClose(): void
  onDone(state: MallState): void
}) {
  const t = useT()
  const points = usePoints()
  const explain = usePointsError()
  const [password, setPassword] = useState('')
  const [fieldError, setFieldError] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const [requestId] = useState(newRequestId)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError('')
    if (!password) return setFieldError(t('input_empty'))
    setFieldError('')
    setBusy(true)
    try {
      onDone(await redeemGoods({ goodsId: good.id, password, requestId }))
    } catch (failure) {
      setError(explain(failure))
      setBusy(false)
    }
  }
  return (
    <Modal
      open
      title={t('points_redeem_title', [good.name])}
      onClose={onClose}
      size="sm"
      part="points-redeem-dialog"
    >
      <form className="lk-stack" onSubmit={(e) => void submit(e)} noValidate>
        <p>{t('points_redeem_cost', [points(good.points), points(balance)])}</p>
        <Field
          name="paymentPassword"
          type="password"
          label={t('points_tx_password')}
          value={password}
          onValue={setPassword}
          error={fieldError || undefined}
          hint={t('points_tx_hint')}
          autoComplete="off"
          inputMode="numeric"
          required
          revealable
        />
        {error && (
          <p className="lk-form-error" role="alert" part="form-error">
            {error}
          </p>
        )}
        <Button type="submit" variant="primary" busy={busy} part="points-redeem-confirm">
          {t('confirm')}
        </Button>
      </form>
    </Modal>
  )
}

/** Points into money (API-68) at the server's rate, with the transaction password. */
function Convert({
  points: have,
  rate,
  min,
  onDone,
}: {
  points: number
  rate: number
  min: number
  onDone(state: MallState & { money: number }, converted: number): void
}) {
  const t = useT()
  const points = usePoints()
  const { money } = useFormat()
  const explain = usePointsError()
  const [amount, setAmount] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<{ amount?: string; password?: string }>({})
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const [requestId, setRequestId] = useState(newRequestId)
  const value = /^\d+$/.test(amount.trim()) ? Number(amount.trim()) : NaN
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError('')
    const next = {
      amount: !amount.trim()
        ? t('input_empty')
        : !(value >= min)
          ? t('points_convert_min', [points(min)])
          : value > have
            ? t('points_convert_more', [points(have)])
            : undefined,
      password: password ? undefined : t('input_empty'),
    }
    setErrors(next)
    if (next.amount || next.password) return
    setBusy(true)
    try {
      const state = await convertPoints({ points: value, password, requestId })
      setAmount('')
      setPassword('')
      setRequestId(newRequestId())
      onDone(state, value)
    } catch (failure) {
      setError(explain(failure))
    } finally {
      setBusy(false)
    }
  }
  return (
    <form
      className="benefits-card lk-stack"
      onSubmit={(e) => void submit(e)}
      noValidate
      part="points-convert"
    >
      <h2 className="benefits-reward-title">{t('points_convert')}</h2>
      <p className="benefits-muted">{t('points_convert_rule', [money(rate), points(min)])}</p>
      <Field
        name="points"
        label={t('points_convert_amount')}
        value={amount}
        onValue={setAmount}
        inputMode="numeric"
        error={errors.amount}
        hint={
          Number.isFinite(value) && value > 0 ? t('points_convert_gives', [money(value * rate)]) : undefined
        }
        required
      />
      <Field
        name="paymentPassword"
        type="password"
        label={t('points_tx_password')}
        value={password}
        onValue={setPassword}
        error={errors.password}
        autoComplete="off"
        inputMode="numeric"
        required
        revealable
      />
      {error && (
        <p className="lk-form-error" role="alert" part="form-error">
          {error}
        </p>
      )}
      <Button type="submit" variant="primary" busy={busy} part="points-convert-submit">
        {t('points_convert_button')}
      </Button>
    </form>
  )
}
