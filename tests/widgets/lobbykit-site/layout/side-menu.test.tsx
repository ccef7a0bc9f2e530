// The side menu asks the white-label menu (API-25: /wps/system/whitelabel, no token) each time it
// opens, and its flag-driven items (VIP, rebate, invite friends) follow the answer (FLAG-1..5).
import { render } from 'preact/compat'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { $flags } from '../../../../core/stores/system'
import { SideMenu } from '../../../../widgets/lobbykit-site/layout/side-menu'
import { demo, usePlatform, until } from '../../../helpers/platform'

const server = usePlatform()
const box = document.createElement('div')
afterEach(() => {
  render(null, box)
  box.remove()
})

describe('side menu and the white-label menu (API-25)', () => {
  it('refreshes the flags from the white-label menu when it opens, and hides what they switch off', async () => {
    document.body.append(box)
    expect($flags.get().whitelabel.VIP).toBe(true)
    render(<SideMenu open={false} onClose={() => {}} />, box)
    expect(box.querySelector('[data-nav=vip]')).not.toBeNull()
    await demo(server(), 'PUT', '/demo/api/settings', { whitelabel: { VIP: false, REFERRAL: false } })
    const spy = vi.spyOn(globalThis, 'fetch')
    try {
      render(<SideMenu open onClose={() => {}} />, box)
      await until(() => expect(box.querySelector('[data-nav=vip]')).toBeNull())
      expect(box.querySelector('[data-nav=invite]')).toBeNull()
      expect(box.querySelector('[data-nav=bet-record]')).not.toBeNull()
      expect($flags.get().whitelabel).toMatchObject({ VIP: false, REFERRAL: false, FREEPLAY3: true })
      const call = spy.mock.calls.find(([input]) => String(input).includes('/wps/system/whitelabel'))!
      const headers = new Headers(call[1]?.headers as HeadersInit)
      expect(headers.get('modID')).toBe('COMM3')
      expect(headers.get('Authorization')).toBeNull()
    } finally {
      spy.mockRestore()
    }
  })
})
