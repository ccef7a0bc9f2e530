// The wallet calls behind a token, real accounts only (ROLE-8; api.md: member-centre calls under
// /wps/relay with the envelope): the deposit page (MEMBER-3), the withdraw page (MEMBER-4) and the
// member's confirmation of a paid withdrawal (MEMBER-36..38, C-12). Every rule is checked on the server.
import { confirmationRoutes } from './confirmation-routes'
import { depositRoutes } from './deposit-routes'
import { withdrawRoutes } from './withdraw-routes'
import type { Route } from '../platform/context'

export const walletRoutes: Route[] = [...depositRoutes, ...withdrawRoutes, ...confirmationRoutes]
