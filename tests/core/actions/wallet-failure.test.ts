// The server failures the wallet sections translate (MEMBER-3, MEMBER-4).
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../core/errors'
import { isRetryable, walletErrorText } from '../../../core/actions/wallet-failure'
import '../../../widgets/lobbykit-site/pages/member/en'

const money = (n: number) => `Rs ${n.toFixed(2)}`

describe('walletErrorText and isRetryable', () => {
  const failure = (errorCode: string, value?: unknown, status = 200) =>
    new ApiError({
      request: 'POST /wps/relay/PAY_createDeposit',
      errorCode,
      value,
      status,
      serverMessage: 'server words',
    })

  it('words the wallet codes itself, with the server numbers formatted', () => {
    expect(walletErrorText(failure('AMOUNT_RANGE', { min: 500, max: 1000 }), money)).toBe(
      'Please enter an amount from Rs 500.00 to Rs 1000.00',
    )
    expect(walletErrorText(failure('PENDING_LIMIT', { limit: 3 }), money)).toMatch(
      /^You already have 3 deposits waiting/,
    )
    expect(walletErrorText(failure('PASSWORD_INCORRECT'), money)).toBe('The password is incorrect')
    expect(walletErrorText(failure('CONFIRM_CLOSED'), money)).toBe(
      'The time to confirm has passed: this withdrawal is under review',
    )
  })

  it('offers Try again for the network and the server, not for a refused input', () => {
    expect(isRetryable(new ApiError({ request: 'x', key: 'network_error', errorCode: 'NETWORK' }))).toBe(true)
    expect(isRetryable(failure('SERVER_ERROR', undefined, 500))).toBe(true)
    expect(isRetryable(failure('PENDING_LIMIT'))).toBe(false)
    // ERR-19: a 429 offers no "Try again" that cannot work before its wait ends.
    expect(isRetryable(failure('TOO_MANY_REQUESTS', undefined, 429))).toBe(false)
  })
})
