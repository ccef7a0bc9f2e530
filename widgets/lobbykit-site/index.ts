import '../kit/runtime'
import { defineWidget } from '../kit/define-widget'
import { LobbykitSite, type LobbykitSiteProps } from './lobbykit-site'
import css from './lobbykit-site.css?raw'

/**
 * `<lobbykit-site base="/casino">` — the complete standalone site of spec §2: router over the History
 * API, every route (each page loaded lazily), the guards, the status pages, header, side menu, right
 * bar and footer.
 * @event lobbykit-navigate (handled: the site routes every navigation of its widgets)
 * @csspart header @csspart side-menu @csspart main @csspart footer @csspart right-bar @csspart maintenance @csspart region-blocked
 * @cssprop --lk-accent @cssprop --lk-bg @cssprop --lk-surface @cssprop --lk-text
 */
export function register(tag: string): void {
  defineWidget<LobbykitSiteProps>(tag, LobbykitSite, { base: 'string' }, { css })
}

export interface LobbykitSiteElement extends HTMLElement {
  base?: string
}
