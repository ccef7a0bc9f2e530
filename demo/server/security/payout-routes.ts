// The security centre's payout accounts (MEMBER-1): list, add, remove, make default, at most
// settings.security.payoutAccountLimit. The rules live in wallet/payout-accounts.ts, shared with
// the withdraw page (MEMBER-4), whose withdrawals go to the default account.
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
import type { Static } from 'typebox'
import type { MemberContext, Route } from '../platform/context'

function payoutAccounts(ctx: MemberContext) {
  const { db, settings } = ctx
  return ok({
    accounts: listPayoutAccounts(db, ctx.memberId).map(toPayoutAccount),
    limit: payoutAccountLimit(settings),
    banks: payoutBanks(db),
    ...payoutAccountRules(settings),
  })
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
    handler: (ctx) => addPayoutAccount(ctx.db, ctx.memberId, ctx.settings, ctx.body) ?? payoutAccounts(ctx),
  }),
  route({
    method: 'POST',
    path: '/wps/relay/SEC_removePayoutAccount',
    token: true,
    realOnly: true,
    schema: { body: AccountBody },
    handler: (ctx: AccountContext) =>
      removePayoutAccount(ctx.db, ctx.memberId, Number(ctx.body.id)) ?? payoutAccounts(ctx),
  }),
  route({
    method: 'POST',
    path: '/wps/relay/SEC_defaultPayoutAccount',
    token: true,
    realOnly: true,
    schema: { body: AccountBody },
    handler: (ctx: AccountContext) =>
      makeDefaultPayoutAccount(ctx.db, ctx.memberId, Number(ctx.body.id)) ?? payoutAccounts(ctx),
  }),
]
