import { useState } from 'react'
import { useStore } from '@nanostores/react'
import { errorMessageOf, isApiError } from '../../core/errors'
import { $registerRules } from '../../core/stores/system'
import { $smsCountdown, sendSmsCode, type SmsPurpose, type SmsRequest } from '../../core/stores/sms'
import { messageOf, validateMobile } from '../../core/validation/rules'
import { CountdownButton } from './countdown-button'
import { Dialog } from './dialog'
import { useT } from './use-t'

interface Props {
  /** Each purpose has its own countdown, shared by every widget on the page. */
  purpose: SmsPurpose
  /** The call that sends the code (default: the login / forgot code without login). */
  request?: SmsRequest
  countryDialingCode: string
  mobileNum: string
  /** Shows a mobile-number error beside the field (VAL-39). */
  onMobileError: (message: string) => void
  onSent?: () => void
}

/**
 * LOGIN-8, REG-9..12, FORGOT-8: the send-code button with its countdown (blocked while counting);
 * a failed send shows the server message in a warning dialog (spec §7).
 */
export function SmsCodeButton({
  purpose,
  request,
  countryDialingCode,
  mobileNum,
  onMobileError,
  onSent,
}: Props) {
  const t = useT()
  const until = useStore($smsCountdown)[purpose]
  const rules = useStore($registerRules)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState('')

  const send = async () => {
    const invalid = validateMobile(mobileNum.trim(), rules.mobileNum) // VAL-39
    if (invalid) return onMobileError(messageOf(invalid))
    setBusy(true)
    try {
      if (await sendSmsCode(purpose, countryDialingCode, mobileNum.trim(), request)) onSent?.()
    } catch (error) {
      setFailure(isApiError(error) ? errorMessageOf(error) : t('verify_first')) // ERR-10: a human check before the send was not completed
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <CountdownButton
        until={until}
        onClick={send}
        busy={busy}
        label={t('send_code')}
        countingLabel={(s: number) => t('resend_in', [s])}
        part="send-code"
      />
      <Dialog
        open={failure !== ''}
        tone="warning"
        title={t('warning')}
        text={failure}
        confirmLabel={t('confirm')}
        onConfirm={() => setFailure('')}
      />
    </>
  )
}
