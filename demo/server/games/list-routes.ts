// API-35: the game list with every filter and paging (LOBBY-19: games, totalPages; also total, the
// live count for C-13), for the caller's merchant. Visitors see it too; a member's token may go along. The server's busiest call: a page of the catalogue is
// computed once (games/data.ts `readPage`).
import { badRequest, ok } from '../platform/envelope'
import { intParam, textParam } from '../platform/query'
import { CATALOGUE, readPage } from './data'
import { MAX_PAGE_SIZE, NAME_MAX, categoryParams, classifyParam, pagingParams, where } from './rules'
import type { Route, RouteContext } from '../platform/context'

const LIST_PAGE_SIZE = 40
const NODE_ID_MAX = 999_999_999

function gameList({ db, origin, query, req }: RouteContext) {
  // API-35: the merchant the list is asked for is the caller's own (its Merchant header).
  const merchant = textParam(query, 'merchant')
  if (merchant && merchant !== String(req.headers.merchant ?? ''))
    return badRequest('merchant does not match the Merchant header')
  const classify = classifyParam(query)
  if (classify.error) return classify.error
  const name = textParam(query, 'gameName') // LOBBY-5: trimmed on the server too
  if (name.length > NAME_MAX) return badRequest(`gameName is longer than ${NAME_MAX} characters`)
  const category = categoryParams(query)
  if (category.error) return category.error
  const nodeId = intParam(query, 'nodeId', { fallback: 0, min: 1, max: NODE_ID_MAX })
  if (nodeId.error) return nodeId.error
  const paging = pagingParams(query, {
    pageParam: 'pageNo',
    fallbackSize: LIST_PAGE_SIZE,
    maxSize: MAX_PAGE_SIZE,
  })
  if (paging.error) return paging.error
  const { pageNo, pageSize } = paging.value
  const filter = where({
    ...category.value,
    classify: classify.value,
    isNew: query.get('isNew') === '1' || query.get('isNew') === 'true',
    name,
    nodeId: nodeId.value,
  })
  const { games, total, totalPages } = readPage(
    db,
    origin,
    { from: CATALOGUE, filter, order: 'g.popularity DESC, g.node_id' },
    pageNo,
    pageSize,
  )
  return ok({ games, totalPages, total, pageNo, pageSize })
}

export const gameListRoutes: Route[] = [
  { method: 'GET', path: '/wps/relay/GCSGAME_gameList', handler: gameList },
]
