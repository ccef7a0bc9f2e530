import { map } from 'nanostores'
import { requestSmsCode } from '../api/verification'
import { runHumanCheck } from '../human-check'
import { ACTION_THROTTLE_MS, SMS_SECONDS_PER_EXPIRED_MINUTE } from '../constants'

/** `bind`: a new number in the security centre (MEMBER-1), with the login countdown's rules. */
export type SmsPurpose = 'login' | 'forgot' | 'register' | 'bind'
/** The call that sends the code (register codes use their own, REG-9). */
export type SmsRequest = (
  countryDialingCode: string,
  mobileNum: string,
) => Promise<{ expiredMinutes: number }>

/** When each sms countdown ends (epoch ms; 0 = may send), shared by every widget on the page. */
export const $smsCountdown = map<Record<SmsPurpose, number>>({ login: 0, forgot: 0, register: 0, bind: 0 })

const lastAttempt: Record<SmsPurpose, number> = { login: 0, forgot: 0, register: 0, bind: 0 }

/**
 * Sends an sms code (LOGIN-8): refused while a countdown runs (VAL-40) and throttled to once a second
 * (VAL-41); on success the countdown is 60 × expiredMinutes seconds (LOGIN-30). Returns false when
 * the click was ignored.
 */
export async function sendSmsCode(
  purpose: SmsPurpose,
  countryDialingCode: string,
  mobileNum: string,
  // C-9, API-70: a send without login carries the human check's fields.
  request: SmsRequest = async (dial, mobile) =>
    requestSmsCode({
      ...(await runHumanCheck('sms')),
      countryDialingCode: dial,
      mobileNum: mobile,
      purpose: purpose as 'login',
    }),
): Promise<boolean> {
  const now = Date.now()
  if (now < $smsCountdown.get()[purpose] || now - lastAttempt[purpose] < ACTION_THROTTLE_MS) return false
  lastAttempt[purpose] = now
  const { expiredMinutes } = await request(countryDialingCode, mobileNum)
  const minutes = Number(expiredMinutes) > 0 ? Number(expiredMinutes) : 1
  // FORGOT-11: the forgot countdown counts from the request, so the time it took is already spent.
  $smsCountdown.setKey(
    purpose,
    (purpose === 'forgot' ? now : Date.now()) + minutes * SMS_SECONDS_PER_EXPIRED_MINUTE * 1000,
  )
  return true
}

/** Clears the countdowns (tests). */
export function resetSmsCountdown(): void {
  $smsCountdown.set({ login: 0, forgot: 0, register: 0, bind: 0 })
  lastAttempt.login = lastAttempt.forgot = lastAttempt.register = lastAttempt.bind = 0
}
