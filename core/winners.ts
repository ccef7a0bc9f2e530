import type { WinnerEntry } from './api/site'
import { WINNER_BOARD_LIMIT } from './constants'

/** MEMBER-39/40: the winners board ranks wins by winAmount, highest first, and shows at most 20. */
export function rankWinners(list: WinnerEntry[]): WinnerEntry[] {
  return [...list].sort((a, b) => b.vo.winAmount - a.vo.winAmount).slice(0, WINNER_BOARD_LIMIT)
}
