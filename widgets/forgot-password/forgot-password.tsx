import { useLayoutEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import { addMessages } from '../../core/i18n/index'
import { takeResetLink } from '../../core/stores/forgot'
import { $popup, claimPopup, closePopup } from '../../core/stores/popup'
import { Dialog } from '../kit/dialog'
import type { WidgetBaseProps } from '../kit/define-widget'
import { Modal } from '../kit/modal'
import { useT } from '../kit/use-t'
import { useUid } from '../kit/use-uid'
import { en } from './en'
import { ForgotForm } from './forgot-form'
import { PopupBanners } from '../kit/popup-banners'

addMessages(en, { UR: () => import('./ur').then((m) => m.ur) })

export interface ForgotPasswordProps {
  /** `inline` (default): the form in place. `popup`: the forgot-password popup, opened by the login form's link. */
  mode?: string
}

/** `<forgot-password>`: reset by e-mail or by a code sent to the phone (spec §2 Forgot-password form, §4 Forgot password). */
export function ForgotPassword({ mode }: ForgotPasswordProps & WidgetBaseProps) {
  const t = useT()
  const popup = useStore($popup)
  const uid = useUid('forgot')
  const [mailed, setMailed] = useState(false)
  const isPopup = mode === 'popup'
  // FORGOT-13: opened from the e-mail's link, the inline form starts at the code, filled in.
  const [link] = useState(() => (isPopup ? null : takeResetLink()))

  useLayoutEffect(() => (isPopup ? claimPopup('forgot') : undefined), [isPopup])

  // FORGOT-16: 'request sent', and the popup closes.
  const onMailed = () => {
    setMailed(true)
    closePopup('forgot')
  }
  if (isPopup) {
    return (
      <>
        <Modal
          open={popup?.name === 'forgot'}
          title={t('forgot_title')}
          onClose={() => closePopup('forgot')}
          part="forgot-dialog"
        >
          <ForgotForm idPrefix={uid} onMailed={onMailed} />
          {/* BNR-2: the forgot popup's banners, after the form. */}
          <PopupBanners group="w_forget" />
        </Modal>
        <Dialog
          open={mailed}
          tone="success"
          title={t('forgot_title')}
          text={t('in_been_out')}
          onConfirm={() => setMailed(false)}
        />
      </>
    )
  }
  return (
    <div className="lk-form-card lk-forgot-card lk-stack" part="card">
      <h2 className="lk-title">{t('forgot_title')}</h2>
      {mailed && (
        <p className="lk-notice" role="status" part="sent">
          {t('in_been_out')}
        </p>
      )}
      {/* After the mail, the form moves on to the code step (FORGOT-13). */}
      <ForgotForm idPrefix={uid} onMailed={onMailed} link={link} />
    </div>
  )
}
