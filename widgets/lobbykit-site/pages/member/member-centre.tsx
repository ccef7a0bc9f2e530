import { useEffect, useRef, useState, type ComponentType } from 'react'
import { useStore } from '@nanostores/react'
import { $member } from '../../../../core/stores/session'
import { $flags } from '../../../../core/stores/system'
import { Button } from '../../../kit/button'
import { MemberFacts } from '../../../kit/member-facts'
import { useT } from '../../../kit/use-t'
import { useUid } from '../../../kit/use-uid'
import { CENTRE_CSS } from '../centre-kit/centre-css'
import { useAdoptedCss } from '../../../kit/use-adopted-css'
import { SECTION_PAGES } from './sections'
import { $merchantWallet, loadMerchantWallet } from '../../../../core/stores/wallets'
import './en'
import { CentreNav } from '../centre-kit/centre-nav'
import {
  MEMBER_GROUPS,
  MEMBER_SECTIONS,
  memberPath,
  sectionEnabled,
  type MemberSection,
} from '../../routing/nav'
import { toHref } from '../../routing/router'

/**
 * The member centre (MEMBER-CONTRACT.md): the navigation of the built sections (SECTION_PAGES) and
 * the open one (`?tab=`), imported lazily with a loading and a failure state; the member's facts when
 * no built section is asked for. `alone`: the one section without the navigation
 * (`<member-centre section="…">`).
 */
export function MemberCentre({ tab, alone = false }: { tab: string | null; alone?: boolean }) {
  const t = useT()
  const member = useStore($member)
  const flags = useStore($flags).whitelabel
  const ref = useRef<HTMLElement>(null)
  const titleId = useUid('centre')
  const inline = useAdoptedCss(ref, CENTRE_CSS)
  const open = tab && tab in SECTION_PAGES ? (tab as MemberSection) : null
  // STORE-3: with a single merchant wallet there is nothing to transfer between (MEMBER-2).
  const single = useStore($merchantWallet).isSingle
  useEffect(() => void loadMerchantWallet(), [member?.id])
  if (!member) return null
  // A section its white-label flag switches off (rebate, VIP: MENU-21, FLAG-2..4) is not offered.
  const built = MEMBER_SECTIONS.filter(
    (id) => SECTION_PAGES[id] && sectionEnabled(id, flags) && !(id === 'wallet-transfer' && single !== false),
  )
  return (
    <section
      ref={ref}
      className="site-page rec-centre"
      part="member-centre"
      data-section={open ?? 'facts'}
      aria-labelledby={titleId}
    >
      {inline && <style>{CENTRE_CSS}</style>}
      <h1 id={titleId} className="lk-title" tabIndex={-1}>
        {t(open ? `rec_tab_${open}` : 'site_member_centre')}
      </h1>
      <div className={alone ? 'rec-layout rec-layout--alone' : 'rec-layout'}>
        {!alone && (
          <CentreNav
            label={t('rec_nav')}
            pickLabel={t('rec_nav_pick')}
            part="member-nav"
            current={open ?? 'facts'}
            lead={{ id: 'facts', label: t('rec_tab_facts'), href: toHref('/member') }}
            groups={MEMBER_GROUPS.map(([group, sections]) => ({
              id: group,
              label: t(`rec_group_${group}`),
              items: sections
                .filter((id) => built.includes(id))
                .map((id) => ({ id, label: t(`rec_tab_${id}`), href: toHref(memberPath(id)) })),
            }))}
          />
        )}
        <div className="rec-content">
          {open ? (
            <SectionView key={open} section={open} />
          ) : (
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
          )}
        </div>
      </div>
    </section>
  )
}

type SectionState = { state: 'loading' } | { state: 'ready'; Section: ComponentType } | { state: 'failed' }

/** One section's module, imported when it opens; a failed import says so with Try again. */
function SectionView({ section }: { section: MemberSection }) {
  const t = useT()
  const [loaded, setLoaded] = useState<SectionState>({ state: 'loading' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let live = true
    setLoaded({ state: 'loading' })
    SECTION_PAGES[section]!().then(
      (module) => live && setLoaded({ state: 'ready', Section: module.default }),
      (error: unknown) => {
        console.error(`[lobbykit] the member-centre section ${section} could not be loaded`, error)
        if (live) setLoaded({ state: 'failed' })
      },
    )
    return () => {
      live = false
    }
  }, [section, attempt])
  if (loaded.state === 'ready') return <loaded.Section />
  if (loaded.state === 'failed') {
    return (
      <div className="lk-page-state lk-stack" part="section-error">
        <p className="lk-form-error" role="alert">
          {t('rec_section_failed')}
        </p>
        <Button onClick={() => setAttempt(attempt + 1)}>{t('retry')}</Button>
      </div>
    )
  }
  return (
    <p className="lk-page-state" role="status" part="section-loading">
      <span className="lk-spinner lk-spinner--inline" aria-hidden="true" /> {t('loading')}
    </p>
  )
}
