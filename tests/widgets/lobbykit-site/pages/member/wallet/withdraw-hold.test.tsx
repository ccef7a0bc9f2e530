// The withdraw page says when a new payout account can receive a withdrawal (MEMBER-4, MEMBER-1):
// the add form names the hold, and a new account shows the time it ends, as the server keeps it.
import { describe, expect, it } from 'vitest'
import { adoptToken } from '../../../../../../core/stores/session'
import WithdrawSection from '../../../../../../widgets/lobbykit-site/pages/member/wallet/withdraw'
import { nodeRequest, PLATFORM_HEADERS, until, usePlatform } from '../../../../../helpers/platform'
import { renderPage, text } from '../../../../../helpers/render-page'

const server = usePlatform()

function post(path: string, body: unknown, token?: string) {
  return nodeRequest<{ success: boolean; value: any }>(server().url + path, {
    method: 'POST',
    body,
    headers: { ...PLATFORM_HEADERS, modID: 'WITHDRAW3', ...(token && { Authorization: token }) },
  })
}

describe('the payout account hold on the withdraw page (MEMBER-4)', () => {
  it('names the 24-hour hold on the add form, then the time a new account can be paid', async () => {
    const login = await post('/wps/session/login', {
      type: 'username',
      username: 'agent',
      password: 'Agent1234!',
    })
    const token = login.value.token as string
    await adoptToken(token)
    const first = renderPage(() => <WithdrawSection />, { path: '/member' })
    await until(() =>
      expect(text(first.container.querySelector('[part=account-hold]'))).toBe(
        'A new payout account can receive withdrawals 24 hours after it is added.',
      ),
    )
    first.container.remove()
    expect((await post('/wps/relay/SEC_stepUp', { password: 'Agent1234!' }, token)).success).toBe(true)
    const saved = await post(
      '/wps/relay/PAY_payoutAccount',
      { bankCode: 'UBL', accountName: 'Demo Agent', accountNumber: '9876543210' },
      token,
    )
    expect(saved.value.accountUsableAt).toBeGreaterThan(Date.now() + 23 * 3_600_000)
    const second = renderPage(() => <WithdrawSection />, { path: '/member' })
    await until(() =>
      expect(text(second.container.querySelector('[part=account-on-hold]'))).toMatch(
        /^For your safety this account can receive withdrawals from .+\.$/,
      ),
    )
  })
})
