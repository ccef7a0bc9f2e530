import { useEffect, useRef, useState, type FormEvent } from 'react'
import { ltr } from '../../../core/format'
import {
  sendDeviceCode,
  verifyDeviceCode,
  type DeviceCodeChannel,
  type NewDeviceTicket,
} from '../../../core/api/account-checks'
import type { LoginAnswer } from '../../../core/api/types'
import { $config } from '../../../core/config'
import { ApiError, errorMessageOf } from '../../../core/errors'
import { Button } from '../button'
import { CountdownButton } from '../countdown-button'
import { Field } from '../field'
import { Modal } from '../modal'
import { useT } from '../use-t'
import { useUid } from '../use-uid'
import { showCheck } from './host'

/**
 * LOGIN-28, C-16 (NS-23): the new-device step after a password login answered NEW_DEVICE. The
 * member picks where the code goes (SMS or e-mail: possession factors only), types it, and the
 * server's answer is the login's. Every failure shows its message; the typed code stays.
 */
function DeviceStep({
  ticket,
  onAnswer,
  onCancel,
}: {
  ticket: NewDeviceTicket
  onAnswer(answer: LoginAnswer): void
  onCancel(): void
}) {
  const t = useT()
  const introId = useUid('nd-intro')
  const [sentTo, setSentTo] = useState<DeviceCodeChannel | null>(null)
  const [resendAt, setResendAt] = useState(0)
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState<'send' | 'verify' | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [codeError, setCodeError] = useState<string | undefined>()
  const [sends, setSends] = useState(0)
  const form = useRef<HTMLFormElement>(null)
  // LOGIN-28: the button that sent the code is gone (or counting down, disabled), so focus
  // goes to the code field rather than falling out of the dialog.
  useEffect(() => {
    if (sends) form.current?.querySelector<HTMLInputElement>('input[name=deviceCode]')?.focus()
  }, [sends])

  const send = async (channel: DeviceCodeChannel) => {
    setBusy('send')
    setError(null)
    try {
      const { resendSeconds } = await sendDeviceCode(ticket.ticket, channel.channel)
      setSentTo(channel)
      setResendAt(Date.now() + resendSeconds * 1000) // the server's wait between two codes
      setSends((n) => n + 1)
    } catch (failure) {
      setError(errorMessageOf(failure))
    } finally {
      setBusy(null)
    }
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!code.trim()) return setCodeError(t('input_empty'))
    setBusy('verify')
    setError(null)
    setCodeError(undefined)
    try {
      onAnswer(await verifyDeviceCode(ticket.ticket, code.trim(), $config.get().agent ? 'agent' : 'member'))
    } catch (failure) {
      setCodeError(errorMessageOf(failure))
    } finally {
      setBusy(null)
    }
  }

  return (
    <Modal
      open
      title={t('nd_title')}
      onClose={onCancel}
      closeOnCover={false}
      describedBy={introId}
      part="dialog"
    >
      <form ref={form} className="lk-stack" onSubmit={(event) => void submit(event)} noValidate>
        <p id={introId} className="lk-small">
          {t('nd_intro')}
        </p>
        {ticket.channels.length === 0 && <p className="lk-form-error">{t('nd_no_channel')}</p>}
        {!sentTo && (
          <div className="nd-channels">
            {ticket.channels.map((channel) => (
              <Button
                key={channel.channel}
                variant={channel === ticket.channels[0] ? 'primary' : 'secondary'}
                busy={busy === 'send'}
                onClick={() => void send(channel)}
                data-channel={channel.channel}
              >
                {t(channel.channel === 'sms' ? 'nd_send_sms' : 'nd_send_email', [ltr(channel.to)])}
              </Button>
            ))}
          </div>
        )}
        {sentTo && (
          <>
            <p role="status" className="lk-small">
              {t('nd_sent', [ltr(sentTo.to), ticket.expiredMinutes])}
            </p>
            <Field
              name="deviceCode"
              label={t('nd_code')}
              value={code}
              onValue={setCode}
              error={codeError}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
            />
            <div className="lk-actions">
              <Button type="submit" variant="primary" busy={busy === 'verify'}>
                {t('nd_submit')}
              </Button>
            </div>
            <CountdownButton
              until={resendAt}
              onClick={() => void send(sentTo)}
              label={t('nd_resend')}
              countingLabel={(seconds) => t('resend_in', [seconds])}
              disabled={busy !== null}
              busy={busy === 'send'}
            />
          </>
        )}
        {error && (
          <p className="lk-form-error" role="alert">
            {error}
          </p>
        )}
      </form>
    </Modal>
  )
}

/**
 * Runs the code step for a NEW_DEVICE refusal: resolves to the login's answer; closed, it rejects
 * with the catalogue's "complete verification first" (ERR-10) in the form's language, not the
 * server's English sentence.
 */
export function runDeviceStep(refusal: ApiError): Promise<LoginAnswer> {
  const ticket = refusal.value as NewDeviceTicket
  const notVerified = new ApiError({
    request: refusal.request,
    errorCode: refusal.errorCode,
    key: 'verify_first',
    value: refusal.value,
  })
  return showCheck<LoginAnswer>(({ resolve, reject }) => (
    <DeviceStep ticket={ticket} onAnswer={resolve} onCancel={() => reject(notVerified)} />
  ))
}
