// The security centre's remembered devices against the reference server (LOGIN-28, C-16):
// a device verified by the new-device code is listed (name from the user agent, IP, last seen) and
// can be forgotten, one or all.
import { describe, expect, it } from 'vitest'
import { act } from 'preact/test-utils'
import { readDeviceId } from '../../../../../core/device-id'
import { adoptToken } from '../../../../../core/stores/session'
import { $token } from '../../../../../core/stores/token'
import { DevicesCard } from '../../../../../widgets/lobbykit-site/pages/member/security/devices'
import '../../../../../widgets/lobbykit-site/pages/member/security/kit'
import { demo, nodeRequest, PLATFORM_HEADERS, until, usePlatform } from '../../../../helpers/platform'
import { renderPage, text } from '../../../../helpers/render-page'

const server = usePlatform()

/** Logs `demo` in from this browser's device id through the code step, as the kit does; answers the token. */
async function loginThroughCode(deviceId: string): Promise<string> {
  const call = (path: string, body: unknown) =>
    nodeRequest<{ success: boolean; value: any }>(server().url + path, {
      method: 'POST',
      body,
      headers: {
        ...PLATFORM_HEADERS,
        modID: 'COMM3',
        'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0',
      },
    })
  const refused = await call('/wps/session/login', {
    type: 'username',
    username: 'demo',
    password: 'Demo1234!',
    deviceId,
  })
  const { ticket } = refused.value
  await call('/wps/session/device/code', { ticket, channel: 'email' })
  const { messages } = await demo<{ messages: { code: string }[] }>(
    server(),
    'GET',
    '/demo/api/outbox?to=demo@lobbykit.example',
  )
  const verified = await call('/wps/session/device/verify', { ticket, code: messages[0]!.code })
  return verified.value.token
}

describe('remembered devices (LOGIN-28, C-16)', () => {
  it('lists the device the code verified and forgets it', async () => {
    await demo(server(), 'PUT', '/demo/api/settings', { newDeviceCheck: true })
    await adoptToken(await loginThroughCode(readDeviceId()))
    const { container } = renderPage(() => <DevicesCard />, { path: '/member' })
    await until(() => expect(container.querySelectorAll('[part=devices] tbody tr')).toHaveLength(1))
    const cells = [...container.querySelectorAll('[part=devices] tbody td')].map((td) => text(td))
    expect(cells.slice(0, 2)).toEqual(['Chrome on Linux', '127.0.0.1'])
    expect(container.querySelector('[part=forget-devices]')).toBeNull() // one device: no "forget all"
    await act(() => (container.querySelector('[part=forget-device]') as HTMLElement).click())
    await until(() =>
      expect(text(container.querySelector('[part=done]'))).toContain('That device is forgotten'),
    )
    expect(container.querySelectorAll('[part=devices] tbody tr')).toHaveLength(0)
    const left = await nodeRequest<{ value: unknown[] }>(server().url + '/wps/member/devices', {
      headers: {
        ...PLATFORM_HEADERS,
        modID: 'COMM3',
        Authorization: $token.get() ?? '',
      },
    })
    expect(left.value).toEqual([])
  })
})
