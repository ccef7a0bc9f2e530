import { useState } from 'react'
import { addMessages, gameTypeName, tDynamic } from '../../../../../core/i18n/index'
import { setMemberBalance } from '../../../../../core/stores/balance'
import {
  type MallState,
  fetchPointBalance,
  fetchPointConfig,
  fetchPointGoods,
  fetchRedemptions,
} from '../../../../../core/api/points'
import { useT } from '../../../../kit/use-t'
import { LoadState } from '../../../shared/load-state'
import { useLoad } from '../../../shared/use-load'
import { BenefitSection } from '../benefits/benefits-kit'
import { TableRegion } from '../../centre-kit/table-region'
import { useFormat } from '../../../../kit/use-format'
import { usePoints, BADGE_TONES } from './points-kit'
import { Good } from './good'
import { Changes } from './changes'
import { Convert } from './convert'
import { en } from './en'

addMessages(en, { UR: () => import('./ur').then((m) => m.ur) })

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
