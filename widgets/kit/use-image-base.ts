import { useStore } from '@nanostores/react'
import { imageBaseOf } from '../../core/games/vendor-codes'
import { $system } from '../../core/stores/system'

/** The image CDN base of this page (spec §3 CDN config, §9: one picked at random), or null. */
export function useImageBase(): string | null {
  return imageBaseOf(useStore($system).answer?.info.imageCDNs)
}
