import { useState } from 'react'
import {
  fetchRecentLogins,
  requestEndOtherSessions,
  requestEndSession,
  type LoginEntry,
} from '../../../../../core/api/security'
import { Button } from '../../../../kit/button'
import { useT } from '../../../../kit/use-t'
import { LoadState } from '../../../shared/load-state'
import { useLoad } from '../../../shared/use-load'
import { Failure } from '../failure'
import { StatusBadge } from '../status-badge'
import { useFormat } from '../../../../kit/use-format'
import { Done, secErrorText } from './kit'

/** MEMBER-1: the recent logins (time, IP, device, state); sign one other session out, or all of them. */
export function LoginsCard() {
  const t = useT()
  const { time: when } = useFormat()
  const state = useLoad((signal) => fetchRecentLogins(signal))
  const list = state.data?.list
  const [busy, setBusy] = useState<number | 'all' | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const others = list?.filter((l) => l.active && !l.current).length ?? 0
  const end = async (which: number | 'all') => {
    setBusy(which)
    setFailure(null)
    setDone(null)
    try {
      if (which === 'all') {
        const answer = await requestEndOtherSessions()
        state.set({ list: answer.list })
        setDone(t('sec_signed_out_count', [answer.ended]))
      } else {
        state.set(await requestEndSession(which))
        setDone(t('sec_signed_out_one'))
      }
    } catch (error) {
      setFailure(secErrorText(error))
    } finally {
      setBusy(null)
    }
  }
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
            onClick={() => void end(l.id)}
            part="end-session"
          >
            {t('sec_sign_out')}
          </Button>
        )}
      </td>
    </tr>
  )
  return (
    <section className="wal-card lk-stack" part="logins-card" aria-labelledby="sec-logins">
      <h2 className="wal-subtitle" id="sec-logins">
        {t('sec_logins')}
      </h2>
      <p className="lk-small lk-muted">{t('sec_logins_hint')}</p>
      <LoadState state={state} empty={!list?.length} />
      {list && list.length > 0 && (
        <div className="sec-table-wrap" tabIndex={0} role="group" aria-labelledby="sec-logins">
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
            <tbody>{list.map(row)}</tbody>
          </table>
        </div>
      )}
      {failure && <Failure text={failure} />}
      <Done text={done} />
      {others > 0 && (
        <div className="wal-actions">
          <Button
            busy={busy === 'all'}
            disabled={busy !== null}
            onClick={() => void end('all')}
            part="end-other-sessions"
          >
            {t('sec_sign_out_others')}
          </Button>
        </div>
      )}
    </section>
  )
}
