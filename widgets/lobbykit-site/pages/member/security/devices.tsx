import { useState } from 'react'
import { forgetDevices, loadDevices, type RememberedDevice } from '../../../../../core/api/account-checks'
import { Button } from '../../../../kit/button'
import { useFormat } from '../../../../kit/use-format'
import { useT } from '../../../../kit/use-t'
import { LoadState } from '../../../shared/load-state'
import { useLoad } from '../../../shared/use-load'
import { Failure } from '../failure'
import { Done, secErrorText } from './kit'

/**
 * LOGIN-28, C-16 (issue 16): the devices the new-device check remembers (30 days from the code):
 * name from the user agent, IP, last seen. Forgetting one, or all, makes the next login there ask
 * for a code again.
 */
export function DevicesCard() {
  const t = useT()
  const { time: when } = useFormat()
  const state = useLoad(() => loadDevices())
  const list = state.data
  const [busy, setBusy] = useState<number | 'all' | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const forget = async (which: number | 'all') => {
    setBusy(which)
    setFailure(null)
    setDone(null)
    try {
      await forgetDevices(which)
      state.set(which === 'all' ? [] : (list ?? []).filter((d) => d.id !== which))
      setDone(t(which === 'all' ? 'sec_devices_forgot_all' : 'sec_device_forgot'))
    } catch (error) {
      setFailure(secErrorText(error))
    } finally {
      setBusy(null)
    }
  }
  const row = (d: RememberedDevice) => (
    <tr key={d.id} data-device={d.id}>
      <td>{d.name}</td>
      <td>
        <code>{d.ip}</code>
      </td>
      <td>{when(d.lastSeen)}</td>
      <td>
        <Button
          busy={busy === d.id}
          disabled={busy !== null}
          aria-label={t('sec_forget_device_label', [d.name, d.ip])}
          onClick={() => void forget(d.id)}
          part="forget-device"
        >
          {t('sec_forget_device')}
        </Button>
      </td>
    </tr>
  )
  return (
    <section className="wal-card lk-stack" part="devices-card" aria-labelledby="sec-devices">
      <h2 className="wal-subtitle" id="sec-devices">
        {t('sec_devices')}
      </h2>
      <p className="lk-small lk-muted">{t('sec_devices_hint')}</p>
      <LoadState state={state} empty={!list?.length} />
      {list && list.length > 0 && (
        <div className="sec-table-wrap" tabIndex={0} role="group" aria-labelledby="sec-devices">
          <table className="sec-table" part="devices">
            <thead>
              <tr>
                <th scope="col">{t('sec_device')}</th>
                <th scope="col">{t('sec_ip')}</th>
                <th scope="col">{t('sec_last_seen')}</th>
                <th scope="col">
                  <span className="lk-visually-hidden">{t('sec_forget_device')}</span>
                </th>
              </tr>
            </thead>
            <tbody>{list.map(row)}</tbody>
          </table>
        </div>
      )}
      {failure && <Failure text={failure} />}
      <Done text={done} />
      {list && list.length > 1 && (
        <div className="wal-actions">
          <Button
            busy={busy === 'all'}
            disabled={busy !== null}
            onClick={() => void forget('all')}
            part="forget-devices"
          >
            {t('sec_forget_devices')}
          </Button>
        </div>
      )}
    </section>
  )
}
