import { useRef } from 'react'
import { useStore } from '@nanostores/react'
import { fetchProtection, type ProtectionStatus } from '../../../../../core/api/protection'
import { $system } from '../../../../../core/stores/system'
import { useT } from '../../../../kit/use-t'
import { LoadState } from '../../../shared/load-state'
import { safeHref } from '../../../shared/safe-link'
import { useLoad } from '../../../shared/use-load'
import { WalletSection } from '../wallet/wallet-section'
import { ExclusionCard } from './exclusion-card'
import { LimitCard } from './limit-card'
import { MinutesCard } from './minutes-card'
import { $protectionVersion } from './reality-check'
import { useAdoptedCss } from '../../../../kit/use-adopted-css'
import css from './protection.css?raw'
import './en'

/**
 * The responsible-gaming page (member centre, `/responsible-gaming`): deposit, loss and wager
 * limits per day / week / month, the session time limit, the reality-check interval, cool-off and
 * self-exclusion, and the brand's help line (C-17: from brand config, shown only when configured).
 * The server enforces each of them; this page reads and sets them.
 */
export default function ProtectionSection() {
  const t = useT()
  const ref = useRef<HTMLParagraphElement>(null)
  const inline = useAdoptedCss(ref, css)
  const status = useLoad(fetchProtection)
  const data = status.data
  const helpLine = safeHref(useStore($system).answer?.info.brand?.helpLineUrl)
  const saved = (next: ProtectionStatus) => {
    status.set(next)
    // The reality check and the session timer take the new settings at once.
    $protectionVersion.set($protectionVersion.get() + 1)
  }
  return (
    <WalletSection name="responsible-gaming">
      {inline && <style>{css}</style>}
      <p ref={ref} part="protection-intro">
        {t('rg_intro')}
      </p>
      {helpLine && (
        <p>
          <a
            href={helpLine}
            target="_blank"
            rel="noopener noreferrer"
            className="site-link"
            part="protection-help-line"
          >
            {t('rg_help_line')}
          </a>
        </p>
      )}
      <LoadState state={status} empty={!data} />
      {data && (
        <>
          <LimitCard kind="deposit" status={data} onSaved={saved} />
          <LimitCard kind="loss" status={data} onSaved={saved} />
          <LimitCard kind="wager" status={data} onSaved={saved} />
          <MinutesCard which="session" status={data} onSaved={saved} />
          <MinutesCard which="reality" status={data} onSaved={saved} />
          <ExclusionCard kind="coolOff" choices={data.bounds.coolOff} />
          <ExclusionCard kind="selfExclusion" choices={data.bounds.selfExclusion} />
        </>
      )}
    </WalletSection>
  )
}
