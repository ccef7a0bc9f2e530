import { useRef, useState, type FormEvent } from 'react'
import {
  PROFILE_FIELDS,
  requestProfile,
  type ProfileField,
  type SecurityOverview,
} from '../../../../../core/api/security'
import { setMemberProfile } from '../../../../../core/stores/security'
import { messageOf, validateField } from '../../../../../core/validation/rules'
import { Button } from '../../../../kit/button'
import { Field } from '../../../../kit/field'
import { useT } from '../../../../kit/use-t'
import { Failure } from '../../centre-kit/failure'
import { useBirthdayFocus } from '../../centre-kit/age-fix'
import { isRetryable } from '../../../../../core/actions/wallet-failure'
import { Done, fieldOf, secErrorText } from './kit'
import { ZaloReward } from './zalo-reward'

/** The contact fields the operator may enable, grouped after the personal ones. */
const INPUT_MODES: Partial<Record<ProfileField, 'numeric' | 'text'>> = {
  whatsapp: 'numeric',
  zalo: 'numeric',
  qqNum: 'numeric',
}
const AUTOCOMPLETE: Partial<Record<ProfileField, string>> = {
  nickname: 'nickname',
  realName: 'name',
  fullName: 'name',
  birthday: 'bday',
  address: 'street-address',
  occupation: 'organization-title',
}

/**
 * MEMBER-1, MEMBER-27: the profile fields the server enables, each under its rule with the messages
 * of registration (core/validation); real name and birthday read-only once set (the server refuses too).
 * Only the fields that changed are sent; a refused field keeps what was typed and says why beside it.
 */
export function ProfileCard({
  overview,
  onSaved,
}: {
  overview: SecurityOverview
  onSaved(o: SecurityOverview): void
}) {
  const t = useT()
  const fields = PROFILE_FIELDS.filter((f) => overview.rules[f])
  const [values, setValues] = useState<Record<string, string>>(() => ({ ...overview.profile }))
  const [errors, setErrors] = useState<Record<string, string | undefined>>({})
  const [failure, setFailure] = useState<{ text: string; retry: boolean } | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [zaloResult, setZaloResult] = useState<SecurityOverview['zaloRewardResult']>(null)
  const form = useRef<HTMLFormElement>(null)
  useBirthdayFocus(() => form.current) // C-17: the member came from an age refusal
  const locked = new Set(overview.locked)
  const check = (field: ProfileField, value: string): string | undefined => {
    const rule = overview.rules[field]
    const error = validateField(value, rule, { required: field === 'nickname' })
    // CONST-8: a Zalo number is 9 to 15 digits once spaces, dashes and + are left out (the server's rule).
    if (
      field === 'zalo' &&
      value &&
      !/^[0-9]{9,15}$/.test(value.replace(/[\s\-.()]/g, '').replace(/^\+/, ''))
    )
      return t('sec_zalo_invalid')
    if (field === 'zalo') return undefined
    if (!error) return undefined
    if (field === 'realName') return t('real_name_incorrect')
    return messageOf(error)
  }
  const submit = async (event?: FormEvent) => {
    event?.preventDefault()
    if (busy) return
    const changed = fields.filter(
      (f) => !locked.has(f) && (values[f] ?? '').trim() !== (overview.profile[f] ?? ''),
    )
    const found: Record<string, string | undefined> = {}
    for (const f of changed) found[f] = check(f, (values[f] ?? '').trim())
    setErrors(found)
    setFailure(null)
    setDone(null)
    setZaloResult(null)
    if (Object.values(found).some(Boolean)) return
    if (!changed.length) return setDone(t('sec_nothing_changed'))
    setBusy(true)
    try {
      const next = await requestProfile(Object.fromEntries(changed.map((f) => [f, (values[f] ?? '').trim()])))
      setMemberProfile({ nickname: next.profile.nickname })
      setValues({ ...next.profile })
      onSaved(next)
      setZaloResult(next.zaloRewardResult ?? null)
      setDone(t('sec_saved'))
    } catch (error) {
      const field = fieldOf(error)
      if (field && fields.includes(field as ProfileField)) setErrors({ [field]: secErrorText(error) })
      else setFailure({ text: secErrorText(error), retry: isRetryable(error) })
    } finally {
      setBusy(false)
    }
  }
  return (
    <form
      ref={form}
      className="wal-card lk-stack sec-form"
      noValidate
      onSubmit={submit}
      part="profile-form"
      aria-labelledby="sec-profile"
    >
      <h2 className="wal-subtitle" id="sec-profile">
        {t('sec_profile')}
      </h2>
      <p className="lk-small lk-muted">{t('sec_profile_hint')}</p>
      <div className="sec-grid">
        {fields.map((field) =>
          locked.has(field) ? (
            <div className="lk-field" key={field} data-field={field}>
              <span className="lk-label">{t(`sec_${field}`)}</span>
              <p className="sec-locked">
                <strong>{overview.profile[field]}</strong>
                <span className="lk-small lk-muted">{t('sec_locked')}</span>
              </p>
            </div>
          ) : (
            [
              <Field
                key={field}
                name={field}
                label={t(`sec_${field}`)}
                value={values[field] ?? ''}
                onValue={(value) => {
                  setValues((v) => ({ ...v, [field]: value }))
                  setErrors((e) => ({ ...e, [field]: undefined }))
                }}
                required={field === 'nickname' || overview.rules[field]?.required}
                hint={field === 'birthday' ? t('sec_birthday_hint') : undefined}
                inputMode={field === 'birthday' ? 'numeric' : INPUT_MODES[field]}
                autoComplete={AUTOCOMPLETE[field] ?? 'off'}
                maxLength={overview.rules[field]?.maxLength}
                error={errors[field]}
              />,
              // CONST-8: the reward on offer for a Zalo number, right under its field.
              field === 'zalo' && (
                <ZaloReward
                  key="zalo-reward"
                  offer={overview.zaloReward ?? null}
                  result={zaloResult ?? null}
                  host={form}
                />
              ),
            ]
          ),
        )}
      </div>
      {failure && <Failure text={failure.text} onRetry={failure.retry ? () => void submit() : undefined} />}
      <Done text={done} />
      <div className="wal-actions">
        <Button type="submit" variant="primary" busy={busy} part="save-profile">
          {t('sec_save')}
        </Button>
      </div>
    </form>
  )
}
