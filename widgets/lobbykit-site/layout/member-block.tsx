import { useEffect, useRef, useState } from 'react'
import { useStore } from '@nanostores/react'
import { errorMessageOf } from '../../../core/errors'
import { $locale } from '../../../core/stores/locale'
import { $member, $session, logout } from '../../../core/stores/session'
import { $unread, loadUnreadCount, refreshBalance } from '../../../core/stores/site'
import { useT } from '../../kit/use-t'
import { formatMoney } from '../../../core/format'
import { ConfirmSignOut } from './confirm-sign-out'
import { memberPath } from '../routing/nav'
import { toHref } from '../routing/router'
import { hostOf } from '../../kit/host-of'

/** A server image address, only when http(s) or same-site (never data: or javascript:). */
const avatarSrc = (url: string | null | undefined) =>
  url && /^(https?:\/\/|\/(?!\/))/i.test(url.trim()) ? url.trim() : undefined

/** HDR-6..21: balance (hide, refresh), deposit, withdraw, avatar, VIP, account, copyable ID, menu. */
export function MemberBlock({ compact = false }: { compact?: boolean }) {
  const t = useT()
  const member = useStore($member)
  const session = useStore($session)
  const lang = useStore($locale)
  const unread = useStore($unread)
  const [hidden, setHidden] = useState(false)
  const [refreshing, setRefreshing] = useState(false)
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null)
  const [menu, setMenu] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [leaving, setLeaving] = useState(false)
  const menuRef = useRef<HTMLDivElement>(null)

  useEffect(() => void loadUnreadCount(), [member?.id, session.isTrial])
  useEffect(() => {
    if (!menu) return
    const close = (event: Event) => {
      if (!event.composedPath().includes(menuRef.current as EventTarget)) setMenu(false)
    }
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenu(false)
    }
    document.addEventListener('click', close)
    document.addEventListener('keydown', escape)
    return () => {
      document.removeEventListener('click', close)
      document.removeEventListener('keydown', escape)
    }
  }, [menu])
  if (!member) return null

  const refresh = async () => {
    setRefreshing(true)
    setNotice(null)
    try {
      await refreshBalance()
    } catch (error) {
      setNotice({ text: `${t('site_balance_error')} ${errorMessageOf(error)}`, error: true })
    } finally {
      setRefreshing(false)
    }
  }
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(member.id)
      setNotice({ text: t('site_copied'), error: false })
    } catch {
      setNotice({ text: t('site_copy_failed'), error: true })
    }
  }
  const signOut = async () => {
    setLeaving(true)
    try {
      await logout(hostOf(menuRef.current))
    } finally {
      setLeaving(false)
      setConfirming(false)
    }
  }
  // HDR-10/11: in the header, or at the top of the member menu below 768 px.
  const money = (
    <>
      <a className="lk-button lk-button--primary" part="deposit" href={toHref(memberPath('deposit'))}>
        {t('site_deposit')}
      </a>
      <a className="lk-button lk-button--secondary" part="withdraw" href={toHref(memberPath('withdraw'))}>
        {t('site_withdraw')}
      </a>
    </>
  )
  const count = session.isTrial ? null : (unread ?? member.unreadMessage ?? null)

  return (
    <div className="site-member" part="member">
      <div className="site-balance" part="balance">
        <span className="lk-visually-hidden">{t('member_balance')}</span>
        <span part="balance-amount" aria-live="polite">
          {hidden ? (
            <span aria-label={t('site_balance_hidden')}>••••••</span>
          ) : (
            formatMoney(member.balance, member.currencySymbol, lang)
          )}
        </span>
        <button
          type="button"
          className="lk-button lk-button--icon site-mini"
          part="balance-hide"
          aria-pressed={hidden}
          aria-label={t(hidden ? 'site_show_balance' : 'site_hide_balance')}
          onClick={() => setHidden(!hidden)}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path
              fill="currentColor"
              d="M12 5C6 5 2 12 2 12s4 7 10 7 10-7 10-7-4-7-10-7zm0 11a4 4 0 1 1 0-8 4 4 0 0 1 0 8z"
            />
          </svg>
        </button>
        <button
          type="button"
          className="lk-button lk-button--icon site-mini"
          part="balance-refresh"
          aria-label={t('site_refresh_balance')}
          aria-busy={refreshing || undefined}
          disabled={refreshing}
          onClick={refresh}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path fill="currentColor" d="M17.7 6.3A8 8 0 1 0 20 12h-2a6 6 0 1 1-1.8-4.2L13 11h7V4z" />
          </svg>
        </button>
      </div>
      {!compact && money}
      {/* Escape heard here too: the document listener below exists only once the effect has run, a
          frame after the menu opened, and a key pressed at once must close it all the same. */}
      <div
        className="site-member-menu"
        ref={menuRef}
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || !menu) return
          setMenu(false)
          menuRef.current?.querySelector<HTMLElement>('.site-avatar-button')?.focus()
        }}
      >
        <button
          type="button"
          className="site-avatar-button"
          part="member-menu-button"
          aria-expanded={menu}
          aria-controls="member-menu"
          onClick={() => setMenu(!menu)}
        >
          <span className="site-avatar" part="avatar" aria-hidden="true">
            {/* HDR-12: the avatar set in the security centre (API-13), else the initial. */}
            {avatarSrc(member.icon) ? (
              <img src={avatarSrc(member.icon)} alt="" width={36} height={36} />
            ) : (
              (member.nickname || member.account).slice(0, 1).toUpperCase()
            )}
          </span>
          <span className="lk-visually-hidden">{t('site_member_menu')}</span>
          {count ? (
            <span className="site-badge" aria-hidden="true">
              {count}
            </span>
          ) : null}
        </button>
        {menu && (
          <div
            id="member-menu"
            className="site-dropdown"
            part="member-menu"
            onClick={(event) => (event.target as Element).closest('a') && setMenu(false)}
          >
            <p className="site-who">
              <span part="account" dir="ltr">
                {member.account}
              </span>
              {member.hasVip && member.vipLabelName && (
                <span className="lk-badge site-vip" part="vip">
                  {member.vipLabelName}
                </span>
              )}
            </p>
            <p className="site-id">
              <span>ID</span> <span part="member-id">{member.id}</span>
              <button type="button" className="lk-button lk-button--link" part="copy-id" onClick={copy}>
                {t('site_copy_id')}
              </button>
            </p>
            {compact && <p className="site-money">{money}</p>}
            <ul>
              <li>
                <a href={toHref('/member')}>{t('site_account')}</a>
              </li>
              {session.isAgent && (
                <li>
                  <a href={toHref('/agentHome')} part="agent-link">
                    {t('site_agent_centre')}
                  </a>
                </li>
              )}
              <li>
                <a href={toHref(memberPath('betting-record'))}>{t('site_betting_record')}</a>
              </li>
              <li>
                <a href={toHref(memberPath('profit-loss'))}>{t('site_income')}</a>
              </li>
              <li>
                <a href={toHref(memberPath('messages'))} part="messages">
                  {t('site_messages')}
                  {/* HDR-20: the unread count, shown only when there is something unread. */}
                  {count !== null && count > 0 && (
                    <span className="site-badge" part="unread">
                      {t('site_unread', [count])}
                    </span>
                  )}
                </a>
              </li>
              <li>
                <button
                  type="button"
                  className="lk-button lk-button--link"
                  part="sign-out"
                  onClick={() => setConfirming(true)}
                >
                  {t('sign_out')}
                </button>
              </li>
            </ul>
          </div>
        )}
      </div>
      <p
        className={notice?.error ? 'site-notice' : 'lk-visually-hidden'}
        role={notice?.error ? 'alert' : 'status'}
        part="member-notice"
      >
        {notice?.text}
      </p>
      <ConfirmSignOut
        open={confirming}
        busy={leaving}
        onConfirm={signOut}
        onCancel={() => setConfirming(false)}
      />
    </div>
  )
}
