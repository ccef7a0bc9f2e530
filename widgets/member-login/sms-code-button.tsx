import { useState } from 'react'
import { useStore } from '@nanostores/react'
import { errorMessageOf } from '../../core/errors'
import { $registerRules } from '../../core/stores/system'
import { $smsCountdown, sendSmsCode } from '../../core/stores/sms'
import { messageOf, validateMobile } from '../../core/validation/rules'
import { CountdownButton } from '../kit/countdown-button'
import { Dialog } from '../kit/dialog'
import { useT } from '../kit/use-t'

interface Props {
  purpose: 'login' | 'forgot'
  countryDialingCode: string
  mobileNum: string
  /** Shows a mobile-number error beside the field (VAL-39). */
  onMobileError: (message: string) => void
  onSent?: () => void
}

/** LOGIN-8: the send-code button with its countdown; a failed send shows the server message in a warning dialog. */
export function SmsCodeButton({ purpose, countryDialingCode, mobileNum, onMobileError, onSent }: Props) {
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
      if (await sendSmsCode(purpose, countryDialingCode, mobileNum.trim())) onSent?.()
    } catch (error) {
      setFailure(errorMessageOf(error))
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
