// The lottery store (spec §3 Lottery store; LOTT-1..6, STORE-1): the prize mode, the VN lottery
// menus of that mode (each item given accountTypeName TCG_LOTTO_VN), the member's recent lottery
// games (the login state's lottGames), the latest opened draws, and startGameUrl (the lottery last
// launched). Login-bound parts are dropped when the member logs out. The lobby launch builds the
// payload of spec §7 and sends it through /wps/game/launchGame.
import { map } from 'nanostores'
import {
  PRIZE_MODES,
  fetchLotteryMenus,
  fetchOpenedDraws,
  fetchRecentLottery,
  requestLotteryLaunch,
  type LotteryLaunchPayload,
  type LotteryMenu,
  type LotteryMenuItem,
  type OpenedDraw,
  type PrizeMode,
} from '../api/lottery'
import { launchedUrl } from '../games/launch-request'
import { $lottGames, $startGameUrl } from './lottery-games'
import { $session } from './session'

/** LOTT-4: the lottery icon set. */
export const LOTTERY_ICONS = ['11X5', 'LF', 'LHC', 'PK10', 'SSC'] as const
/** LOTT-3: the account type every VN lottery menu item is given. */
export const VN_ACCOUNT_TYPE = 'TCG_LOTTO_VN'
/** Spec §7 lobby launch constants (LOTT-5). */
export const LOTTO_AREA = 'VN'
export const LOTTO_LAUNCH_MODE = 'LOTT'
export const LOTTO_DEVICE = 'WEB'

export interface LotteryState {
  prizeMode: PrizeMode
  /** LOTT-2: the menus of the prize mode. */
  vnLotteryMenus: LotteryMenu[]
  opened: OpenedDraw[]
}

export const $lottery = map<LotteryState>({ prizeMode: 'LOTT', vnLotteryMenus: [], opened: [] })
// STORE-1: lottGames and startGameUrl (held in a module of their own for the login state).
export { $lottGames, $startGameUrl }

$session.listen((session) => {
  if (session.status === 'loggedOut') {
    $lottGames.set([])
    $startGameUrl.set(null)
  }
})

/** Whether a value is one of the §9 prize modes (LOTT-1). */
export function isPrizeMode(value: string | null | undefined): value is PrizeMode {
  return (PRIZE_MODES as readonly string[]).includes(value ?? '')
}

/** CONST-7: the brand's lottery type (`Lott`) as a prize mode; LOTT when none or unknown. */
export function prizeModeOfBrand(lotteryType: string | undefined): PrizeMode {
  const upper = (lotteryType ?? '').toUpperCase()
  return isPrizeMode(upper) ? upper : 'LOTT'
}

/** LOTT-8 → LOTT-2/3: the menus of the answer's object, each item given accountTypeName TCG_LOTTO_VN. */
export function toVnLotteryMenus(answer: Record<string, LotteryMenu>): LotteryMenu[] {
  return Object.values(answer ?? {}).map((menu) => ({
    ...menu,
    gameMenus: (menu.gameMenus ?? []).map((item) => ({ ...item, accountTypeName: VN_ACCOUNT_TYPE })),
  }))
}

/** Loads a prize mode's menus and latest draws, and the member's recent games; sets the prize mode. */
export async function loadLottery(prizeMode: PrizeMode, signal?: AbortSignal): Promise<LotteryState> {
  const [menus, opened, recent] = await Promise.all([
    fetchLotteryMenus(prizeMode, signal),
    fetchOpenedDraws(prizeMode, signal),
    fetchRecentLottery(signal),
  ])
  const state: LotteryState = { prizeMode, vnLotteryMenus: toVnLotteryMenus(menus), opened }
  $lottery.set(state)
  $lottGames.set(recent.map((item) => ({ ...item, accountTypeName: VN_ACCOUNT_TYPE })))
  return state
}

/** Finds the prize mode whose menus hold `gameCode` (a lottery page reached with ?gameCode=). */
export async function prizeModeOfGame(gameCode: string, signal?: AbortSignal): Promise<PrizeMode | null> {
  for (const mode of PRIZE_MODES) {
    const menus = toVnLotteryMenus(await fetchLotteryMenus(mode, signal))
    if (menus.some((menu) => menu.gameMenus.some((item) => item.gameCode === gameCode))) return mode
  }
  return null
}

/** LOTT-5/6: the §7 lobby launch payload. */
export function lotteryPayload(
  prizeMode: PrizeMode,
  gameCode: string | null,
  backUrl: string,
  language: string,
): LotteryLaunchPayload {
  return {
    lottoArea: LOTTO_AREA,
    launchMode: LOTTO_LAUNCH_MODE,
    lottoPrizeMode: prizeMode,
    lottoGameCode: gameCode ?? '',
    lottoView: gameCode ? 'betting' : 'lobby',
    device: LOTTO_DEVICE,
    backUrl,
    language,
  }
}

/** Launches the lottery (a game's betting view, or the lobby) and keeps its URL as startGameUrl. */
export async function launchLottery(payload: LotteryLaunchPayload): Promise<string> {
  const url = launchedUrl(await requestLotteryLaunch(payload))
  $startGameUrl.set(url)
  return url
}
