/**
 * MEMBER-1, MEMBER-4: the payout (bank) account form the withdrawal and the security centre share:
 * the bank from the server's list, the payee name and the account number under the server's rules.
 */
import { useState, type FormEvent, type ReactNode } from 'react'
import { isRetryable } from '../../../../core/actions/wallet-failure'
import { messageOf, validateField, type FieldRule } from '../../../../core/validation/rules'
import { Button } from '../../../kit/button'
import { Field } from '../../../kit/field'
import { FieldError, RequiredMark } from '../../../kit/field-parts'
import { useUid } from '../../../kit/use-uid'
import { Failure } from './failure'

export type AccountField = 'bankCode' | 'accountName' | 'accountNumber'

/** The account as it is sent: name trimmed, number without spaces. */
export type PayoutAccountBody = Record<AccountField, string>

/** The server's banks and rules the form checks against. */
export interface PayoutRules {
  banks: { code: string; name: string }[]
  accountNameRule: FieldRule
  accountNumberRule: FieldRule
}

/** The form's wording (each centre page has its own keys). */
export interface PayoutWords {
  bank: string
  chooseBank: string
  bankInvalid: string
  accountName: string
  accountNumber: string
  save: string
}

/** A refused save: the message, beside the field it belongs to if any. */
export interface PayoutRefusal {
  field?: AccountField | undefined
  text: string
}

const EMPTY: PayoutAccountBody = { bankCode: '', accountName: '', accountNumber: '' }

/**
 * The add-account form: checked here first (a bank chosen, name and number under the rules), then
 * saved; a refusal goes beside its field or below the form with Try again when it may help.
 */
export function PayoutAccountForm<Saved>({
  rules,
  words,
  head,
  save,
  onSaved,
  refusal,
  idPrefix,
  nameField,
  className,
  part,
  labelledBy,
  submitPart,
}: {
  rules: PayoutRules
  words: PayoutWords
  /** The form's heading (and hint). */
  head: ReactNode
  save(account: PayoutAccountBody): Promise<Saved>
  onSaved(saved: Saved): void
  refusal(error: unknown): PayoutRefusal
  idPrefix: string
  /** The payee-name input's name. */
  nameField: string
  className: string
  part: string
  labelledBy?: string
  submitPart?: string
}) {
  const bankId = useUid(idPrefix)
  const [values, setValues] = useState<PayoutAccountBody>(EMPTY)
  const [errors, setErrors] = useState<Partial<Record<AccountField, string>>>({})
  const [failure, setFailure] = useState<{ text: string; retry: boolean } | null>(null)
  const [busy, setBusy] = useState(false)
  const edit = (field: AccountField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }))
    setErrors((e) => ({ ...e, [field]: undefined }))
  }
  const submit = async (event?: FormEvent) => {
    event?.preventDefault()
    if (busy) return
    const name = validateField(values.accountName.trim(), rules.accountNameRule, { required: true })
    const number = validateField(values.accountNumber.replace(/\s+/g, ''), rules.accountNumberRule, {
      required: true,
    })
    const found = {
      bankCode: values.bankCode ? undefined : words.bankInvalid,
      accountName: name ? messageOf(name) : undefined,
      accountNumber: number ? messageOf(number) : undefined,
    }
    setErrors(found)
    setFailure(null)
    if (Object.values(found).some(Boolean)) return
    setBusy(true)
    try {
      onSaved(
        await save({
          bankCode: values.bankCode,
          accountName: values.accountName.trim(),
          accountNumber: values.accountNumber.replace(/\s+/g, ''),
        }),
      )
      setValues(EMPTY)
    } catch (error) {
      const refused = refusal(error)
      if (refused.field) setErrors({ [refused.field]: refused.text })
      else setFailure({ text: refused.text, retry: isRetryable(error) })
    } finally {
      setBusy(false)
    }
  }
  return (
    <form className={className} noValidate onSubmit={submit} part={part} aria-labelledby={labelledBy}>
      {head}
      <div className="lk-field" data-invalid={errors.bankCode ? 'true' : undefined}>
        <label className="lk-label" htmlFor={bankId}>
          {words.bank}
          <RequiredMark required />
        </label>
        <div className="lk-control">
          <select
            id={bankId}
            name="bankCode"
            className="lk-input wal-select"
            value={values.bankCode}
            onChange={(e) => edit('bankCode')(e.currentTarget.value)}
            aria-required="true"
            aria-invalid={errors.bankCode ? 'true' : undefined}
            aria-describedby={errors.bankCode ? `${bankId}-error` : undefined}
          >
            <option value="">{words.chooseBank}</option>
            {rules.banks.map((b) => (
              <option key={b.code} value={b.code}>
                {b.name}
              </option>
            ))}
          </select>
        </div>
        <FieldError id={`${bankId}-error`} error={errors.bankCode} />
      </div>
      <Field
        name={nameField}
        label={words.accountName}
        value={values.accountName}
        onValue={edit('accountName')}
        autoComplete="name"
        required
        error={errors.accountName}
      />
      <Field
        name="accountNumber"
        label={words.accountNumber}
        value={values.accountNumber}
        onValue={edit('accountNumber')}
        inputMode="numeric"
        autoComplete="off"
        required
        error={errors.accountNumber}
      />
      {failure && <Failure text={failure.text} onRetry={failure.retry ? () => void submit() : undefined} />}
      <Button type="submit" variant="primary" busy={busy} part={submitPart}>
        {words.save}
      </Button>
    </form>
  )
}
