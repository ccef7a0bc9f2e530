// POST /wps/session/social-login { provider, providerToken } (LOGIN-33, FLAG-11, API-69): the
// platform's side of Facebook / Google sign-in. The provider token must carry this server's
// signature, be unexpired and unspent (social/auth.ts). An identity linked before signs its member in
// through the one sign-in policy (session/rules.ts `admit`). Any other identity gets no session yet,
// only a ticket for the next step (social/link-routes.ts):
// - LINK_REQUIRED when a member has the provider's e-mail: that member proves it (its password, or
//   a code to a contact it has verified) before the link — an e-mail match alone never signs in;
// - SIGNUP_REQUIRED otherwise: the new account asks for the terms and 18+ (AGREEMENT_REQUIRED).
// GET /wps/session/providers: where the demo's providers answer (the control port, loopback only).
// GET /wps/member/welcome (LOGIN-22, C-13): what the first-login welcome shows, from server data.
import { Type } from 'typebox'
import type { Static } from 'typebox'
import { fail, inputEmpty, ok, tooManyRequests } from '../platform/envelope'
import { listAnnouncements } from '../content/data'
import { takeGuess } from '../platform/guesses'
import { findMemberById, NON_MEMBER_TYPE } from '../platform/members'
import { isFirstLoginSession } from '../platform/sessions'
import { languageOrder, requestLanguage } from '../platform/languages'
import { demoProviderOrigin } from '../platform/provider-control'
import { spendHumanToken } from '../account-checks/human-check'
import { SOCIAL_PROVIDERS, holdIdentity, linkedMemberId, spendProviderToken } from './auth'
import { linkChannels, socialLinkRoutes } from './link-routes'
import { admit } from '../session/rules'
import { route } from '../platform/context'
import type { Route, RouteContext } from '../platform/context'

export const SOCIAL_MESSAGES = {
  OPERATION_NOT_ENABLED: 'This operation is not enabled, please contact customer service',
  PROVIDER_TOKEN_INVALID: 'Login failed, please try again',
  LINK_REQUIRED: 'An account already uses this e-mail address: prove it is yours to link it',
  SIGNUP_REQUIRED: 'Accept the terms and confirm your age to create your account',
}

const SocialLoginBody = Type.Object({
  provider: Type.Optional(Type.String()),
  providerToken: Type.Optional(Type.String()),
  /** the page the sign-in started on, kept as the new member's registration URL (REG-25) */
  registerUrl: Type.Optional(Type.String()),
  site: Type.Optional(Type.String()),
  deviceId: Type.Optional(Type.String()),
  humanToken: Type.Optional(Type.String()),
})
type SocialLoginContext = RouteContext<Static<typeof SocialLoginBody>>

/** The oldest member (never a back-office account) whose e-mail is this one, any case. */
function memberWithEmail(ctx: SocialLoginContext, email: string) {
  if (!email) return undefined
  const row = ctx.db
    .prepare('SELECT id FROM members WHERE email = ? COLLATE NOCASE AND type != ? ORDER BY id LIMIT 1')
    .get(email, NON_MEMBER_TYPE) as { id: string } | undefined
  return row && findMemberById(ctx.db, row.id)
}

async function socialLogin(ctx: SocialLoginContext) {
  const { body, db, limits, ip, settings, now } = ctx
  // FLAG-11: the third-party-login flag switches Facebook and Google login, here too.
  if (!settings.whitelabel.THIRDPARTYLOGIN)
    return fail('OPERATION_NOT_ENABLED', SOCIAL_MESSAGES.OPERATION_NOT_ENABLED)
  if (!SOCIAL_PROVIDERS.includes(body.provider ?? '') || typeof body.providerToken !== 'string')
    return inputEmpty()
  // LOGIN-15: the slider's token (when the brand enables it), as for a password login.
  const unverified = spendHumanToken(ctx, 'login')
  if (unverified) return unverified
  const ticket = takeGuess(limits, 'exchange', { ip })
  if (ticket.wait) return tooManyRequests(ticket.wait)
  const spent = spendProviderToken(db, body.providerToken)
  if ('error' in spent || spent.claims.provider !== body.provider)
    return fail('PROVIDER_TOKEN_INVALID', SOCIAL_MESSAGES.PROVIDER_TOKEN_INVALID)
  ticket.right()
  const { claims } = spent
  const linked = linkedMemberId(db, claims.provider, claims.subject)
  const member = linked ? findMemberById(db, linked) : undefined
  if (member) return admit(ctx, member, 'social')
  const candidate = claims.emailVerified ? memberWithEmail(ctx, claims.email) : undefined
  const pending = holdIdentity(db, claims, candidate?.id ?? null, now)
  if (candidate)
    return fail('LINK_REQUIRED', SOCIAL_MESSAGES.LINK_REQUIRED, {
      value: { ticket: pending, account: candidate.username, channels: linkChannels(db, candidate.id) },
    })
  return fail('SIGNUP_REQUIRED', SOCIAL_MESSAGES.SIGNUP_REQUIRED, {
    value: { ticket: pending, name: claims.name },
  })
}

export const socialLoginRoutes: Route[] = [
  route({
    method: 'POST',
    path: '/wps/session/social-login',
    schema: { body: SocialLoginBody },
    handler: socialLogin,
  }),
  ...socialLinkRoutes,
  {
    // API-69: where the demo's identity and phone providers answer, for the built-in demo provider
    // (core/providers/demo-provider.ts): the control port, on loopback only; null without one.
    method: 'GET',
    path: '/wps/session/providers',
    handler: ({ db }) => {
      const origin = demoProviderOrigin(db)
      return ok({ demo: origin ? { origin, consent: `${origin}/demo/provider/consent` } : null })
    },
  },
  {
    method: 'GET',
    path: '/wps/member/welcome',
    token: true,
    handler: ({ db, token, settings, req }) => {
      // LOGIN-22: first-login content goes to a first-login session only.
      const first = isFirstLoginSession(db, token)
      const { amount, termsPath } = settings.registrationBonus
      return ok({
        // I18N: the news in the member's language, else the brand's default.
        announcements: first
          ? listAnnouncements(db, 'PU', ['F'], languageOrder(requestLanguage(req), settings.brand))
          : [],
        registrationBonus: first && amount > 0 ? { amount, termsPath } : null,
      })
    },
  },
]
