// Member-centre records behind a token. The spec names these pages but not their calls (api.md last
// paragraph): the reference server defines them, one file per page:
//   message-routes.ts: platform messages (MEMBER-14)
//   record-routes.ts: betting record (MEMBER-7), profit and loss (MEMBER-9), account record (MEMBER-8)
// Every rule is checked on the server: a token (401 otherwise), only the caller's own rows, the date
// range (end ≥ start, at most 31 days), the paging limits and the filters' values (rules.ts).
import { messageRoutes } from './message-routes'
import { recordRoutes } from './record-routes'
import type { Route } from '../platform/context'

export const memberRecordRoutes: Route[] = [...messageRoutes, ...recordRoutes]
