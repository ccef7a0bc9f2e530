import { useState } from 'react'
import { addMessages } from '../../../../../core/i18n/index'
import { claimReferral, fetchReferral } from '../../../../../core/api/referral'
import { isApiError } from '../../../../../core/errors'
import { setMemberBalance } from '../../../../../core/stores/balance'
import { Button } from '../../../../kit/button'
import { useT } from '../../../../kit/use-t'
import { toHref } from '../../../routing/router'
import { LoadState } from '../../../shared/load-state'
import { useLoad } from '../../../shared/use-load'
import { BenefitSection, usePercent } from '../benefits/benefits-kit'
import { ActionError, useAction } from '../../centre-kit/use-action'
import { TableRegion } from '../../centre-kit/table-region'
import { useFormat } from '../../../../kit/use-format'
import { en } from './en'
import { QrCode } from '../../../shared/qr-code'

addMessages(en, { UR: () => import('./ur').then((m) => m.ur) })

/**
 * MEMBER-12, ROUTE-28 (flag REFERRAL, FLAG-4): the member's referral link (the register page with the
 * member's code, REG-6), the invitees with the commission each earned the member, and a claim paid once.
 * While the flag is off nothing is asked (the server refuses the calls too).
 */
export default function ReferralSection() {
  return (
    <BenefitSection name="referral" flag="REFERRAL">
      <ReferralView />
    </BenefitSection>
  )
}

function ReferralView() {
  const t = useT()
  const { money, day } = useFormat()
  const percent = usePercent()
  const info = useLoad(fetchReferral)
  const claim = useAction()
  const [copied, setCopied] = useState('')
  const [paid, setPaid] = useState('')
  const data = info.data
  const link = data?.referralCode
    ? new URL(toHref(`/register?referralCode=${encodeURIComponent(data.referralCode)}`), location.href).href
    : null
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link ?? '')
      setCopied(t('ref_copied'))
    } catch {
      setCopied(t('ref_copy_failed'))
    }
  }
  const onClaim = () =>
    claim.run(async () => {
      setPaid('')
      try {
        const answer = await claimReferral()
        setMemberBalance(answer.balance)
        info.set(answer)
        setPaid(t('ref_paid', [money(answer.claimedNow)]))
      } catch (error) {
        if (isApiError(error) && error.errorCode === 'REFERRAL_NOTHING') info.reload()
        else throw error
      }
    })
  return (
    <>
      <LoadState state={info} empty={!data} />
      {data && (
        <>
          <div className="benefits-card" part="referral-card">
            <h2 className="benefits-reward-title">{t('ref_link')}</h2>
            {link ? (
              <>
                <p>{t('ref_text', [percent(data.commissionRate)])}</p>
                <p>
                  <output className="site-link" part="referral-link" dir="ltr">
                    {link}
                  </output>
                </p>
                <p className="benefits-muted">{t('ref_code', [data.referralCode!])}</p>
                <QrCode value={link} label={t('pg_qr_of', [data.referralCode!])} size={160} />
                <div className="benefits-claim">
                  <Button onClick={() => void copy()} part="referral-copy">
                    {t('ref_copy')}
                  </Button>
                  <p className="benefits-ok" role="status">
                    {copied}
                  </p>
                </div>
              </>
            ) : (
              <p>{t('ref_none')}</p>
            )}
          </div>
          <h2>{t('ref_invitees')}</h2>
          {data.invitees.length ? (
            <TableRegion label={t('ref_invitees')} part="referral-invitees">
              <thead>
                <tr>
                  <th scope="col">{t('ref_name')}</th>
                  <th scope="col">{t('ref_joined')}</th>
                  <th scope="col" className="rec-num">
                    {t('ref_turnover')}
                  </th>
                  <th scope="col" className="rec-num">
                    {t('ref_earned')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.invitees.map((i, n) => (
                  <tr key={`${i.name}-${n}`}>
                    <th scope="row" dir="ltr">
                      {i.name}
                    </th>
                    <td>{day(i.joinedAt)}</td>
                    <td className="rec-num">{money(i.turnover)}</td>
                    <td className="rec-num">{money(i.earned)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={3}>
                    {t('ref_total')}
                  </th>
                  <td className="rec-num">{money(data.earned)}</td>
                </tr>
              </tfoot>
            </TableRegion>
          ) : (
            <p className="benefits-muted">{t('ref_no_invitees')}</p>
          )}
          <p className="benefits-muted">{t('ref_claimed', [money(data.claimed)])}</p>
          <div className="benefits-claim">
            {data.claimable > 0 ? (
              <Button
                variant="primary"
                busy={claim.busy}
                onClick={() => void onClaim()}
                part="referral-claim"
              >
                {t('ref_claim', [money(data.claimable)])}
              </Button>
            ) : (
              <p>{t('ref_nothing')}</p>
            )}
            <p className="benefits-ok" role="status" part="referral-paid">
              {paid}
            </p>
          </div>
          <ActionError action={claim} />
        </>
      )}
    </>
  )
}
