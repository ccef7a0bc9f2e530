// Types for lottery-data.mjs, so TypeScript tests can read the seeded draws.
export interface DrawFormat {
  kind: 'digits' | 'race' | 'pick' | 'dice'
  count: number
  max?: number
}
export interface LotteryGame {
  code: string
  name: string
  nameUr: string
  mode: string
  menu: string
  minutes: number
  format: DrawFormat
}
export const PRIZE_MODES: string[]
export const LOTTERY_ICONS: string[]
export const LOTTERY_GAMES: LotteryGame[]
export function findLotteryGame(code: string): LotteryGame | undefined
export function resultOf(game: LotteryGame, issue: number): number[]
export function openIssue(game: LotteryGame, now: number): number
export function oddsOf(game: LotteryGame): number
