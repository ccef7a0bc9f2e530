import { defineWidget } from '../kit/define-widget'
import { PROPS } from './element'
import { LobbykitSite, type LobbykitSiteProps } from './lobbykit-site'
import css from './lobbykit-site.css?raw'
import { warmBanners } from '../../core/content/banners'

/** Defines `<lobbykit-site>` under `tag` (its attributes, events and parts: ./element.json). */
export function register(tag: string): void {
  defineWidget<LobbykitSiteProps>(tag, LobbykitSite, PROPS, { css })
  // Home's first banner is the page's largest paint; its call starts now.
  warmBanners()
}

// The full site uses the kit's slider check and new-device step (LOGIN-15, LOGIN-28), a
// part of their own.
void import('../kit/account-checks/install').then((m) => m.installAccountChecks())
