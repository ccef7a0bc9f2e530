// The wallet sections' amount check before a call (MEMBER-3, MEMBER-4, spec §5 "Other"). The server
// applies the same rules (tests/server/wallet.test.ts).
import { describe, expect, it } from 'vitest'
import { amountError } from '../../../core/validation/amount'
import '../../../widgets/lobbykit-site/pages/member/en'

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
    for (const text of ['100', '500', '250.5', ' 250.55 '])
      expect(amountError(text, 100, 500, money)).toBeNull()
  })

  it('refuses more than the balance for a withdrawal', () => {
    expect(amountError('300', 100, 500, money, 250.5)).toBe(
      'The amount is more than your balance (Rs 250.50)',
    )
    expect(amountError('250.50', 100, 500, money, 250.5)).toBeNull()
  })
})
