// POST /wps/session/social-login { provider, providerToken } (LOGIN-33, FLAG-11, API-69): the
// platform's side of Facebook / Google sign-in. The provider token must carry this server's
// signature, be unexpired and unspent (social/auth.ts); then the provider identity's member logs in
// through the same admission as any login (session/rules.ts `admit`) — a member linked before, else
// the member with that verified e-mail address (now linked), else a new member whose first login
// this is.
// GET /wps/member/welcome (LOGIN-22, C-13): what the first-login welcome shows, from server data.
import { randomBytes } from 'node:crypto'
import { Type } from 'typebox'
import type { Static } from 'typebox'
import { fail, inputEmpty, ok, tooManyRequests } from '../platform/envelope'
import { listAnnouncements } from '../content/data'
import { takeGuess } from '../platform/guesses'
import { findMemberById } from '../platform/members'
import { hashPassword } from '../platform/passwords'
import { insertMember } from '../register/data'
import { isFirstLoginSession } from '../platform/sessions'
import { SOCIAL_PROVIDERS, linkIdentity, linkedMemberId, spendProviderToken } from './auth'
import { admit } from '../session/rules'
import { route } from '../platform/context'
import type { Route, RouteContext } from '../platform/context'
import type { ProviderClaims } from './auth'

export const SOCIAL_MESSAGES = {
  OPERATION_NOT_ENABLED: 'This operation is not enabled, please contact customer service',
  PROVIDER_TOKEN_INVALID: 'Login failed, please try again',
}

const SocialLoginBody = Type.Object({
  provider: Type.Optional(Type.String()),
  providerToken: Type.Optional(Type.String()),
  /** the page the sign-in started on, kept as the new member's registration URL (REG-25) */
  registerUrl: Type.Optional(Type.String()),
  site: Type.Optional(Type.String()),
})
type SocialLoginContext = RouteContext<Static<typeof SocialLoginBody>>

/**
 * The member a provider identity stands for, created when there is none.
 */
async function memberFor({ db, body, origin }: SocialLoginContext, claims: ProviderClaims) {
  const linked = linkedMemberId(db, claims.provider, claims.subject)
  if (linked) return findMemberById(db, linked)
  const byEmail =
    claims.emailVerified && claims.email
      ? (db
          .prepare('SELECT id FROM members WHERE email = ? COLLATE NOCASE ORDER BY id LIMIT 1')
          .get(claims.email) as { id: string } | undefined)
      : undefined
  const id =
    byEmail?.id ??
    insertMember(db, {
      username: `${claims.provider.slice(0, 2)}${randomBytes(5).toString('hex')}`,
      // Nobody knows this password: the member signs in through the provider (or resets it).
      passwordHash: await hashPassword(randomBytes(18).toString('base64url')),
      dialCode: null,
      mobile: null,
      email: claims.email || null,
      nickname: claims.name.slice(0, 40),
      referredBy: null,
      affiliateCode: null,
      method: claims.provider.toUpperCase(),
      url: typeof body.registerUrl === 'string' ? body.registerUrl.slice(0, 300) : null,
      domain: new URL(origin).hostname,
    })
  linkIdentity(db, claims.provider, claims.subject, id)
  return findMemberById(db, id)
}

export const socialLoginRoutes: Route[] = [
  route({
    method: 'POST',
    path: '/wps/session/social-login',
    schema: { body: SocialLoginBody },
    handler: async (ctx: SocialLoginContext) => {
      const { body, db, limits, ip, settings } = ctx
      // FLAG-11: the third-party-login flag switches Facebook and Google login, here too.
      if (!settings.whitelabel.THIRDPARTYLOGIN)
        return fail('OPERATION_NOT_ENABLED', SOCIAL_MESSAGES.OPERATION_NOT_ENABLED)
      if (!SOCIAL_PROVIDERS.includes(body.provider ?? '') || typeof body.providerToken !== 'string')
        return inputEmpty()
      const ticket = takeGuess(limits, 'exchange', { ip })
      if (ticket.wait) return tooManyRequests(ticket.wait)
      const spent = spendProviderToken(db, body.providerToken)
      if ('error' in spent || spent.claims.provider !== body.provider)
        return fail('PROVIDER_TOKEN_INVALID', SOCIAL_MESSAGES.PROVIDER_TOKEN_INVALID)
      ticket.right()
      const member = await memberFor(ctx, spent.claims)
      if (!member) return fail('PROVIDER_TOKEN_INVALID', SOCIAL_MESSAGES.PROVIDER_TOKEN_INVALID)
      return admit(ctx, member)
    },
  }),
  {
    method: 'GET',
    path: '/wps/member/welcome',
    token: true,
    handler: ({ db, token, settings }) => {
      // LOGIN-22: first-login content goes to a first-login session only.
      const first = isFirstLoginSession(db, token)
      const { amount, termsPath } = settings.registrationBonus
      return ok({
        announcements: first ? listAnnouncements(db, 'PU', ['F']) : [],
        registrationBonus: first && amount > 0 ? { amount, termsPath } : null,
      })
    },
  },
]
