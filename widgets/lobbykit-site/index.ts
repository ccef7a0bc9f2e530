import { defineWidget } from '../kit/define-widget'
import { installAccountChecks } from '../kit/account-checks/install'
import { PROPS } from './element'
import { LobbykitSite, type LobbykitSiteProps } from './lobbykit-site'
import css from './lobbykit-site.css?raw'

/** Defines `<lobbykit-site>` under `tag` (its attributes, events and parts: ./element.json). */
export function register(tag: string): void {
  defineWidget<LobbykitSiteProps>(tag, LobbykitSite, PROPS, { css })
}

// Issue 16: the full site uses the kit's slider check and new-device step (LOGIN-15, LOGIN-28).
installAccountChecks()
