// The route table: every area's platform routes, control-API routes and file routes, in the order
// they are registered (a method and path declared twice is answered by its first declaration).
import { articleDemoRoutes } from './articles/demo-routes'
import { articleRoutes } from './articles/routes'
import { humanCheckRoutes } from './account-checks/routes'
import { newDeviceRoutes } from './account-checks/device-routes'
import { agentDemoRoutes } from './agent/demo-routes'
import { agentRoutes } from './agent/routes'
import { contentDemoRoutes, contentRoutes } from './content/routes'
import { textDemoRoutes } from './content/text-routes'
import { announcementContentRoutes } from './content/content-routes'
import { envelopeDemoRoutes } from './envelopes/demo-routes'
import { envelopeRoutes } from './envelopes/routes'
import { feedbackDemoRoutes } from './feedback/demo-routes'
import { feedbackRoutes } from './feedback/routes'
import { gameRoutes } from './games/routes'
import { lotteryRoutes } from './lottery/routes'
import { memberBenefitRoutes } from './member-benefits/routes'
import { memberRecordRoutes } from './member-records/routes'
import { memberRoutes } from './member/routes'
import { missionRoutes } from './missions/routes'
import { playerRankRoutes } from './player-rank/routes'
import { demoRoutes, providerRoutes } from './platform/demo-routes'
import { providerControlRoutes } from './platform/provider-control'
import { pointDemoRoutes } from './points/demo-routes'
import { pointRoutes } from './points/routes'
import { protectionDemoRoutes } from './protection/demo-routes'
import { protectionRoutes } from './protection/routes'
import { referralRoutes } from './referral/routes'
import { passwordResetRoutes } from './register/password-reset-routes'
import { registerRoutes } from './register/routes'
import { securityRoutes } from './security/routes'
import { loginRoutes } from './session/login-routes'
import { sessionRoutes } from './session/routes'
import { promotionsDemoRoutes } from './site/promotions-demo-routes'
import { shellRoutes, siteRoutes } from './site/routes'
import { socialLoginRoutes } from './social/routes'
import { systemRoutes } from './system/routes'
import { transferRoutes } from './transfers/routes'
import { smsRoutes } from './verification/routes'
import { walletDemoRoutes } from './wallet/demo-routes'
import { walletRoutes } from './wallet/routes'
import type { Route } from './platform/context'
import type { DemoRoute } from './platform/demo-routes'

/** The platform API (/wps, /lgw, /lotto): api.md. */
export const API_ROUTES: Route[] = [
  ...systemRoutes,
  ...loginRoutes,
  ...socialLoginRoutes,
  ...humanCheckRoutes,
  ...newDeviceRoutes,
  ...sessionRoutes,
  ...smsRoutes,
  ...memberRoutes,
  ...registerRoutes,
  ...passwordResetRoutes,
  ...gameRoutes,
  ...contentRoutes,
  ...announcementContentRoutes,
  ...siteRoutes,
  ...shellRoutes,
  ...walletRoutes,
  ...memberRecordRoutes,
  ...memberBenefitRoutes,
  ...missionRoutes,
  ...playerRankRoutes,
  ...articleRoutes,
  ...transferRoutes,
  ...agentRoutes,
  ...securityRoutes,
  ...pointRoutes,
  ...feedbackRoutes,
  ...envelopeRoutes,
  ...referralRoutes,
  ...lotteryRoutes,
  ...protectionRoutes,
]

/** The demo control API (/demo/api, control port only). */
export const CONTROL_ROUTES: DemoRoute[] = [
  ...demoRoutes,
  ...contentDemoRoutes,
  ...textDemoRoutes,
  ...walletDemoRoutes,
  ...pointDemoRoutes,
  ...feedbackDemoRoutes,
  ...promotionsDemoRoutes,
  ...envelopeDemoRoutes,
  ...articleDemoRoutes,
  ...agentDemoRoutes,
  ...providerControlRoutes,
  ...protectionDemoRoutes,
]

/** The demo's stand-in third-party providers (/demo/provider, on the control port only, JSON only). */
export const PROVIDER_ROUTES: DemoRoute[] = providerRoutes
