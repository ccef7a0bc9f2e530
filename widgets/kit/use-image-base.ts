import { useStore } from '@nanostores/react'
import { imageBaseOf } from '../../core/games/vendor-codes'
import { $system, type SystemState } from '../../core/stores/system'

/** The image CDN base (spec §3 CDN config, §9: one picked at random) the status answer gives, or null. */
export const imageBase = (system: SystemState): string | null => imageBaseOf(system.answer?.info.imageCDNs)

/** The image CDN base of this page, or null. */
export function useImageBase(): string | null {
  return imageBase(useStore($system))
}
