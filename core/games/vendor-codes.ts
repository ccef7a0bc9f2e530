// Spec §3 Vendor codes (LOBBY-24..26): the code an image path uses, the vendors shown as one combined
// vendor, and the image variants of each vendor and game type. Pure functions: the lobby, the side
// menu and the footer use them; the reference server serves the images (demo/server/games/icons.mjs).
import type { VendorCard } from '../api/games'
import { BINGO_LANGUAGE } from '../constants'

/** LOBBY-24: for image paths LOTT is treated as ELOTT (vendor code and game type alike). */
export function imageCode(code: string): string {
  const upper = code.trim().toUpperCase()
  return upper === 'LOTT' ? 'ELOTT' : upper
}

/**
 * LOBBY-25: the combined vendor a code belongs to — TCG for codes starting with TCG when the brand's
 * language list holds TY (the same language that brings bingo, NS-28), BTI for codes starting with
 * BTI — or null for a vendor shown on its own.
 */
export function combinedVendor(code: string, languages: readonly string[]): string | null {
  const upper = code.toUpperCase()
  if (upper.startsWith('BTI')) return 'BTI'
  if (upper.startsWith('TCG') && languages.includes(BINGO_LANGUAGE)) return 'TCG'
  return null
}

/** One entry of the vendor menu: one vendor, or a combined vendor standing for several codes. */
export interface VendorEntry {
  /** The vendor filter this entry sets: its codes joined with commas (the game list's vassalage). */
  key: string
  /** The vendor codes it lists. */
  codes: string[]
  /** The code its images use (the combined code for a combined vendor). */
  imageCode: string
  displayName: string
  gameCount?: number
}

/**
 * LOBBY-25: the vendor menu of a lane. Vendors of one combined vendor become one entry, in the place
 * of the first of them, named by the combined code when it stands for more than one vendor.
 */
export function vendorEntries(cards: readonly VendorCard[], languages: readonly string[]): VendorEntry[] {
  const entries: VendorEntry[] = []
  const groups = new Map<string, VendorEntry>()
  for (const card of cards) {
    const group = combinedVendor(card.vassalage, languages)
    const existing = group ? groups.get(group) : undefined
    if (existing) {
      existing.codes.push(card.vassalage)
      existing.key = existing.codes.join(',')
      existing.displayName = group!
      existing.imageCode = group!
      if (card.gameCount !== undefined) existing.gameCount = (existing.gameCount ?? 0) + card.gameCount
      continue
    }
    const entry: VendorEntry = {
      key: card.vassalage,
      codes: [card.vassalage],
      imageCode: imageCode(card.vassalage),
      displayName: card.displayName,
      gameCount: card.gameCount,
    }
    entries.push(entry)
    if (group) groups.set(group, entry)
  }
  return entries
}

/**
 * LOBBY-26: the image variants of a vendor or game type — small icon (default, active), list icon
 * (white, color, purple) and nav icon.
 */
export const IMAGE_VARIANTS = [
  'small',
  'small-active',
  'list-white',
  'list-color',
  'list-purple',
  'nav',
] as const
export type ImageVariant = (typeof IMAGE_VARIANTS)[number]

/**
 * The URL of an image variant below an image CDN base (spec §3 CDN config):
 * `<base>/<vendor|type>/<image code>/<variant>.svg`. No base, no image (the name shows alone).
 */
export function iconUrl(
  base: string | null,
  kind: 'vendor' | 'type',
  code: string,
  variant: ImageVariant,
): string | null {
  if (!base) return null
  return `${base.replace(/\/+$/, '')}/${kind}/${encodeURIComponent(imageCode(code))}/${variant}.svg`
}

/** Spec §9: one image CDN is picked at random from the list (once a page). */
export function pickImageBase(
  cdns: readonly string[] | undefined,
  random: () => number = Math.random,
): string | null {
  const usable = (cdns ?? []).filter((url) => /^https?:\/\//i.test(url))
  return usable.length ? usable[Math.floor(random() * usable.length)]! : null
}

let picked: { from: string; base: string | null } | null = null

/** The image CDN this page uses: picked once, again only when the configured list changes. */
export function imageBaseOf(cdns: readonly string[] | undefined): string | null {
  const from = (cdns ?? []).join(' ')
  if (picked?.from !== from) picked = { from, base: pickImageBase(cdns) }
  return picked.base
}
