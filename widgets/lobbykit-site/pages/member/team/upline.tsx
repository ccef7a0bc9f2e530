import { TeamTransfer } from './team'

/** MEMBER-5: the transfer to the direct upline. */
export default function UplineSection() {
  return <TeamTransfer direction="upline" />
}
