// Vendor lanes (LOBBY-20), loaded once per page however many lobbies ask.
import { fetchVendorLanes, type VendorLane } from '../api/games'
import { BINGO_LANGUAGE } from '../constants'

let lanes: Promise<VendorLane[]> | null = null

/** The vendor lanes; a failed load is retried on the next call. */
export function loadVendorLanes(): Promise<VendorLane[]> {
  lanes ??= fetchVendorLanes().catch((error: unknown) => {
    lanes = null
    throw error
  })
  return lanes
}

/** LOBBY-8/9: the sub-types a lane offers; bingo only when the language list contains TY. */
export function subTypesOf(lane: VendorLane | undefined, languages: readonly string[]): string[] {
  const codes = (lane?.gameClassify ?? []).map((entry) => entry.gameClassify)
  return codes.filter((code) => code !== 'BG' || languages.includes(BINGO_LANGUAGE))
}

/** Forgets the loaded lanes (tests). */
export function resetVendorLanes(): void {
  lanes = null
}
