// The security centre's recent account changes against the reference server (MEMBER-1): a payout
// account added after the password was confirmed lists both changes, newest first, with the IP.
import { describe, expect, it } from 'vitest'
import { adoptToken } from '../../../../../core/stores/session'
import { ActivityCard } from '../../../../../widgets/lobbykit-site/pages/member/security/activity'
import '../../../../../widgets/lobbykit-site/pages/member/security/kit'
import { nodeRequest, PLATFORM_HEADERS, until, usePlatform } from '../../../../helpers/platform'
import { renderPage, text } from '../../../../helpers/render-page'

const server = usePlatform()

function relay(path: string, body: unknown, token?: string) {
  return nodeRequest<{ success: boolean; value: any }>(server().url + path, {
    method: 'POST',
    body,
    headers: { ...PLATFORM_HEADERS, modID: 'SEC3', ...(token && { Authorization: token }) },
  })
}

describe('recent account changes (MEMBER-1)', () => {
  it('lists the confirmed identity and the payout account added, newest first, with the IP', async () => {
    const login = await relay('/wps/session/login', {
      type: 'username',
      username: 'demo',
      password: 'Demo1234!',
    })
    const token = login.value.token as string
    expect((await relay('/wps/relay/SEC_stepUp', { password: 'Demo1234!' }, token)).success).toBe(true)
    const added = await relay(
      '/wps/relay/SEC_addPayoutAccount',
      { bankCode: 'UBL', accountName: 'Demo Player', accountNumber: '5555666677' },
      token,
    )
    expect(added.success).toBe(true)
    await adoptToken(token)
    const { container } = renderPage(() => <ActivityCard />, { path: '/member' })
    await until(() => expect(container.querySelectorAll('[part=activity] tbody tr')).toHaveLength(2))
    const rows = [...container.querySelectorAll('[part=activity] tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td')].slice(1).map((td) => text(td)),
    )
    expect(rows).toEqual([
      ['Payout account added', '127.0.0.1'],
      ['Identity confirmed for an account change (with the password)', '127.0.0.1'],
    ])
  })
})
