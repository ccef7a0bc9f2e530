import { useState, type FormEvent } from 'react'
import { stepUp } from '../../../core/api/security'
import { errorMessageOf, type ApiError } from '../../../core/errors'
import { Button } from '../button'
import { Field } from '../field'
import { Modal } from '../modal'
import { useT } from '../use-t'
import { useUid } from '../use-uid'
import { showCheck } from './host'

/**
 * MEMBER-1: the step-up before an account change a stolen session must not make alone (a contact,
 * a payout account, a password). The member types the login password; once the server takes it the
 * change is sent again. A wrong password shows its message and keeps the dialog; closing it gives
 * the change's refusal back to its form.
 */
function StepUp({ onDone, onCancel }: { onDone(): void; onCancel(): void }) {
  const t = useT()
  const introId = useUid('su-intro')
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | undefined>()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!password) return setError(t('input_empty'))
    setBusy(true)
    setError(undefined)
    try {
      await stepUp(password)
      onDone()
    } catch (failure) {
      setError(errorMessageOf(failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal
      open
      title={t('su_title')}
      onClose={onCancel}
      closeOnCover={false}
      describedBy={introId}
      part="dialog"
    >
      <form className="lk-stack" onSubmit={(event) => void submit(event)} noValidate>
        <p id={introId} className="lk-small">
          {t('su_intro')}
        </p>
        <Field
          name="stepUpPassword"
          type="password"
          label={t('su_password')}
          value={password}
          onValue={setPassword}
          error={error}
          autoComplete="current-password"
          revealable
          required
        />
        <div className="lk-actions">
          <Button type="submit" variant="primary" busy={busy}>
            {t('su_submit')}
          </Button>
        </div>
      </form>
    </Modal>
  )
}

/** Runs the step-up for a STEP_UP_REQUIRED refusal: resolves once the session is stepped-up, rejects with the refusal when closed. */
export function runStepUp(refusal: ApiError): Promise<void> {
  return showCheck<void>(({ resolve, reject }) => (
    <StepUp onDone={() => resolve()} onCancel={() => reject(refusal)} />
  ))
}
