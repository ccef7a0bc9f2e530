import { $config } from '../../../core/config'

/** A lobbykit tag as this page names it (the operator's prefix: `acme-speed-tester`). */
export function tagName(tag: string): string {
  const prefix = $config.get().prefix
  return prefix ? `${prefix}-${tag}` : tag
}
