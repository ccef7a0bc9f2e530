/**
 * The document's title on the standalone site: the page's own name once, then the brand's name
 * (HDR-1's brand config), e.g. "Log in · lobbykit demo"; home and a page with no name of its own
 * show the brand alone.
 */
import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { $system } from '../../../core/stores/system'

/** The wordmark's name when brand config names no brand. */
const DEFAULT_BRAND = 'lobbykit'

/** "<page> · <brand>"; the brand alone when the page has no name or is named as the brand. */
export function composeTitle(page: string | null | undefined, brand: string | null | undefined): string {
  const name = brand?.trim() || DEFAULT_BRAND
  const own = page?.trim()
  return own && own !== name ? `${own} · ${name}` : name
}

/** Sets the document's title for the page on screen (its name in the language in use). */
export function useDocumentTitle(page: string | null | undefined): void {
  const brand = useStore($system).answer?.info.brand?.name
  useEffect(() => {
    if (typeof document !== 'undefined') document.title = composeTitle(page, brand)
  }, [page, brand])
}
