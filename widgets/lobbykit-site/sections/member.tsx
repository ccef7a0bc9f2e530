// One chunk for the shared runtime: every lazy section reaches all of it (see issue-5 note).
import '../../kit/runtime'
import { useState } from 'react'
import { useStore } from '@nanostores/react'
import { $member, $session } from '../../../core/stores/session'
import { MemberFacts } from '../../kit/member-facts'
import { useT } from '../../kit/use-t'
import type { PageProps } from '../page'
import { toHref } from '../router'

/**
 * The member's pages (ROUTE-13 /member, ROUTE-19 /pointMall, ROUTE-28 /referral), behind the login
 * guard. ROLE-8: a trial member is told a real account is needed.
 */
export default function MemberPages({ path }: PageProps) {
  const t = useT()
  const session = useStore($session)
  const which = path.toLowerCase()
  if (session.isTrial) {
    return (
      <section className="site-page" part="member-centre">
        <h1 className="lk-title">{t(which === '/pointmall' ? 'site_points_mall' : which === '/referral' ? 'site_referral' : 'site_member_centre')}</h1>
        <p role="alert">{t('in_need_true_account')}</p>
      </section>
    )
  }
  if (which === '/referral') return <Referral />
  // The points mall (ROUTE-19) is not built: its calls exist only as names (api.md). It shows the centre.
  return <MemberCentre />
}

/**
 * The member centre: the member's own data. NS-29: the §2 sections (deposit, records, rebate …) have
 * no calls in the spec and are not built; links to them land here (see the issue note).
 */
function MemberCentre() {
  const t = useT()
  const member = useStore($member)
  if (!member) return null
  return (
    <section className="site-page site-centre" part="member-centre">
      <h1 className="lk-title">{t('site_member_centre')}</h1>
      <MemberFacts member={member} className="site-facts">
        {member.hasVip && member.vipLabelName && (
          <div>
            <dt>{t('site_vip')}</dt>
            <dd>{member.vipLabelName}</dd>
          </div>
        )}
        <div>
          <dt>{t('site_messages')}</dt>
          <dd>{member.unreadMessage ?? 0}</dd>
        </div>
        <div>
          <dt>{t('site_promotions')}</dt>
          <dd>{member.availablePromoCount ?? 0}</dd>
        </div>
      </MemberFacts>
    </section>
  )
}

/** ROUTE-28: the member's referral link (the registration page with the member's referral code). */
function Referral() {
  const t = useT()
  const member = useStore($member)
  const [copied, setCopied] = useState<string | null>(null)
  const code = member?.referralCode
  const link = code ? new URL(toHref(`/register?referralCode=${encodeURIComponent(code)}`), location.href).href : null
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link ?? '')
      setCopied(t('site_link_copied'))
    } catch {
      setCopied(t('site_copy_failed'))
    }
  }
  return (
    <section className="site-page" part="referral">
      <h1 className="lk-title">{t('site_referral')}</h1>
      {link ? (
        <>
          <p>{t('site_referral_text')}</p>
          <p>
            <output className="site-link" part="referral-link">{link}</output>
          </p>
          <button type="button" className="lk-button lk-button--primary" onClick={copy}>
            {t('site_copy_link')}
          </button>
          <p role="status">{copied}</p>
        </>
      ) : (
        <p>{t('site_referral_none')}</p>
      )}
    </section>
  )
}
