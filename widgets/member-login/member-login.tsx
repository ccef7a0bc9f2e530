import { useLayoutEffect } from 'react'
import { useStore } from '@nanostores/react'
import { $config } from '../../core/config'
import { abandonForcedChange } from '../../core/stores/password'
import { $popup, claimPopup, closePopup } from '../../core/stores/popup'
import { $session } from '../../core/stores/session'
import { $formsBlocked, $system, reloadSystem } from '../../core/stores/system'
import { errorMessageOf } from '../../core/errors'
import { Button } from '../kit/button'
import type { WidgetBaseProps } from '../kit/define-widget'
import { LoadingOverlay } from '../kit/loading-overlay'
import { Modal } from '../kit/modal'
import { useT } from '../kit/use-t'
import { $passwordChanged } from './password-changed-state'
import { useUid } from '../kit/use-uid'
import { LoginForm } from './login-form'
import { MemberSummary } from './member-summary'
import { PopupBanners } from '../kit/popup-banners'
import { lazyPart } from '../kit/lazy-part'

// The forced / asked-for password change: a chunk of its own, fetched when its popup first opens.
const ChangePasswordForm = lazyPart(() => import('./change-password-form').then((m) => m.ChangePasswordForm))
// POP-11, LOGIN-22: the after-login popup (the welcome after a first login), with the account parts.
const AfterLoginPopup = lazyPart(() =>
  import('../kit/accounts/after-login-popup').then((m) => m.AfterLoginPopup),
)
const PasswordChangedDialog = lazyPart(() =>
  import('./password-changed').then((m) => m.PasswordChangedDialog),
)

export interface MemberLoginProps {
  /** `inline` (default): the form in place, or the member when logged in. `popup`: the login popup (POP-3). */
  mode?: string
}

/** `<member-login>`: login, sms login, free play, and the forced password change (spec §2, §4). */
export function MemberLogin({ mode, host }: MemberLoginProps & WidgetBaseProps) {
  const t = useT()
  const popup = useStore($popup)
  const session = useStore($session)
  const system = useStore($system)
  const formsBlocked = useStore($formsBlocked)
  const passwordChanged = useStore($passwordChanged)
  const agent = useStore($config).agent
  const uid = useUid('login')
  const isPopup = mode === 'popup'

  useLayoutEffect(() => {
    if (!isPopup) return
    const releaseLogin = claimPopup('login')
    const releaseChange = claimPopup('changePassword')
    const releaseAfter = claimPopup('afterLogin')
    return () => {
      releaseLogin()
      releaseChange()
      releaseAfter()
    }
  }, [isPopup])

  const title = agent ? t('login_agent_title') : t('login_title')
  if (isPopup) {
    return (
      <>
        <Modal
          open={popup?.name === 'login'}
          title={title}
          onClose={() => closePopup('login')}
          part="login-dialog"
        >
          <LoginForm host={host} idPrefix={uid} />
          {/* BNR-2: the login popup's banners, after the form (focus starts in the form). */}
          <PopupBanners group="w_login" />
        </Modal>
        <Modal
          open={popup?.name === 'changePassword'}
          title={t('change_password_title')}
          onClose={() => abandonForcedChange(host)}
          closeOnCover={false}
          part="change-password-dialog"
        >
          <ChangePasswordForm reason={popup?.reason} onCancel={() => abandonForcedChange(host)} />
        </Modal>
        {passwordChanged && <PasswordChangedDialog />}
        {popup?.name === 'afterLogin' && <AfterLoginPopup />}
      </>
    )
  }

  if (!system.loaded || session.status === 'unknown') {
    return (
      <div className="lk-form-card lk-login-card lk-login-card--loading" part="card" aria-busy="true">
        <LoadingOverlay active label={t('loading')} />
      </div>
    )
  }
  // SYS-15/16, ERR-3: no form when the platform is down, in maintenance or blocks the region — say why.
  const blocked = system.error ? errorMessageOf(system.error) : formsBlocked ? t(formsBlocked) : ''
  if (blocked && session.status !== 'loggedIn') {
    return (
      <div className="lk-form-card lk-login-card lk-stack" part="card">
        <p className="lk-form-error" role="alert">
          {blocked}
        </p>
        {system.error && <Button onClick={reloadSystem}>{t('retry')}</Button>}
      </div>
    )
  }
  return (
    <div className="lk-form-card lk-login-card" part="card">
      {session.status === 'loggedIn' ? (
        <MemberSummary host={host} />
      ) : (
        <>
          <h2 className="lk-title">{title}</h2>
          <LoginForm host={host} idPrefix={uid} />
        </>
      )}
    </div>
  )
}
