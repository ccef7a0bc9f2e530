import { TeamTransfer } from './team'

/** MEMBER-6: the transfer to a direct downline. */
export default function DownlineSection() {
  return <TeamTransfer direction="downline" />
}
