import type { ReactNode } from 'react'
import { useStore } from '@nanostores/react'
import type { MemberInfo } from '../../core/api/types'
import { formatMoney } from '../../core/format'
import { $locale } from '../../core/stores/locale'
import { useT } from './use-t'

/**
 * The member's account, ID and balance (LOGIN-34, HDR-9) as one description list, shared by the
 * login widget's member block and the site's member centre; `children` adds further rows.
 */
export function MemberFacts({
  member,
  className,
  children,
}: {
  member: MemberInfo
  className?: string
  children?: ReactNode
}) {
  const t = useT()
  const lang = useStore($locale)
  return (
    <dl className={className}>
      <div>
        <dt>{t('member_account')}</dt>
        <dd part="account" dir="ltr">
          {member.account}
        </dd>
      </div>
      <div>
        <dt>{t('member_id')}</dt>
        <dd>{member.id}</dd>
      </div>
      <div>
        <dt>{t('member_balance')}</dt>
        <dd part="balance">{formatMoney(member.balance, member.currencySymbol, lang)}</dd>
      </div>
      {children}
    </dl>
  )
}
