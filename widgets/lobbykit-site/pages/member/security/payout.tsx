import { useState } from 'react'
import {
  fetchPayoutAccounts,
  requestAddPayoutAccount,
  requestDefaultPayoutAccount,
  requestRemovePayoutAccount,
  type PayoutAccountEntry,
  type PayoutAccounts,
} from '../../../../../core/api/security'
import { isApiError } from '../../../../../core/errors'
import { Button } from '../../../../kit/button'
import { Dialog } from '../../../../kit/dialog'
import { useT } from '../../../../kit/use-t'
import { LoadState } from '../../../shared/load-state'
import { useLoad } from '../../../shared/use-load'
import { Failure } from '../../centre-kit/failure'
import { StatusBadge } from '../../centre-kit/status-badge'
import { PayoutAccountForm, type PayoutRefusal } from '../../centre-kit/payout-account-form'
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

/** The security centre's add-account form: a refused field's message goes beside it. */
function AddAccount({ info, onSaved }: { info: PayoutAccounts; onSaved(info: PayoutAccounts): void }) {
  const t = useT()
  return (
    <PayoutAccountForm
      rules={info}
      words={{
        bank: t('sec_bank'),
        chooseBank: t('sec_choose_bank'),
        bankInvalid: t('sec_bank_invalid'),
        accountName: t('sec_account_name'),
        accountNumber: t('sec_account_number'),
        save: t('sec_save_account'),
      }}
      head={
        <h3 className="sec-h3" id="sec-add-account">
          {t('sec_add_account')}
        </h3>
      }
      save={requestAddPayoutAccount}
      onSaved={onSaved}
      refusal={refusalOf}
      idPrefix="sec-bank"
      nameField="payeeName"
      className="lk-stack sec-sub wal-form"
      part="add-payout-form"
      labelledBy="sec-add-account"
      submitPart="save-payout"
    />
  )
}

/** Which field a refused account belongs to, with the security centre's message. */
function refusalOf(error: unknown): PayoutRefusal {
  const text = secErrorText(error)
  const code = isApiError(error) ? error.errorCode : undefined
  if (code === 'ACCOUNT_NAME_INVALID') return { field: 'accountName', text }
  if (code === 'ACCOUNT_NUMBER_INVALID' || code === 'ACCOUNT_DUPLICATE')
    return { field: 'accountNumber', text }
  if (code === 'BANK_INVALID') return { field: 'bankCode', text }
  return { text }
}
