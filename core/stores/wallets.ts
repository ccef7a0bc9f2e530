import { atom } from 'nanostores'
import {
  fetchMerchantWallet,
  requestRecallAll,
  requestTeamTransfer,
  requestWalletTransfer,
  type RecallAnswer,
  type WalletTransferAnswer,
} from '../api/transfers'
import { setMemberBalance } from './balance'
import { $member, $session } from './session'

/**
 * STORE-3: the merchant wallet's isSingle, read from API-28 once per member (null until known or for a
 * trial member, who has no wallets to move between). The member centre hides wallet transfer when true.
 */
export const $merchantWallet = atom<{ memberId: string | null; isSingle: boolean | null }>({
  memberId: null,
  isSingle: null,
})

// Read again for each session: the operator may have changed the wallet mode in between (STORE-1).
$session.listen((session) => {
  if (session.status === 'loggedOut') $merchantWallet.set({ memberId: null, isSingle: null })
})

let loading: Promise<void> | null = null

/** Reads isSingle for the signed-in real member (once; again after another member signs in). */
export function loadMerchantWallet(): Promise<void> {
  const member = $member.get()
  const session = $session.get()
  if (!member || session.isTrial) {
    $merchantWallet.set({ memberId: null, isSingle: null })
    return Promise.resolve()
  }
  if ($merchantWallet.get().memberId === member.id && $merchantWallet.get().isSingle !== null)
    return Promise.resolve()
  loading ??= fetchMerchantWallet().then(
    ({ isSingle }) => {
      loading = null
      $merchantWallet.set({ memberId: member.id, isSingle })
    },
    () => {
      // Unknown: the page asks again when it opens and says what failed.
      loading = null
    },
  )
  return loading
}

/** API-29 through the store: the header balance follows the main wallet the server answers. */
export async function transferBetweenWallets(
  body: Parameters<typeof requestWalletTransfer>[0],
): Promise<WalletTransferAnswer> {
  const answer = await requestWalletTransfer(body)
  setMemberBalance(answer.main)
  return answer
}

/** Every vendor wallet back to main; the header balance follows. */
export async function recallAllWallets(requestId: string): Promise<RecallAnswer> {
  const answer = await requestRecallAll(requestId)
  setMemberBalance(answer.main)
  return answer
}

/** MEMBER-5/6: a transfer to the upline or a downline; the header balance follows. */
export async function transferToTeam(
  body: Parameters<typeof requestTeamTransfer>[0],
): Promise<Awaited<ReturnType<typeof requestTeamTransfer>>> {
  const answer = await requestTeamTransfer(body)
  setMemberBalance(answer.balance)
  return answer
}
