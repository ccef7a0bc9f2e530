// The security centre (MEMBER-1) behind a token, real accounts only (ROLE-8): the overview and
// profile, the avatar, binding a mobile number or e-mail, the transaction password, the payout
// accounts, the recent logins, and the step-up those changes need (step-up.ts), one file per page.
import { avatarRoutes } from './avatar-routes'
import { bindingRoutes } from './binding-routes'
import { loginRoutes } from './login-routes'
import { passwordRoutes } from './password-routes'
import { payoutRoutes } from './payout-routes'
import { profileRoutes } from './profile-routes'
import { stepUpRoutes } from './step-up'
import type { Route } from '../platform/context'

export const securityRoutes: Route[] = [
  ...profileRoutes,
  ...avatarRoutes,
  ...bindingRoutes,
  ...passwordRoutes,
  ...payoutRoutes,
  ...loginRoutes,
  ...stepUpRoutes,
]
