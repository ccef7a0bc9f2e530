// Registration logic (spec §3 Registration payload, §4 Registration, §5 Registration): the payload
// of each mode, the default mode, every field rule of the form, and the register / forgot
// countdowns against the reference server.
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { loadDictionary } from '../../../core/i18n/index'
import { DEFAULT_SETTINGS } from '../../../demo/server/platform/settings'
import {
  OPTIONAL_REGISTER_FIELDS,
  affiliateCodeOf,
  buildRegisterPayload,
  defaultRegisterMode,
  registerMember,
  requestRegisterCode,
  type RegisterContext,
  type RegisterValues,
} from '../../../core/stores/register'
import { $smsCountdown, sendSmsCode } from '../../../core/stores/sms'
import { $member, $session } from '../../../core/stores/session'
import { $popup } from '../../../core/stores/popup'
import { setHumanCheck } from '../../../core/human-check'
import {
  isCodeShown,
  isFieldShown,
  validateRegistration,
  type RegisterShape,
} from '../../../core/validation/register'
import { messageOf, type FieldRule } from '../../../core/validation/rules'
import { PLATFORM_HEADERS, demo, latestSmsCode, nodeRequest, usePlatform } from '../../helpers/platform'
import { setPhoneVerifier, type PhoneVerifier } from '../../../core/identity-provider'
import { isApiError } from '../../../core/errors'

const RULES = structuredClone(DEFAULT_SETTINGS.register.regExp) as unknown as Record<string, FieldRule>

function values(overrides: Partial<RegisterValues> = {}): RegisterValues {
  const empty = Object.fromEntries(
    [
      'username',
      'password',
      'confirmPassword',
      'mobileNum',
      'verificationCode',
      'captcha',
      ...OPTIONAL_REGISTER_FIELDS,
    ].map((k) => [k, '']),
  ) as RegisterValues
  return { ...empty, countryDialingCode: '92', birthday: '1990-01-01', ...overrides }
}

function context(shown: string[], overrides: Partial<RegisterContext> = {}): RegisterContext {
  return {
    shown: (f) => shown.includes(f),
    urlAffiliateCode: '',
    href: 'http://localhost/register?referralCode=AB',
    domain: 'localhost',
    agreed: { terms: true, age: true },
    ...overrides,
  }
}

describe('the payload (REG-24, REG-25; C-15 over REG-20, REG-21)', () => {
  it('builds a mobile registration: no username from the number (the platform generates one, C-15), plus the §3 additions', () => {
    const payload = buildRegisterPayload(
      'mobile',
      values({
        mobileNum: '0301 ',
        verificationCode: ' 123456',
        password: 'Secret123!',
        confirmPassword: 'Secret123!',
        referralCode: ' DEMO2025 ',
        email: 'x@y.z',
      }),
      context(['referralCode', 'captcha'], { captchaKey: 'k-1', human: { sliderToken: 's1' } }),
    )
    expect(payload).toEqual({
      username: '',
      password: 'Secret123!',
      confirmPassword: 'Secret123!',
      mobileNum: '0301',
      verificationCode: '123456',
      referralCode: 'DEMO2025',
      captcha: '',
      captchaKey: 'k-1',
      login: true,
      termsAccepted: true,
      ageConfirmed: true,
      birthday: '1990-01-01',
      countryDialingCode: '92',
      sliderToken: 's1',
      registerUrl: 'http://localhost/register?referralCode=AB',
      registerMethod: 'WEB',
      domain: 'localhost',
    })
  })

  it('keeps a username typed in mobile mode', () => {
    expect(
      buildRegisterPayload('mobile', values({ username: ' player1 ', mobileNum: '3001112222' }), context([]))
        .username,
    ).toBe('player1')
  })

  it('builds a username registration with only the shown fields, and no mobile when none is given', () => {
    const payload = buildRegisterPayload(
      'username',
      values({
        username: 'player1',
        password: 'p',
        confirmPassword: 'p',
        email: ' a@b.co ',
        payeeName: 'Ali Khan',
        line: 'hidden',
      }),
      context(['email', 'payeeName', 'mobileNum']),
    )
    expect(payload).toMatchObject({
      username: 'player1',
      email: 'a@b.co',
      payeeName: 'Ali Khan',
      registerMethod: 'WEB',
      login: true,
    })
    expect(payload).not.toHaveProperty('line')
    expect(payload).not.toHaveProperty('mobileNum')
    expect(payload).not.toHaveProperty('captcha')
  })

  it('takes the affiliate code from the field when shown, else from the URL (REG-15)', () => {
    expect(
      affiliateCodeOf(
        values({ affiliateCode: ' FIELD ' }),
        context(['affiliateCode'], { urlAffiliateCode: 'URL' }),
      ),
    ).toBe('FIELD')
    expect(
      affiliateCodeOf(values({ affiliateCode: 'FIELD' }), context([], { urlAffiliateCode: 'URL' })),
    ).toBe('URL')
    expect(
      buildRegisterPayload('username', values({ username: 'a' }), context([], { urlAffiliateCode: 'URL' }))
        .affiliateCode,
    ).toBe('URL')
  })
})

describe('the default mode (REG-4, REG-5, FLAG-6, FLAG-7)', () => {
  it('is mobile when MOBILENUMREG3 is on, else username, else none', () => {
    expect(defaultRegisterMode({ MOBILENUMREG3: true, USERNAMEREG3: true })).toBe('mobile')
    expect(defaultRegisterMode({ MOBILENUMREG3: false, USERNAMEREG3: true })).toBe('username')
    expect(defaultRegisterMode({})).toBeNull()
  })
})

describe('the form rules (spec §5 Registration)', () => {
  let shape: RegisterShape
  const agreed = { terms: true, age: true }
  const good = () =>
    values({
      username: 'player1',
      password: 'Secret123!',
      confirmPassword: 'Secret123!',
      mobileNum: '3001112222',
      verificationCode: '123456',
      captcha: 'ABCD',
    })
  const textOf = (field: string, v: RegisterValues, a = agreed, s = shape) => {
    const error = (validateRegistration(v, a, s) as Record<string, Parameters<typeof messageOf>[0]>)[field]
    return error ? messageOf(error, 'EN') : null
  }
  beforeAll(async () => {
    await loadDictionary('UR')
  })

  it('accepts a complete username registration', () => {
    shape = { mode: 'username', rules: RULES, verifyMobile: true }
    expect(validateRegistration(good(), agreed, shape)).toEqual({})
  })

  it('always requires username, password and confirmation (VAL-29), with the rule messages (VAL-3, VAL-44, VAL-47)', () => {
    shape = { mode: 'username', rules: RULES, verifyMobile: true }
    expect(textOf('username', good())).toBeNull()
    expect(textOf('username', { ...good(), username: '' })).toBe('Input cannot be empty')
    expect(textOf('username', { ...good(), username: '9lives' })).toBe(
      'Please enter 4 - 16 letters or digits, starting with a letter',
    )
    expect(textOf('password', { ...good(), password: '' })).toBe('Input cannot be empty')
    expect(textOf('password', { ...good(), password: 'short', confirmPassword: 'short' })).toBe(
      'Please fill in your password with 8 - 20 characters',
    )
    expect(textOf('confirmPassword', { ...good(), confirmPassword: '' })).toBe('Input cannot be empty')
    expect(textOf('confirmPassword', { ...good(), confirmPassword: 'Secret123?' })).toBe(
      'Incorrect confirmation input',
    ) // VAL-27
  })

  it('lets the username be empty in mobile mode, and needs the number and the code there (VAL-30, REG-21)', () => {
    shape = {
      mode: 'mobile',
      rules: { ...RULES, mobileNum: { ...RULES.mobileNum, required: false } },
      verifyMobile: false,
    }
    expect(textOf('username', { ...good(), username: '' })).toBeNull()
    expect(textOf('mobileNum', { ...good(), mobileNum: '' })).toBe('Input cannot be empty')
    expect(textOf('mobileNum', { ...good(), mobileNum: '300111' })).toBe('Please enter a valid mobile number') // VAL-46
    expect(textOf('verificationCode', { ...good(), verificationCode: '' })).toBe('Input cannot be empty')
    expect(textOf('verificationCode', { ...good(), verificationCode: '12ab' })).toBe(
      'Please enter a valid verification code',
    ) // VAL-45
  })

  it('asks the code in a username registration only with REGMOBVERF3 and a number (FLAG-15)', () => {
    shape = {
      mode: 'username',
      rules: { ...RULES, mobileNum: { ...RULES.mobileNum, required: false } },
      verifyMobile: true,
    }
    expect(isCodeShown(shape)).toBe(true)
    expect(textOf('verificationCode', { ...good(), mobileNum: '', verificationCode: '' })).toBeNull()
    expect(textOf('verificationCode', { ...good(), verificationCode: '' })).toBe('Input cannot be empty')
    expect(isCodeShown({ ...shape, verifyMobile: false })).toBe(false)
    expect(
      isCodeShown({ ...shape, rules: { ...shape.rules, mobileNum: { ...RULES.mobileNum, enabled: false } } }),
    ).toBe(false)
  })

  it('checks each enabled optional field against its server rule, and none that is disabled (VAL-1, VAL-26, VAL-28)', () => {
    const on = (rule: FieldRule | undefined, extra: Partial<FieldRule> = {}) => ({
      ...rule,
      enabled: true,
      ...extra,
    })
    const rules = {
      ...RULES,
      email: on(RULES.email, { required: true }),
      payeeName: on(RULES.payeeName),
      paymentPassword: on(RULES.paymentPassword),
      whatsapp: on(RULES.whatsapp),
      idNumber: on(RULES.idNumber),
      qqNum: on(RULES.qqNum),
      line: on(RULES.line),
      referralCode: on(RULES.referralCode, { acceptedPattern: '^[A-Z0-9]+$', patternId: 4, minLength: 4 }),
    }
    shape = { mode: 'username', rules, verifyMobile: false }
    const rows: [string, string, string | null][] = [
      ['email', '', 'Input cannot be empty'], // required by the server's flag (VAL-28)
      ['email', 'not-mail', 'Please enter a valid e-mail address of 5 - 64 characters'],
      ['email', 'ali@example.com', null],
      ['payeeName', 'R2D2', 'Real name format is incorrect'], // VAL-48
      ['payeeName', '', null], // not required
      ['payeeName', 'Ali Khan', null],
      ['paymentPassword', '12345', 'Please enter 6 digits'], // VAL-4: min = max
      ['paymentPassword', '123456', null],
      ['whatsapp', '12ab', 'Phone number format is incorrect'], // VAL-49
      ['idNumber', 'ab-12345', 'Please enter 6 - 20 characters combining letters and digits'],
      ['qqNum', '1234', 'Please enter 5 - 12 digits'],
      ['line', 'x'.repeat(41), 'Please enter 0 - 40 characters'],
      ['referralCode', 'ab12', 'Invalid invitation code'], // VAL-50
      ['referralCode', 'AB12', null],
    ]
    for (const [field, value, expected] of rows) {
      const v = { ...good(), email: 'ali@example.com', [field]: value } as RegisterValues
      expect({ field, value, got: textOf(field, v) }).toEqual({ field, value, got: expected })
    }
    const disabled = { ...shape, rules: { ...rules, line: { ...rules.line, enabled: false } } }
    expect(
      textOf('line', { ...good(), email: 'ali@example.com', line: 'x'.repeat(99) }, agreed, disabled),
    ).toBeNull()
    expect(isFieldShown('line', disabled)).toBe(false)
  })

  it('requires the captcha per config (VAL-31) and both agreements (VAL-32, VAL-33, REG-13)', () => {
    shape = { mode: 'username', rules: RULES, verifyMobile: false }
    expect(textOf('captcha', { ...good(), captcha: '' })).toBe('Input cannot be empty')
    expect(textOf('captcha', { ...good(), captcha: 'ABC' })).toBe('Please enter 4 characters')
    const off = { ...shape, rules: { ...RULES, captcha: { ...RULES.captcha, enabled: false } } }
    expect(textOf('captcha', { ...good(), captcha: '' }, agreed, off)).toBeNull()
    expect(textOf('terms', good(), { terms: false, age: true })).toBe('Input cannot be empty') // REG-13
    expect(textOf('age', good(), { terms: true, age: false })).toBe('Items marked with * are required')
  })

  it('says each message in Urdu too', () => {
    shape = { mode: 'username', rules: RULES, verifyMobile: false }
    const errors = validateRegistration(values(), { terms: false, age: false }, shape) as Record<
      string,
      Parameters<typeof messageOf>[0]
    >
    expect(messageOf(errors.username!, 'UR')).toBe('یہ خانہ خالی نہیں چھوڑا جا سکتا')
    expect(messageOf(errors.terms!, 'UR')).toBe('یہ خانہ خالی نہیں چھوڑا جا سکتا') // REG-13
    expect(messageOf(errors.age!, 'UR')).toBe('* والے خانے پُر کرنا لازمی ہے')
  })
})

describe('against the reference server', () => {
  const server = usePlatform()

  it('starts the register countdown at 60 × expiredMinutes and refuses a resend while it runs (REG-10..12)', async () => {
    await demo(server(), 'PUT', '/demo/api/settings', { smsExpiredMinutes: 2 })
    const before = Date.now()
    expect(
      await sendSmsCode('register', '92', '3111111111', (dial, mobile) =>
        requestRegisterCode('mobile', dial, mobile),
      ),
    ).toBe(true)
    const until = $smsCountdown.get().register
    expect(until - before).toBeGreaterThanOrEqual(120_000)
    expect(until - Date.now()).toBeLessThanOrEqual(120_000)
    expect(
      await sendSmsCode('register', '92', '3111111111', () =>
        Promise.reject(new Error('must not be called')),
      ),
    ).toBe(false)
    expect($smsCountdown.get().login).toBe(0)
  })

  it('counts the forgot countdown from the request, so its duration is already spent (FORGOT-11)', async () => {
    const started = Date.now()
    const slow = () =>
      new Promise<{ expiredMinutes: number }>((resolve) =>
        setTimeout(() => resolve({ expiredMinutes: 1 }), 300),
      )
    await sendSmsCode('forgot', '92', '3001234567', slow)
    const until = $smsCountdown.get().forgot
    expect(until - started).toBeLessThan(60_000 + 50)
    expect(until - Date.now()).toBeLessThan(60_000 - 250)
  })

  it('runs the human check and registers a mobile member who is then logged in (REG-19, REG-23)', async () => {
    const purposes: string[] = []
    setHumanCheck(async (purpose) => (purposes.push(purpose), { humanToken: `ok-${purpose}` }))
    await sendSmsCode('register', '92', '3111111111', (dial, mobile) =>
      requestRegisterCode('mobile', dial, mobile),
    )
    const code = await latestSmsCode(server(), '3111111111')
    await demo(server(), 'PUT', '/demo/api/settings', {
      register: { regExp: { captcha: { enabled: false } } },
    })
    await registerMember(
      'mobile',
      values({
        mobileNum: '3111111111',
        verificationCode: code,
        password: 'Secret123!',
        confirmPassword: 'Secret123!',
      }),
      context([]),
    )
    expect($session.get().status).toBe('loggedIn')
    expect($member.get()?.account).toMatch(/^m[a-z2-9]{7}$/) // C-15: not the number
    expect(purposes).toEqual(['sms', 'register'])
    setHumanCheck(async () => ({}))
  })

  it("opens the welcome after a registration, the member's first login (LOGIN-22, POP-11)", async () => {
    await demo(server(), 'PUT', '/demo/api/settings', {
      register: { regExp: { captcha: { enabled: false }, mobileNum: { enabled: false } } },
    })
    const input = values({ username: 'player8', password: 'Secret123!', confirmPassword: 'Secret123!' })
    await registerMember('username', input, context([]))
    expect($session.get()).toMatchObject({ status: 'loggedIn', firstTimeLogin: true })
    expect($popup.get()?.name).toBe('afterLogin')
  })

  it('checks the affiliate code first and stops on a bad one, registering nothing (REG-16, REG-17)', async () => {
    await demo(server(), 'PUT', '/demo/api/settings', {
      register: { regExp: { captcha: { enabled: false }, mobileNum: { enabled: false } } },
    })
    const input = values({ username: 'player9', password: 'Secret123!', confirmPassword: 'Secret123!' })
    const failure = await registerMember('username', input, context([], { urlAffiliateCode: 'NOPE' })).catch(
      (e: unknown) => e,
    )
    expect(isApiError(failure) && failure.request).toBe('GET /wps/agent/affiliate')
    expect(isApiError(failure) && failure.key).toBe('invitation_code_error')
    await registerMember('username', input, context([], { urlAffiliateCode: 'AGENT2025' })) // REG-18
    expect($member.get()?.account).toBe('player9')
  })
})

describe('the third-party phone route (spec §4 Registration 2 and 5; REG-11, REG-22, REG-26)', () => {
  const server = usePlatform()
  /** The demo's provider (demo/server/phone-auth.mjs), called as an operator's script would. */
  const provider: PhoneVerifier = {
    async send(countryDialingCode, mobileNum) {
      const answer = await nodeRequest<{ code?: string }>(
        `${server().controlUrl}/demo/provider/phone-auth/send`,
        {
          method: 'POST',
          body: { countryDialingCode, mobileNum },
        },
      )
      if (answer.__status !== 200) throw { code: answer.code }
    },
    async verify(countryDialingCode, mobileNum, code) {
      const answer = await nodeRequest<{ code?: string; identityToken?: string }>(
        `${server().controlUrl}/demo/provider/phone-auth/verify`,
        {
          method: 'POST',
          body: { countryDialingCode, mobileNum, code },
        },
      )
      if (answer.__status !== 200 || !answer.identityToken) throw { code: answer.code }
      return answer.identityToken
    },
  }
  const input = (code: string) =>
    values({
      mobileNum: '3111111111',
      verificationCode: code,
      password: 'Secret123!',
      confirmPassword: 'Secret123!',
    })

  beforeEach(async () => {
    setPhoneVerifier(provider)
    await demo(server(), 'PUT', '/demo/api/settings', {
      register: { regExp: { captcha: { enabled: false } } },
    })
  })
  afterEach(() => setPhoneVerifier(null))

  it('sends the code through the provider with a one-minute countdown (REG-11)', async () => {
    const before = Date.now()
    expect(
      await sendSmsCode('register', '92', '3111111111', (dial, mobile) =>
        requestRegisterCode('mobile', dial, mobile),
      ),
    ).toBe(true)
    expect($smsCountdown.get().register - before).toBeGreaterThanOrEqual(60_000)
    expect($smsCountdown.get().register - Date.now()).toBeLessThanOrEqual(60_000)
    const { messages } = await demo<{ messages: { purpose: string }[] }>(
      server(),
      'GET',
      '/demo/api/outbox?to=3111111111',
    )
    expect(messages[0]?.purpose).toBe('phone-auth') // the provider's code, not the platform's
  })

  it('verifies the code first: a wrong one stops the registration and nothing is registered (REG-22)', async () => {
    await requestRegisterCode('mobile', '92', '3111111111')
    const failure = await registerMember('mobile', input('000000'), context([])).catch((e: unknown) => e)
    expect(isApiError(failure) && failure.key).toBe('code_invalid')
    expect(isApiError(failure) && (failure.value as { field: string }).field).toBe('verificationCode')
    expect($session.get().status).not.toBe('loggedIn')
  })

  it('sends channel sms and the identity token, which the platform checks, and logs the member in (REG-26, C-8)', async () => {
    await requestRegisterCode('mobile', '92', '3111111111')
    const code = await latestSmsCode(server(), '3111111111')
    await registerMember('mobile', input(code), context([]))
    expect($session.get().status).toBe('loggedIn')
    expect($member.get()?.account).toMatch(/^m[a-z2-9]{7}$/) // C-15: not the number
    // The platform refuses the route with a token the provider never issued.
    const refused = await nodeRequest<{ success: boolean; errorCode: string }>(
      `${server().url}/wps/member/register/mobile`,
      {
        method: 'PUT',
        headers: { ...PLATFORM_HEADERS, modID: 'COMM3' },
        body: {
          username: 'other1',
          password: 'Secret123!',
          confirmPassword: 'Secret123!',
          countryDialingCode: '92',
          mobileNum: '3222222222',
          verificationCode: '123456',
          channel: 'sms',
          termsAccepted: true,
          ageConfirmed: true,
          birthday: '1990-01-01',
          identityToken: 'made-up',
        },
      },
    )
    expect(refused.success).toBe(false)
    expect(refused.errorCode).toBe('CODE_INVALID')
  })
})
