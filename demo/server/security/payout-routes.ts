// The security centre's payout accounts (MEMBER-1): list, add, remove, make default, at most
// settings.security.payoutAccountLimit. The rules live in wallet/payout-accounts.ts, shared with
// the withdraw page (MEMBER-4), whose withdrawals go to the default account. Adding, removing and
// defaulting need a fresh step-up and tell the account's contacts (step-up.ts).
import { Type } from 'typebox'
import { TextValue } from '../platform/fields'
import { ok } from '../platform/envelope'
import { route } from '../platform/context'
import {
  addPayoutAccount,
  listPayoutAccounts,
  makeDefaultPayoutAccount,
  payoutAccountLimit,
  payoutAccountRules,
  payoutBanks,
  removePayoutAccount,
  toPayoutAccount,
} from '../wallet/payout-accounts'
import { findMemberById } from '../platform/members'
import { sessionExpired } from '../platform/envelope'
import { recordSecurityChange, requireStepUp } from './step-up'
import type { SecurityChange } from './step-up'
import type { Reply } from '../platform/context'
import type { Static } from 'typebox'
import type { MemberContext, Route } from '../platform/context'

function payoutAccounts(ctx: MemberContext<unknown>) {
  const { db, settings } = ctx
  return ok({
    accounts: listPayoutAccounts(db, ctx.memberId).map((a) => toPayoutAccount(a, settings)),
    limit: payoutAccountLimit(settings),
    banks: payoutBanks(db),
    ...payoutAccountRules(settings),
  })
}

/**
 * A payout-account change: refused without a fresh step-up (step-up.ts); once made, the change is
 * listed in the recent activity and the account's contacts are told.
 */
function stepUpChange<Body>(kind: SecurityChange, change: (ctx: MemberContext<Body>) => Reply | null) {
  return (ctx: MemberContext<Body>) => {
    const before = findMemberById(ctx.db, ctx.memberId)
    if (!before) return sessionExpired()
    const refused = requireStepUp(ctx) ?? change(ctx)
    if (refused) return refused
    recordSecurityChange(ctx, before, kind)
    return payoutAccounts(ctx)
  }
}

const AddBody = Type.Object({
  bankCode: Type.Optional(Type.String()),
  accountName: Type.Optional(Type.String()),
  accountNumber: Type.Optional(TextValue),
})

const AccountBody = Type.Object({ id: Type.Optional(Type.Union([Type.Number(), Type.String()])) })
type AccountContext = MemberContext<Static<typeof AccountBody>>

export const payoutRoutes: Route[] = [
  route({
    method: 'GET',
    path: '/wps/relay/SEC_payoutAccounts',
    token: true,
    realOnly: true,
    handler: payoutAccounts,
  }),
  route({
    method: 'POST',
    path: '/wps/relay/SEC_addPayoutAccount',
    token: true,
    realOnly: true,
    schema: { body: AddBody },
    handler: stepUpChange('payout-add', (ctx: MemberContext<Static<typeof AddBody>>) =>
      addPayoutAccount(ctx.db, ctx.memberId, ctx.settings, ctx.body),
    ),
  }),
  route({
    method: 'POST',
    path: '/wps/relay/SEC_removePayoutAccount',
    token: true,
    realOnly: true,
    schema: { body: AccountBody },
    handler: stepUpChange('payout-remove', (ctx: AccountContext) =>
      removePayoutAccount(ctx.db, ctx.memberId, Number(ctx.body.id)),
    ),
  }),
  route({
    method: 'POST',
    path: '/wps/relay/SEC_defaultPayoutAccount',
    token: true,
    realOnly: true,
    schema: { body: AccountBody },
    handler: stepUpChange('payout-default', (ctx: AccountContext) =>
      makeDefaultPayoutAccount(ctx.db, ctx.memberId, Number(ctx.body.id)),
    ),
  }),
]
