import { useState } from 'react'
import { ltr } from '../../core/format'
import { useStore } from '@nanostores/react'
import { openPopup } from '../../core/stores/popup'
import { $member, $session, logout } from '../../core/stores/session'
import { Button } from '../kit/button'
import { Dialog } from '../kit/dialog'
import { LoadingOverlay } from '../kit/loading-overlay'
import { MemberFacts } from '../kit/member-facts'
import { useT } from '../kit/use-t'

/** The logged-in member in the inline widget: account, ID, balance, VIP, change password, sign out with confirmation (LOGIN-34/35). */
export function MemberSummary({ host }: { host: HTMLElement }) {
  const t = useT()
  const member = useStore($member)
  const session = useStore($session)
  const [confirming, setConfirming] = useState(false)
  const [leaving, setLeaving] = useState(false)
  if (!member) return null

  const signOut = async () => {
    setConfirming(false)
    setLeaving(true)
    try {
      await logout(host)
    } finally {
      setLeaving(false)
    }
  }

  return (
    <div className="lk-member" part="member">
      <h2 className="lk-title">{t('welcome_back', [member.nickname || ltr(member.account)])}</h2>
      <MemberFacts member={member} />
      {(session.isTrial || member.vipLabelName) && (
        <p className="lk-row">
          {session.isTrial && <span className="lk-badge">{t('member_trial')}</span>}
          {member.hasVip && member.vipLabelName && <span className="lk-badge">{member.vipLabelName}</span>}
        </p>
      )}
      <div className="lk-row">
        {/* PWD-1..5: the member changes the password at any time (trial accounts have none to change). */}
        {!session.isTrial && (
          <Button variant="secondary" onClick={() => openPopup('changePassword')} part="change-password">
            {t('change_password_title')}
          </Button>
        )}
        <Button variant="secondary" onClick={() => setConfirming(true)} part="sign-out">
          {t('sign_out')}
        </Button>
      </div>
      <Dialog
        open={confirming}
        title={t('logout_title')}
        text={t('logout_text')}
        confirmLabel={t('confirm')}
        cancelLabel={t('cancel')}
        onConfirm={signOut}
        onCancel={() => setConfirming(false)}
      />
      <LoadingOverlay active={leaving} label={t('signing_out')} />
    </div>
  )
}
