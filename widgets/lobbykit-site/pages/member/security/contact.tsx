import { ltr } from '../../../../../core/format'
import { useState, type FormEvent } from 'react'
import { useStore } from '@nanostores/react'
import { requestBind, requestBindCode, type SecurityOverview } from '../../../../../core/api/security'
import { $member } from '../../../../../core/stores/session'
import { messageOf, validateCode, validateEmail, validateMobile } from '../../../../../core/validation/rules'
import { Button } from '../../../../kit/button'
import { CountdownButton } from '../../../../kit/countdown-button'
import { Field } from '../../../../kit/field'
import { SmsCodeButton } from '../../../../kit/sms-code-button'
import { useT } from '../../../../kit/use-t'
import { Failure } from '../../centre-kit/failure'
import { isRetryable } from '../../../../../core/actions/wallet-failure'
import { Done, secErrorText } from './kit'

/**
 * MEMBER-1: the bound mobile number and e-mail (masked), and binding a new one with the code sent to
 * it — the SMS code button keeps login's countdown rules (VAL-40/41, LOGIN-30); the demo shows the
 * code in its outbox. The server checks the code, that the number is no one else's, and the rule.
 */
export function ContactCard({
  overview,
  onSaved,
}: {
  overview: SecurityOverview
  onSaved(o: SecurityOverview): void
}) {
  const t = useT()
  return (
    <section className="wal-card lk-stack" part="contact-card" aria-labelledby="sec-contact">
      <h2 className="wal-subtitle" id="sec-contact">
        {t('sec_contact')}
      </h2>
      <dl className="wal-facts">
        <div>
          <dt>{t('sec_mobile')}</dt>
          <dd part="bound-mobile">
            {overview.mobile
              ? ltr(`+${overview.mobile.dialCode} ${overview.mobile.masked}`)
              : t('sec_not_bound')}
          </dd>
        </div>
        <div>
          <dt>{t('sec_email')}</dt>
          <dd part="bound-email">{overview.email ? ltr(overview.email) : t('sec_not_bound')}</dd>
        </div>
      </dl>
      <div className="sec-two">
        <MobileForm overview={overview} onSaved={onSaved} />
        <EmailForm overview={overview} onSaved={onSaved} />
      </div>
    </section>
  )
}

function MobileForm({
  overview,
  onSaved,
}: {
  overview: SecurityOverview
  onSaved(o: SecurityOverview): void
}) {
  const t = useT()
  const member = useStore($member)
  const [dial, setDial] = useState(overview.mobile?.dialCode ?? member?.countryCode ?? '92')
  const [mobile, setMobile] = useState('')
  const [code, setCode] = useState('')
  const [errors, setErrors] = useState<{ dial?: string; mobile?: string; code?: string }>({})
  const [failure, setFailure] = useState<{ text: string; retry: boolean } | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const dialCode = dial.replace(/[\s+]/g, '')
  const submit = async (event?: FormEvent) => {
    event?.preventDefault()
    if (busy) return
    const m = validateMobile(mobile.trim(), overview.mobileRule)
    const c = validateCode(code.trim(), overview.codeRule)
    const found = {
      dial: /^[0-9]{1,4}$/.test(dialCode) ? undefined : t('mobile_invalid'),
      mobile: m ? messageOf(m) : undefined,
      code: c ? messageOf(c) : undefined,
    }
    setErrors(found)
    setFailure(null)
    setDone(null)
    if (found.dial || found.mobile || found.code) return
    setBusy(true)
    try {
      const next = await requestBind({
        kind: 'mobile',
        countryDialingCode: dialCode,
        mobileNum: mobile.trim(),
        verificationCode: code.trim(),
      })
      onSaved(next)
      setMobile('')
      setCode('')
      setDone(t('sec_mobile_bound', [ltr(`+${next.mobile?.dialCode} ${next.mobile?.masked}`)]))
    } catch (error) {
      const text = secErrorText(error)
      const code = (error as { errorCode?: string }).errorCode
      if (code === 'CODE_INVALID' || code === 'CODE_EXPIRED') setErrors({ code: text })
      else if (code === 'MOBILE_TAKEN' || code === 'SAME_AS_NOW' || code === 'PHONE_INVALID')
        setErrors({ mobile: text })
      else setFailure({ text, retry: isRetryable(error) })
    } finally {
      setBusy(false)
    }
  }
  return (
    <form
      className="lk-stack sec-sub"
      noValidate
      onSubmit={submit}
      part="mobile-form"
      aria-labelledby="sec-bind-mobile"
    >
      <h3 className="sec-h3" id="sec-bind-mobile">
        {t('sec_bind_mobile')}
      </h3>
      <Field
        name="countryDialingCode"
        label={t('sec_dial_code')}
        value={dial}
        onValue={setDial}
        inputMode="numeric"
        autoComplete="tel-country-code"
        maxLength={5}
        error={errors.dial}
      />
      <Field
        name="mobileNum"
        type="tel"
        label={t('sec_new_mobile')}
        value={mobile}
        onValue={(v) => {
          setMobile(v)
          setErrors((e) => ({ ...e, mobile: undefined }))
        }}
        inputMode="numeric"
        autoComplete="tel-national"
        required
        error={errors.mobile}
      />
      <Field
        name="verificationCode"
        label={t('sec_code')}
        value={code}
        onValue={(v) => {
          setCode(v)
          setErrors((e) => ({ ...e, code: undefined }))
        }}
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        error={errors.code}
        end={
          <SmsCodeButton
            purpose="bind"
            request={(countryDialingCode, mobileNum) =>
              requestBindCode({ kind: 'mobile', countryDialingCode, mobileNum })
            }
            countryDialingCode={dialCode}
            mobileNum={mobile}
            onMobileError={(message) => setErrors((e) => ({ ...e, mobile: message }))}
            onSent={() => setDone(t('sec_code_sent', [`+${dialCode} ${mobile.trim()}`]))}
          />
        }
      />
      {failure && <Failure text={failure.text} onRetry={failure.retry ? () => void submit() : undefined} />}
      <Done text={done} />
      <Button type="submit" variant="primary" busy={busy} part="bind-mobile">
        {t('sec_bind_mobile')}
      </Button>
    </form>
  )
}

function EmailForm({
  overview,
  onSaved,
}: {
  overview: SecurityOverview
  onSaved(o: SecurityOverview): void
}) {
  const t = useT()
  const [email, setEmail] = useState('')
  const [code, setCode] = useState('')
  const [until, setUntil] = useState(0)
  const [sending, setSending] = useState(false)
  const [errors, setErrors] = useState<{ email?: string; code?: string }>({})
  const [failure, setFailure] = useState<{ text: string; retry: boolean } | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const emailError = () => {
    const e = validateEmail(email.trim(), overview.emailRule)
    return e ? messageOf(e) : undefined
  }
  const send = async () => {
    const invalid = emailError()
    if (invalid) return setErrors({ email: invalid })
    setSending(true)
    setFailure(null)
    try {
      const { expiredMinutes } = await requestBindCode({ kind: 'email', email: email.trim() })
      setUntil(Date.now() + Math.max(1, expiredMinutes) * 60_000)
      setDone(t('sec_code_sent', [email.trim()]))
    } catch (error) {
      const text = secErrorText(error)
      const c = (error as { errorCode?: string }).errorCode
      if (c === 'EMAIL_TAKEN' || c === 'SAME_AS_NOW' || c === 'EMAIL_INVALID') setErrors({ email: text })
      else setFailure({ text, retry: isRetryable(error) })
    } finally {
      setSending(false)
    }
  }
  const submit = async (event?: FormEvent) => {
    event?.preventDefault()
    if (busy) return
    const c = validateCode(code.trim(), overview.codeRule)
    const found = { email: emailError(), code: c ? messageOf(c) : undefined }
    setErrors(found)
    setFailure(null)
    if (found.email || found.code) return
    setBusy(true)
    try {
      const next = await requestBind({ kind: 'email', email: email.trim(), verificationCode: code.trim() })
      onSaved(next)
      setEmail('')
      setCode('')
      setDone(t('sec_email_bound', [next.email ?? '']))
    } catch (error) {
      const text = secErrorText(error)
      const c2 = (error as { errorCode?: string }).errorCode
      if (c2 === 'CODE_INVALID' || c2 === 'CODE_EXPIRED') setErrors({ code: text })
      else setFailure({ text, retry: isRetryable(error) })
    } finally {
      setBusy(false)
    }
  }
  return (
    <form
      className="lk-stack sec-sub"
      noValidate
      onSubmit={submit}
      part="email-form"
      aria-labelledby="sec-bind-email"
    >
      <h3 className="sec-h3" id="sec-bind-email">
        {t('sec_bind_email')}
      </h3>
      <Field
        name="email"
        type="email"
        label={t('sec_new_email')}
        value={email}
        onValue={(v) => {
          setEmail(v)
          setErrors((e) => ({ ...e, email: undefined }))
        }}
        autoComplete="email"
        required
        error={errors.email}
      />
      <Field
        name="verificationCode"
        label={t('sec_code')}
        value={code}
        onValue={(v) => {
          setCode(v)
          setErrors((e) => ({ ...e, code: undefined }))
        }}
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        error={errors.code}
        end={
          <CountdownButton
            until={until}
            onClick={() => void send()}
            busy={sending}
            label={t('send_code')}
            countingLabel={(s: number) => t('resend_in', [s])}
            part="send-email-code"
          />
        }
      />
      {failure && <Failure text={failure.text} onRetry={failure.retry ? () => void submit() : undefined} />}
      <Done text={done} />
      <Button type="submit" variant="primary" busy={busy} part="bind-email">
        {t('sec_bind_email')}
      </Button>
    </form>
  )
}
