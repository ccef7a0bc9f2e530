// One chunk for the shared runtime: every lazy section reaches all of it (see issue-5 note).
import '../../kit/runtime'
import { useState } from 'react'
import { useStore } from '@nanostores/react'
import { $locale } from '../../../core/stores/locale'
import { $member, $session } from '../../../core/stores/session'
import { $flags } from '../../../core/stores/system'
import { useT } from '../../kit/use-t'
import { formatMoney } from '../../../core/format'
import { MEMBER_SECTIONS, memberPath, sectionEnabled, type MemberSection } from '../nav'
import type { PageProps } from '../page'
import { toHref } from '../router'

/**
 * The member's pages (ROUTE-13 /member, ROUTE-19 /pointMall, ROUTE-28 /referral), behind the login
 * guard. ROLE-8: a trial member is told a real account is needed. NS-29: sections the spec names
 * without content say so plainly.
 */
export default function MemberPages({ path, query }: PageProps) {
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
  if (which === '/pointmall') {
    return (
      <section className="site-page" part="point-mall">
        <h1 className="lk-title">{t('site_points_mall')}</h1>
        <p>{t('site_points_text')}</p>
      </section>
    )
  }
  return <MemberCentre tab={query.get('tab')} />
}

function MemberCentre({ tab }: { tab: string | null }) {
  const t = useT()
  const member = useStore($member)
  const lang = useStore($locale)
  const flags = useStore($flags).whitelabel
  const sections = MEMBER_SECTIONS.filter((s) => sectionEnabled(s, flags))
  const current = sections.find((s) => s === tab) ?? null
  if (!member) return null
  return (
    <section className="site-page site-centre" part="member-centre">
      <h1 className="lk-title">{t('site_member_centre')}</h1>
      <dl className="site-facts">
        <div>
          <dt>{t('member_account')}</dt>
          <dd part="account">{member.account}</dd>
        </div>
        <div>
          <dt>{t('member_id')}</dt>
          <dd>{member.id}</dd>
        </div>
        <div>
          <dt>{t('member_balance')}</dt>
          <dd>{formatMoney(member.balance, member.currencySymbol, lang)}</dd>
        </div>
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
      </dl>
      <div className="site-centre-body">
        <nav aria-label={t('site_sections')}>
          <ul part="member-sections">
            {sections.map((s) => (
              <li key={s}>
                <a href={toHref(memberPath(s))} aria-current={s === current ? 'page' : undefined}>
                  {t(`site_sec_${s}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {current && <Section section={current} />}
      </div>
    </section>
  )
}

function Section({ section }: { section: MemberSection }) {
  const t = useT()
  return (
    <article className="site-section" part="member-section" data-section={section}>
      <h2>{t(`site_sec_${section}`)}</h2>
      <p>{t('site_section_soon')}</p>
    </article>
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
