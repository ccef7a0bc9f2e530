import { useRef } from 'react'
import { fetchSecurityOverview } from '../../../../../core/api/security'
import { useAdoptedCss } from '../../../../kit/use-adopted-css'
import { LoadState } from '../../../shared/load-state'
import { useLoad } from '../../../shared/use-load'
import { WalletSection } from '../wallet/wallet-section'
import { ActivityCard } from './activity'
import { AvatarCard } from './avatar'
import { ContactCard } from './contact'
import { LoginPasswordCard, TxPasswordCard } from './passwords'
import { LoginsCard } from './logins'
import { DevicesCard } from './devices'
import { PayoutCard } from './payout'
import { ProfileCard } from './profile'
import css from './security.css?raw'
import './kit'

/**
 * MEMBER-1, the security centre: profile (MEMBER-27 labels under the server's rules), avatar (API-13,
 * HDR-12), mobile and e-mail bound by a code, login and transaction passwords, payout accounts and
 * the recent logins and account changes. Each card loads and fails on its own; the overview feeds the first ones.
 */
export default function SecuritySection() {
  const ref = useRef<HTMLDivElement>(null)
  const inline = useAdoptedCss(ref, css)
  const overview = useLoad((signal) => fetchSecurityOverview(signal))
  const data = overview.data
  return (
    <WalletSection name="security">
      <div ref={ref} className="wal">
        {inline && <style>{css}</style>}
        <LoadState state={overview} empty={!data} />
        {data && <ProfileCard key={data.locked.join()} overview={data} onSaved={overview.set} />}
        <AvatarCard />
        {data && <ContactCard overview={data} onSaved={overview.set} />}
        <LoginPasswordCard />
        {data && <TxPasswordCard overview={data} onSaved={overview.set} />}
        <PayoutCard />
        <LoginsCard />
        <ActivityCard />
        <DevicesCard />
      </div>
    </WalletSection>
  )
}
