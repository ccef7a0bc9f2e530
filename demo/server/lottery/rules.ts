// The lottery rules other areas use: the lobby launch (API-48, LOTT-5/6), which the game launch
// call answers for launchMode LOTT (games/launch-routes.ts), and who may play or chat (MEMBER-41:
// real members only, never trial players).
import { randomBytes } from 'node:crypto'
import { badRequest, fail, ok, sessionExpired } from '../platform/envelope'
import { findMemberById, TRIAL_TYPE } from '../platform/members'
import { touchSession } from '../platform/sessions'
import { PRIZE_MODES, findLotteryGame } from './catalogue'
import { ensureLottery } from './data'
import { saveLaunch } from './tickets'
import type { RouteContext } from '../platform/context'
import type { MemberRow } from '../platform/members'

const BACK_URL_MAX = 500

/**
 * The real (not trial) member of a call, or the failure to answer. A trial player is told
 * NEED_TRUE_ACCOUNT, the code the lottery and chat clients know.
 */
export function realMember(
  ctx: Pick<RouteContext, 'db'>,
  memberId: string | null,
): { member: MemberRow; error?: undefined } | { member?: undefined; error: ReturnType<typeof fail> } {
  if (!memberId) return { error: sessionExpired() }
  const member = findMemberById(ctx.db, memberId)
  if (!member || member.type === TRIAL_TYPE)
    return { error: fail('NEED_TRUE_ACCOUNT', 'You need a real account for this') }
  return { member }
}

/** A back link may only be a web address or a same-site path. */
function isSafeBackUrl(value: string) {
  if (value.length > BACK_URL_MAX) return false
  if (/^\/(?!\/)/.test(value)) return true
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

/**
 * API-48 for the lottery lobby (LOTT-5/6): the §7 payload — lottoArea VN, launchMode LOTT,
 * lottoPrizeMode, lottoGameCode, lottoView (betting with a game code, else lobby), device, backUrl,
 * language — checked, kept with a ticket, answered as the demo lottery's URL. The launch call serves
 * visitors too, so the session is read here.
 */
export function launchLottery(ctx: RouteContext) {
  const q = ctx.query
  const who = realMember(ctx, ctx.memberId ?? touchSession(ctx.db, ctx.token, ctx.settings.tokenTtlMinutes))
  if (who.error) return who.error
  const payload = {
    lottoArea: q.get('lottoArea') ?? '',
    launchMode: q.get('launchMode') ?? '',
    lottoPrizeMode: (q.get('lottoPrizeMode') ?? '').toUpperCase(),
    lottoGameCode: q.get('lottoGameCode') ?? '',
    lottoView: q.get('lottoView') ?? '',
    device: q.get('device') ?? '',
    backUrl: q.get('backUrl') ?? '',
    language: (q.get('language') ?? '').toUpperCase(),
  }
  if (payload.lottoArea !== 'VN') return badRequest('lottoArea must be VN')
  if (payload.launchMode !== 'LOTT') return badRequest('launchMode must be LOTT')
  if (!PRIZE_MODES.includes(payload.lottoPrizeMode))
    return badRequest(`lottoPrizeMode must be one of ${PRIZE_MODES.join(', ')}`)
  const game = payload.lottoGameCode ? findLotteryGame(payload.lottoGameCode) : null
  if (payload.lottoGameCode && (!game || game.mode !== payload.lottoPrizeMode))
    return fail('GAME_NOT_FOUND', 'This lottery game is not offered in this prize mode')
  if (payload.lottoView !== (game ? 'betting' : 'lobby'))
    return badRequest('lottoView must be betting with a game code and lobby without one')
  if (!/^[A-Za-z0-9]{1,12}$/.test(payload.device)) return badRequest('device is required')
  if (!isSafeBackUrl(payload.backUrl)) return badRequest('backUrl must be a web address or a site path')
  if (!/^[A-Z]{2}(-[A-Z]{2})?$/.test(payload.language)) return badRequest('language is required')
  ensureLottery(ctx.db)
  const memberId = who.member.id
  const ticket = randomBytes(18).toString('base64url')
  const token = ctx.token ?? ''
  ctx.db.transaction(() => {
    // ROUTE-26 (ticket bound to the session): the ticket is bound to this session and the member's password.
    saveLaunch(ctx.db, { ticket, memberId, token, payload, now: ctx.now })
    if (game)
      ctx.db
        .prepare(
          'INSERT INTO lottery_recent VALUES (?, ?, ?) ON CONFLICT (member_id, game_code) DO UPDATE SET played_at = excluded.played_at',
        )
        .run(memberId, game.code, ctx.now)
  })()
  const path = `/demo/lottery/play?ticket=${ticket}`
  return ok({ url: `${ctx.origin}${path}`, path })
}
