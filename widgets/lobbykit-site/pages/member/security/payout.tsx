import { useState, type FormEvent } from 'react'
import {
  fetchPayoutAccounts,
  requestAddPayoutAccount,
  requestDefaultPayoutAccount,
  requestRemovePayoutAccount,
  type PayoutAccountEntry,
  type PayoutAccounts,
} from '../../../../../core/api/security'
import { isApiError } from '../../../../../core/errors'
import { messageOf, validateField } from '../../../../../core/validation/rules'
import { Button } from '../../../../kit/button'
import { Dialog } from '../../../../kit/dialog'
import { Field } from '../../../../kit/field'
import { FieldError, RequiredMark } from '../../../../kit/field-parts'
import { useT } from '../../../../kit/use-t'
import { useUid } from '../../../../kit/use-uid'
import { LoadState } from '../../../shared/load-state'
import { useLoad } from '../../../shared/use-load'
import { Failure } from '../failure'
import { StatusBadge } from '../status-badge'
import { isRetryable } from '../../../../../core/actions/wallet-failure'
import { Done, secErrorText } from './kit'

/**
 * MEMBER-1: the payout (bank) accounts withdraw pays to (the same table): add under the payee-name and
 * account-number rules, remove (confirmed), make default; at most the server's limit.
 */
export function PayoutCard() {
  const t = useT()
  const state = useLoad((signal) => fetchPayoutAccounts(signal))
  const data = state.data
  const [removing, setRemoving] = useState<PayoutAccountEntry | null>(null)
  const [busy, setBusy] = useState<number | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const act = async (id: number, action: () => Promise<PayoutAccounts>, message: string) => {
    setBusy(id)
    setFailure(null)
    setDone(null)
    try {
      state.set(await action())
      setDone(message)
    } catch (error) {
      setFailure(secErrorText(error))
    } finally {
      setBusy(null)
      setRemoving(null)
    }
  }
  return (
    <section className="wal-card lk-stack" part="payout-card" aria-labelledby="sec-payout">
      <h2 className="wal-subtitle" id="sec-payout">
        {t('sec_payout')}
      </h2>
      <LoadState state={state} empty={!data} />
      {data && (
        <>
          <p className="lk-small lk-muted">{t('sec_payout_hint', [data.limit])}</p>
          {!data.accounts.length && <p className="lk-muted">{t('sec_no_accounts')}</p>}
          <ul className="wal-list" part="payout-accounts">
            {data.accounts.map((a) => (
              <li key={a.id} className="wal-row" data-account={a.id}>
                <div className="wal-row-main">
                  <strong>{a.bankName}</strong>
                  {a.isDefault && <StatusBadge label={t('sec_default')} tone="ok" />}
                </div>
                <p>
                  {a.accountName} · <code>{a.accountNumber}</code>
                </p>
                <div className="wal-actions">
                  {!a.isDefault && (
                    <Button
                      busy={busy === a.id}
                      disabled={busy !== null}
                      aria-label={`${t('sec_make_default')}: ${a.bankName} ${a.accountNumber}`}
                      onClick={() =>
                        void act(
                          a.id,
                          () => requestDefaultPayoutAccount(a.id),
                          t('sec_account_default_set', [a.bankName]),
                        )
                      }
                    >
                      {t('sec_make_default')}
                    </Button>
                  )}
                  <Button
                    disabled={busy !== null}
                    aria-label={`${t('sec_remove')}: ${a.bankName} ${a.accountNumber}`}
                    onClick={() => setRemoving(a)}
                  >
                    {t('sec_remove')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          {failure && <Failure text={failure} />}
          <Done text={done} />
          {data.accounts.length < data.limit ? (
            <AddAccount
              info={data}
              onSaved={(next) => {
                state.set(next)
                setDone(t('sec_account_added'))
              }}
            />
          ) : (
            <p className="lk-muted">{t('sec_account_limit', [data.limit])}</p>
          )}
        </>
      )}
      <Dialog
        open={removing !== null}
        tone="warning"
        title={t('sec_remove_title')}
        text={removing ? t('sec_remove_text', [removing.bankName, removing.accountNumber]) : ''}
        confirmLabel={t('sec_remove')}
        busy={busy !== null}
        onConfirm={() =>
          removing &&
          void act(removing.id, () => requestRemovePayoutAccount(removing.id), t('sec_account_removed'))
        }
        onCancel={() => setRemoving(null)}
      />
    </section>
  )
}

type AccountField = 'bankCode' | 'accountName' | 'accountNumber'

function AddAccount({ info, onSaved }: { info: PayoutAccounts; onSaved(info: PayoutAccounts): void }) {
  const t = useT()
  const bankId = useUid('sec-bank')
  const empty = { bankCode: '', accountName: '', accountNumber: '' }
  const [values, setValues] = useState<Record<AccountField, string>>(empty)
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
    const name = validateField(values.accountName.trim(), info.accountNameRule, { required: true })
    const number = validateField(values.accountNumber.replace(/\s+/g, ''), info.accountNumberRule, {
      required: true,
    })
    const found = {
      bankCode: values.bankCode ? undefined : t('sec_bank_invalid'),
      accountName: name ? messageOf(name) : undefined,
      accountNumber: number ? messageOf(number) : undefined,
    }
    setErrors(found)
    setFailure(null)
    if (Object.values(found).some(Boolean)) return
    setBusy(true)
    try {
      onSaved(
        await requestAddPayoutAccount({
          bankCode: values.bankCode,
          accountName: values.accountName.trim(),
          accountNumber: values.accountNumber.replace(/\s+/g, ''),
        }),
      )
      setValues(empty)
    } catch (error) {
      const text = secErrorText(error)
      const code = isApiError(error) ? error.errorCode : undefined
      if (code === 'ACCOUNT_NAME_INVALID') setErrors({ accountName: text })
      else if (code === 'ACCOUNT_NUMBER_INVALID' || code === 'ACCOUNT_DUPLICATE')
        setErrors({ accountNumber: text })
      else if (code === 'BANK_INVALID') setErrors({ bankCode: text })
      else setFailure({ text, retry: isRetryable(error) })
    } finally {
      setBusy(false)
    }
  }
  return (
    <form
      className="lk-stack sec-sub wal-form"
      noValidate
      onSubmit={submit}
      part="add-payout-form"
      aria-labelledby="sec-add-account"
    >
      <h3 className="sec-h3" id="sec-add-account">
        {t('sec_add_account')}
      </h3>
      <div className="lk-field" data-invalid={errors.bankCode ? 'true' : undefined}>
        <label className="lk-label" htmlFor={bankId}>
          {t('sec_bank')}
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
            <option value="">{t('sec_choose_bank')}</option>
            {info.banks.map((b) => (
              <option key={b.code} value={b.code}>
                {b.name}
              </option>
            ))}
          </select>
        </div>
        <FieldError id={`${bankId}-error`} error={errors.bankCode} />
      </div>
      <Field
        name="payeeName"
        label={t('sec_account_name')}
        value={values.accountName}
        onValue={edit('accountName')}
        autoComplete="name"
        required
        error={errors.accountName}
      />
      <Field
        name="accountNumber"
        label={t('sec_account_number')}
        value={values.accountNumber}
        onValue={edit('accountNumber')}
        inputMode="numeric"
        autoComplete="off"
        required
        error={errors.accountNumber}
      />
      {failure && <Failure text={failure.text} onRetry={failure.retry ? () => void submit() : undefined} />}
      <Button type="submit" variant="primary" busy={busy} part="save-payout">
        {t('sec_save_account')}
      </Button>
    </form>
  )
}
