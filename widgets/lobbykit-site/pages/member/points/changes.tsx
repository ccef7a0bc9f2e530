import { useState } from 'react'
import { fetchPointChanges } from '../../../../../core/api/points'
import { useT } from '../../../../kit/use-t'
import { LoadState } from '../../../shared/load-state'
import { useLoad } from '../../../shared/use-load'
import { RecordPager } from '../../centre-kit/record-pager'
import { TableRegion } from '../../centre-kit/table-region'
import { useFormat } from '../../../../kit/use-format'
import { usePoints } from './points-kit'

const PAGE_SIZE = 20

/** The changed points, newest first, a page at a time. */
export function Changes({ typeName }: { typeName(type: string): string }) {
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
