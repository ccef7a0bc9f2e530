import { forgetDevices, loadDevices, type RememberedDevice } from '../../../../../core/api/account-checks'
import { Button } from '../../../../kit/button'
import { useFormat } from '../../../../kit/use-format'
import { useT } from '../../../../kit/use-t'
import { useLoad } from '../../../shared/use-load'
import { TableCard, useRowAction } from './table-card'

/**
 * LOGIN-28, C-16: the devices the new-device check remembers (30 days from the code):
 * name from the user agent, IP, last seen. Forgetting one, or all, makes the next login there ask
 * for a code again.
 */
export function DevicesCard() {
  const t = useT()
  const { time: when } = useFormat()
  const state = useLoad(() => loadDevices())
  const list = state.data
  const { busy, failure, done, act } = useRowAction<number | 'all'>(async (which) => {
    await forgetDevices(which)
    state.set(which === 'all' ? [] : (list ?? []).filter((d) => d.id !== which))
    return t(which === 'all' ? 'sec_devices_forgot_all' : 'sec_device_forgot')
  })
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
          onClick={() => void act(d.id)}
          part="forget-device"
        >
          {t('sec_forget_device')}
        </Button>
      </td>
    </tr>
  )
  return (
    <TableCard
      id="sec-devices"
      title={t('sec_devices')}
      hint={t('sec_devices_hint')}
      part="devices-card"
      state={state}
      empty={!list?.length}
      failure={failure}
      done={done}
      actions={
        list &&
        list.length > 1 && (
          <Button
            busy={busy === 'all'}
            disabled={busy !== null}
            onClick={() => void act('all')}
            part="forget-devices"
          >
            {t('sec_forget_devices')}
          </Button>
        )
      }
    >
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
        <tbody>{list?.map(row)}</tbody>
      </table>
    </TableCard>
  )
}
