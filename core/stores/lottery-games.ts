// STORE-1: the login state's two lottery parts, held here and written by the lottery store
// (core/stores/lottery.ts): a module of their own, so reading them (core/stores/login-state.ts) does
// not bring the lottery's calls and launch code along.
import { atom } from 'nanostores'
import type { LotteryMenuItem } from '../api/lottery'

/** lottGames, the member's recent lottery games. */
export const $lottGames = atom<LotteryMenuItem[]>([])
/** startGameUrl, the lottery game last launched. */
export const $startGameUrl = atom<string | null>(null)
