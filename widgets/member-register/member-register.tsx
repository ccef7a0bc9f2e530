import { useLayoutEffect } from 'react'
import { ltr } from '../../core/format'
import { useStore } from '@nanostores/react'
import { errorMessageOf } from '../../core/errors'
import { addMessages } from '../../core/i18n/index'
import { $popup, claimPopup, closePopup } from '../../core/stores/popup'
import { $member, $session } from '../../core/stores/session'
import { $formsBlocked, $system, reloadSystem } from '../../core/stores/system'
import { Button } from '../kit/button'
import type { WidgetBaseProps } from '../kit/define-widget'
import { LoadingOverlay } from '../kit/loading-overlay'
import { Modal } from '../kit/modal'
import { useT } from '../kit/use-t'
import { useUid } from '../kit/use-uid'
import { RegisterForm } from './register-form'
import { PopupBanners } from '../kit/popup-banners'
import { en } from './en'

// The registration's wording, English here and Urdu lazy (the date of birth's comes with its rule,
// core/validation/birthday).
addMessages(en, { UR: () => import('./ur').then((m) => m.ur) })

export interface MemberRegisterProps {
  /** `inline` (default): the form in place. `popup`: the registerModal (REG-1), opened by `lobbykit('openRegister')`. */
  mode?: string
}

/** `<member-register>`: registration by mobile number or username (spec §2 Registration form, §4 Registration). */
export function MemberRegister({ mode }: MemberRegisterProps & WidgetBaseProps) {
  const t = useT()
  const popup = useStore($popup)
  const session = useStore($session)
  const member = useStore($member)
  const system = useStore($system)
  const formsBlocked = useStore($formsBlocked)
  const uid = useUid('register')
  const isPopup = mode === 'popup'

  useLayoutEffect(() => (isPopup ? claimPopup('register') : undefined), [isPopup])

  if (isPopup) {
    return (
      <Modal
        open={popup?.name === 'register'}
        title={t('reg_title')}
        onClose={() => closePopup('register')}
        part="register-dialog"
      >
        <RegisterForm idPrefix={uid} />
        {/* BNR-2: the register popup's banners, after the form. */}
        <PopupBanners group="w_register" />
      </Modal>
    )
  }
  if (!system.loaded || session.status === 'unknown') {
    return (
      <div className="lk-form-card lk-register-card lk-register-card--loading" part="card" aria-busy="true">
        <LoadingOverlay active label={t('loading')} />
      </div>
    )
  }
  const blocked = system.error ? errorMessageOf(system.error) : formsBlocked ? t(formsBlocked) : ''
  return (
    <div className="lk-form-card lk-register-card lk-stack" part="card">
      <h2 className="lk-title">{t('reg_title')}</h2>
      {session.status === 'loggedIn' && member ? (
        <p className="lk-notice" role="status">
          {t('reg_logged_in', [ltr(member.account)])}
        </p>
      ) : blocked ? (
        <>
          <p className="lk-form-error" role="alert">
            {blocked}
          </p>
          {system.error && <Button onClick={reloadSystem}>{t('retry')}</Button>}
        </>
      ) : (
        <RegisterForm idPrefix={uid} />
      )}
    </div>
  )
}
