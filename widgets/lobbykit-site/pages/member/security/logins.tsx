import {
  fetchRecentLogins,
  requestEndOtherSessions,
  requestEndSession,
  type LoginEntry,
} from '../../../../../core/api/security'
import { Button } from '../../../../kit/button'
import { useT } from '../../../../kit/use-t'
import { useLoad } from '../../../shared/use-load'
import { StatusBadge } from '../../centre-kit/status-badge'
import { useFormat } from '../../../../kit/use-format'
import { TableCard, useRowAction } from './table-card'

/** MEMBER-1: the recent logins (time, IP, device, state); sign one other session out, or all of them. */
export function LoginsCard() {
  const t = useT()
  const { time: when } = useFormat()
  const state = useLoad((signal) => fetchRecentLogins(signal))
  const list = state.data?.list
  const others = list?.filter((l) => l.active && !l.current).length ?? 0
  const { busy, failure, done, act } = useRowAction<number | 'all'>(async (which) => {
    if (which === 'all') {
      const answer = await requestEndOtherSessions()
      state.set({ list: answer.list })
      return t('sec_signed_out_count', [answer.ended])
    }
    state.set(await requestEndSession(which))
    return t('sec_signed_out_one')
  })
  const row = (l: LoginEntry) => (
    <tr key={l.id} data-login={l.id} data-active={l.active ? 'true' : 'false'}>
      <td>{when(l.time)}</td>
      <td>
        <code>{l.ip}</code>
      </td>
      <td>{l.device}</td>
      <td>
        {l.current ? (
          <StatusBadge label={t('sec_this_device')} tone="go" />
        ) : l.active ? (
          <StatusBadge label={t('sec_signed_in')} tone="ok" />
        ) : (
          <StatusBadge label={t('sec_ended')} tone="off" />
        )}
      </td>
      <td>
        {l.active && !l.current && (
          <Button
            busy={busy === l.id}
            disabled={busy !== null}
            aria-label={t('sec_sign_out_label', [when(l.time), l.device])}
            onClick={() => void act(l.id)}
            part="end-session"
          >
            {t('sec_sign_out')}
          </Button>
        )}
      </td>
    </tr>
  )
  return (
    <TableCard
      id="sec-logins"
      title={t('sec_logins')}
      hint={t('sec_logins_hint')}
      part="logins-card"
      state={state}
      empty={!list?.length}
      failure={failure}
      done={done}
      actions={
        others > 0 && (
          <Button
            busy={busy === 'all'}
            disabled={busy !== null}
            onClick={() => void act('all')}
            part="end-other-sessions"
          >
            {t('sec_sign_out_others')}
          </Button>
        )
      }
    >
      <table className="sec-table" part="logins">
        <thead>
          <tr>
            <th scope="col">{t('sec_time')}</th>
            <th scope="col">{t('sec_ip')}</th>
            <th scope="col">{t('sec_device')}</th>
            <th scope="col">{t('sec_state')}</th>
            <th scope="col">
              <span className="lk-visually-hidden">{t('sec_sign_out')}</span>
            </th>
          </tr>
        </thead>
        <tbody>{list?.map(row)}</tbody>
      </table>
    </TableCard>
  )
}
