import { useStore } from '@nanostores/react'
import { Dialog } from '../kit/dialog'
import { useT } from '../kit/use-t'
import { $passwordChanged } from './password-changed-state'

/**
 * PWD-5: a voluntary password change succeeded. The change popup closes as PWD-5 says, and
 * this confirmation takes its place until the member acknowledges it, like the e-mail reset's
 * 'request sent' (spec §4 Forgot password): the change is never silent. Rendered by the popup
 * `<member-login>` (as a lazy part) while `$passwordChanged` holds.
 */
export function PasswordChangedDialog() {
  const t = useT()
  const open = useStore($passwordChanged)
  return (
    <Dialog
      open={open}
      tone="success"
      title={t('change_password_title')}
      text={
        <span role="status" part="password-changed">
          {t('pwd_changed')}
        </span>
      }
      onConfirm={() => $passwordChanged.set(false)}
    />
  )
}
