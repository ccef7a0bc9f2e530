/**
 * The step after Facebook / Google sign-in for an identity the platform does not know yet (LOGIN-33),
 * before any session exists, a lazy part of the social buttons:
 * - link: a member already uses the provider's e-mail; it proves the account is theirs with its
 *   password, or a code sent to a contact it has verified — or the person makes an account of
 *   their own instead;
 * - signup: a new account, once the terms and 18+ are accepted and the date of birth is at the
 *   operator's minimum age (FTR-5, VAL-33, C-17, as the registration form asks them; the server
 *   records the date, so the new member may play for real money at once), at the form's human check
 *   (LOGIN-15).
 * Each step is its own dialog, so focus moves into it (its first field) when it opens. A new device
 * goes through its code step (LOGIN-28). Closing rejects: nothing is linked, nobody logged in.
 */
import { useStore } from '@nanostores/react'
import { ltr } from '../../../core/format'
import { useState, type FormEvent } from 'react'
import type { SocialStep } from '../../../core/actions/social-login'
import { socialFields } from '../../../core/actions/social-login'
import {
  requestSocialLink,
  requestSocialLinkCode,
  requestSocialSignup,
  type SocialLinkStep,
  type SocialSignupStep,
} from '../../../core/api/social'
import type { LoginAnswer } from '../../../core/api/types'
import { DEFAULT_MIN_AGE } from '../../../core/constants'
import { readDeviceId } from '../../../core/device-id'
import { errorMessageOf, isApiError } from '../../../core/errors'
import { runDeviceCheck, runHumanCheck } from '../../../core/human-check'
import { $system } from '../../../core/stores/system'
import { showCheck } from '../account-checks/host'
import { Button } from '../button'
import { Checkbox } from '../checkbox'
import { Field } from '../field'
import { Modal } from '../modal'
import { useT } from '../use-t'
import { useUid } from '../use-uid'
import { birthdayError, birthdayRefusal } from '../../../core/validation/birthday/index'
import { messageOf } from '../../../core/validation/rules'

type Settle = { resolve(answer: LoginAnswer): void; reject(reason: unknown): void }

/** The failure shown beside the password or code (wrong proof), else under the form. */
function fieldOf(failure: unknown) {
  return (
    isApiError(failure) &&
    ['INVALID_CREDENTIALS', 'CODE_INVALID', 'CODE_EXPIRED'].includes(failure.errorCode ?? '')
  )
}

function LinkStep({
  step,
  settle,
  onOwnAccount,
}: {
  step: SocialLinkStep
  settle: Settle
  onOwnAccount(): void
}) {
  const t = useT()
  const introId = useUid('sl-intro')
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [sentTo, setSentTo] = useState<SocialLinkStep['channels'][number] | null>(null)
  const [busy, setBusy] = useState<'link' | 'send' | null>(null)
  const [fieldError, setFieldError] = useState<string | undefined>()
  const [error, setError] = useState('')

  const send = async (channel: SocialLinkStep['channels'][number]) => {
    setBusy('send')
    setError('')
    try {
      await requestSocialLinkCode(step.ticket, channel.channel)
      setSentTo(channel)
    } catch (failure) {
      setError(errorMessageOf(failure))
    } finally {
      setBusy(null)
    }
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const proof = sentTo ? { code: code.trim() } : { password }
    if (!('code' in proof ? proof.code : proof.password)) return setFieldError(t('input_empty'))
    setBusy('link')
    setError('')
    setFieldError(undefined)
    try {
      const fields = socialFields({ deviceId: readDeviceId() })
      settle.resolve(await requestSocialLink(step.ticket, proof, fields).catch(runDeviceCheck))
    } catch (failure) {
      if (fieldOf(failure)) setFieldError(errorMessageOf(failure))
      else setError(errorMessageOf(failure))
    } finally {
      setBusy(null)
    }
  }

  return (
    <Modal
      open
      title={t('social_link_title')}
      onClose={() => settle.reject(new DOMException('closed', 'AbortError'))}
      closeOnCover={false}
      describedBy={introId}
      part="social-link"
    >
      <form className="lk-stack" onSubmit={(event) => void submit(event)} noValidate>
        <p id={introId} className="lk-small">
          {t('social_link_intro', [ltr(step.account)])}
        </p>
        {sentTo ? (
          <>
            <p role="status" className="lk-small">
              {t('social_link_sent', [ltr(sentTo.to)])}
            </p>
            <Field
              name="linkCode"
              label={t('social_link_code')}
              value={code}
              onValue={setCode}
              error={fieldError}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
            />
          </>
        ) : (
          <Field
            name="linkPassword"
            type="password"
            label={t('social_link_password', [ltr(step.account)])}
            value={password}
            onValue={setPassword}
            error={fieldError}
            autoComplete="current-password"
            revealable
            required
          />
        )}
        <div className="lk-actions">
          <Button type="submit" variant="primary" busy={busy === 'link'} part="social-link-submit">
            {t('social_link_submit')}
          </Button>
        </div>
        {!sentTo &&
          step.channels.map((channel) => (
            <Button
              key={channel.channel}
              variant="link"
              busy={busy === 'send'}
              onClick={() => void send(channel)}
              data-channel={channel.channel}
            >
              {t(channel.channel === 'sms' ? 'social_link_send_sms' : 'social_link_send_email', [
                ltr(channel.to),
              ])}
            </Button>
          ))}
        <Button variant="link" onClick={onOwnAccount} part="social-own-account">
          {t('social_link_own_account')}
        </Button>
        {error && (
          <p className="lk-form-error" role="alert">
            {error}
          </p>
        )}
      </form>
    </Modal>
  )
}

function SignupStep({ step, settle }: { step: SocialSignupStep; settle: Settle }) {
  const t = useT()
  const introId = useUid('ss-intro')
  const minAge = useStore($system).answer?.info.brand?.minAge ?? DEFAULT_MIN_AGE // VAL-33
  const [agreed, setAgreed] = useState({ terms: false, age: false })
  const [birthday, setBirthday] = useState('')
  const [errors, setErrors] = useState<{ terms?: string; age?: string; birthday?: string }>({})
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const young = birthdayError(birthday.trim(), minAge) // C-17, VAL-33: the registration form's rule
    const missing = {
      terms: agreed.terms ? undefined : t('social_terms_required'),
      age: agreed.age ? undefined : t('social_age_required', [minAge]),
      birthday: young && messageOf(young),
    }
    setErrors(missing)
    if (missing.terms || missing.age || missing.birthday) return
    setBusy(true)
    setError('')
    try {
      const human = await runHumanCheck('register')
      const fields = socialFields({ ...human, deviceId: readDeviceId() })
      const agreements = { termsAccepted: agreed.terms, ageConfirmed: agreed.age, birthday: birthday.trim() }
      settle.resolve(await requestSocialSignup(step.ticket, agreements, fields).catch(runDeviceCheck))
    } catch (failure) {
      // C-17: the server's refusal of the date (missing, not a date, under the minimum) shows beside it.
      const refused = birthdayRefusal(failure, minAge)
      if (refused) setErrors({ birthday: messageOf(refused) })
      else setError(errorMessageOf(failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal
      open
      title={t('social_signup_title')}
      onClose={() => settle.reject(new DOMException('closed', 'AbortError'))}
      closeOnCover={false}
      describedBy={introId}
      part="social-signup"
    >
      <form className="lk-stack" onSubmit={(event) => void submit(event)} noValidate>
        <p id={introId} className="lk-small">
          {t('social_signup_intro')}
        </p>
        <Checkbox
          name="terms"
          required
          checked={agreed.terms}
          onChecked={(terms) => setAgreed((a) => ({ ...a, terms }))}
          error={errors.terms}
          part="terms"
          label={
            <>
              {t('social_terms')}{' '}
              <a href="/help#term" target="_blank" rel="noopener">
                {t('social_terms_link')}
              </a>
            </>
          }
        />
        <Checkbox
          name="age"
          required
          checked={agreed.age}
          onChecked={(age) => setAgreed((a) => ({ ...a, age }))}
          error={errors.age}
          part="age"
          label={t('social_age', [minAge])}
        />
        <Field
          name="birthday"
          label={t('reg_birthday')}
          value={birthday}
          onValue={setBirthday}
          error={errors.birthday}
          required
          autoComplete="bday"
          inputMode="numeric"
          placeholder="yyyy-MM-dd"
          hint={t('reg_birthday_hint')}
        />
        <div className="lk-actions">
          <Button type="submit" variant="primary" busy={busy} part="social-signup-submit">
            {t('social_signup_submit')}
          </Button>
        </div>
        {error && (
          <p className="lk-form-error" role="alert">
            {error}
          </p>
        )}
      </form>
    </Modal>
  )
}

/** Link first when a member has the e-mail; "my own account" turns it into the sign-up step. */
function Steps({ first, settle }: { first: Parameters<SocialStep>[0]; settle: Settle }) {
  const [step, setStep] = useState(first)
  if (step.kind === 'link')
    return (
      <LinkStep
        key="link"
        step={step.value}
        settle={settle}
        onOwnAccount={() => setStep({ kind: 'signup', value: { ticket: step.value.ticket, name: '' } })}
      />
    )
  return <SignupStep key="signup" step={step.value} settle={settle} />
}

/** Runs the link or sign-up step: resolves to the login's answer, rejects when closed. */
export const runSocialStep: SocialStep = (first) =>
  showCheck<LoginAnswer>((settle) => <Steps first={first} settle={settle} />)
