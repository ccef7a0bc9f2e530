import { StatusBadge } from '../centre-kit/status-badge'
import { useT } from '../../../kit/use-t'

/** AGENT-4: a member's status, and why when frozen. */
export function MemberStatusCell({ status, reason }: { status: 'active' | 'frozen'; reason: string | null }) {
  const t = useT()
  return (
    <span className="agent-status">
      <StatusBadge label={t(`agent_member_${status}`)} tone={status === 'frozen' ? 'bad' : 'ok'} />
      {status === 'frozen' && reason && (
        <span className="lk-small lk-muted rec-sub" part="status-reason">
          {t('agent_frozen_reason', [reason])}
        </span>
      )}
    </span>
  )
}
