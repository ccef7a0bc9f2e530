// C-17, VAL-33: the date of birth's rule and the server's refusal of it, the one mapping the
// registration form and the social sign-up step both show beside the field, against the reference
// server: its minimum age is the operator's, whatever the form assumed.
import { beforeEach, describe, expect, it } from 'vitest'
import { requestRegister } from '../../../core/api/register'
import { birthdayError, birthdayRefusal } from '../../../core/validation/birthday/index'
import { messageOf } from '../../../core/validation/rules'
import { demo, usePlatform } from '../../helpers/platform'

const server = usePlatform()

const register = (birthday: string) =>
  requestRegister('username', {
    username: 'agecheck1',
    password: 'Secret123!',
    confirmPassword: 'Secret123!',
    countryDialingCode: '92',
    mobileNum: '3123456789',
    verificationCode: '123456', // checked after the date
    termsAccepted: true,
    ageConfirmed: true,
    birthday,
  }).catch((error: unknown) => error)

describe('the date of birth (C-17, VAL-33)', () => {
  beforeEach(() => demo(server(), 'PUT', '/demo/api/settings', { brand: { minAge: 21 } }))

  it("shows the server's under-age refusal with the operator's minimum, not the form's", async () => {
    const twenty = `${new Date().getUTCFullYear() - 20}-01-01`
    expect(birthdayError(twenty, 18)).toBeUndefined() // the form assumed 18
    const refused = birthdayRefusal(await register(twenty), 18)
    expect(refused && messageOf(refused)).toBe('You must be at least 21 years old')
  })

  it('shows a missing or impossible date beside the field, and nothing for a refusal about another field', async () => {
    const missing = birthdayRefusal(await register(''), 21)
    expect(missing && messageOf(missing)).toBe('Please enter your date of birth')
    const impossible = birthdayRefusal(await register('1990-02-30'), 21)
    expect(impossible && messageOf(impossible)).toBe('Please enter a real date of birth')
    const other = await requestRegister('username', { username: '', password: 'x' }).catch((e: unknown) => e)
    expect(birthdayRefusal(other, 21)).toBeUndefined()
  })
})
