import { addMessages } from '../../core/i18n/index'
import { defineWidget } from '../kit/define-widget'
import { PROPS } from './element'
import { en } from './en'
import { MemberLogin, type MemberLoginProps } from './member-login'
import css from './member-login.css?raw'
import { FORM_CARD_CSS } from '../kit/form-card'

addMessages(en, { UR: () => import('./ur').then((m) => m.ur) })

/** Defines `<member-login>` under `tag` (its attributes, events and parts: ./element.json). */
export function register(tag: string): void {
  defineWidget<MemberLoginProps>(tag, MemberLogin, PROPS, { css: [FORM_CARD_CSS, css] })
}

// The kit's slider check and new-device step, a part of their own (LOGIN-15, LOGIN-28).
void import('../kit/account-checks/install').then((m) => m.installAccountChecks())
