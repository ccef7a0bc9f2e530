// The wallet sections' own checks before a call (MEMBER-3, MEMBER-4, spec §5 "Other"), and the
// server failures they translate. The server applies the same rules (tests/server/wallet.test.ts).
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../../core/errors'
import { t } from '../../../../core/i18n/index'
import { amountError, isRetryable, walletErrorText } from '../../../../widgets/lobbykit-site/member/wallet-kit'
import { proofsError } from '../../../../widgets/lobbykit-site/member/withdrawal-item'

const money = (n: number) => `Rs ${n.toFixed(2)}`

describe('amountError (MEMBER-3, MEMBER-4)', () => {
  it.each([
    ['', 'Input cannot be empty'],
    ['  ', 'Input cannot be empty'],
    ['abc', 'Please enter the amount as a number'],
    ['1e3', 'Please enter the amount as a number'],
    ['-5', 'Please enter the amount as a number'],
    ['10.123', 'Please enter at most 2 decimal places'],
    ['99.99', 'Please enter an amount from Rs 100.00 to Rs 500.00'],
    ['500.01', 'Please enter an amount from Rs 100.00 to Rs 500.00'],
  ])('says what is wrong with %j', (text, message) => {
    expect(amountError(text, 100, 500, money)).toBe(message)
  })

  it('accepts the limits themselves and two decimals', () => {
    for (const text of ['100', '500', '250.5', ' 250.55 ']) expect(amountError(text, 100, 500, money)).toBeNull()
  })

  it('refuses more than the balance for a withdrawal', () => {
    expect(amountError('300', 100, 500, money, 250.5)).toBe('The amount is more than your balance (Rs 250.50)')
    expect(amountError('250.50', 100, 500, money, 250.5)).toBeNull()
  })
})

describe('proofsError (spec §5: png or jpg, at most 3, 5 MB each)', () => {
  const png = { type: 'image/png', size: 1000 }
  it('accepts up to three png or jpg images of at most 5 MB', () => {
    expect(proofsError([png, { type: 'image/jpeg', size: 5 * 1024 * 1024 }, png], t)).toBeNull()
  })
  it('refuses a fourth image, another type, or one over 5 MB', () => {
    expect(proofsError([png, png, png, png], t)).toBe('Please add at most 3 images')
    expect(proofsError([{ type: 'image/gif', size: 10 }], t)).toBe('Proof images must be png or jpg')
    expect(proofsError([{ type: 'image/png', size: 5 * 1024 * 1024 + 1 }], t)).toBe('Each proof image may be at most 5 MB')
  })
})

describe('walletErrorText and isRetryable', () => {
  const failure = (errorCode: string, value?: unknown, status = 200) =>
    new ApiError({ request: 'POST /wps/relay/PAY_createDeposit', errorCode, value, status, serverMessage: 'server words' })

  it('words the wallet codes itself, with the server numbers formatted', () => {
    expect(walletErrorText(failure('AMOUNT_RANGE', { min: 500, max: 1000 }), money)).toBe('Please enter an amount from Rs 500.00 to Rs 1000.00')
    expect(walletErrorText(failure('PENDING_LIMIT', { limit: 3 }), money)).toMatch(/^You already have 3 deposits waiting/)
    expect(walletErrorText(failure('PASSWORD_INCORRECT'), money)).toBe('The password is incorrect')
    expect(walletErrorText(failure('CONFIRM_CLOSED'), money)).toBe('The time to confirm has passed: this withdrawal is under review')
  })

  it('offers Try again for the network and the server, not for a refused input', () => {
    expect(isRetryable(new ApiError({ request: 'x', key: 'network_error', errorCode: 'NETWORK' }))).toBe(true)
    expect(isRetryable(failure('SERVER_ERROR', undefined, 500))).toBe(true)
    expect(isRetryable(failure('PENDING_LIMIT'))).toBe(false)
  })
})
