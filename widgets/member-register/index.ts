import { defineWidget } from '../kit/define-widget'
import { PROPS } from './element'
import { MemberRegister, type MemberRegisterProps } from './member-register'
import css from './member-register.css?raw'
import { FORM_CARD_CSS } from '../kit/form-card'

/** Defines `<member-register>` under `tag` (its attributes, events and parts: ./element.json). */
export function register(tag: string): void {
  defineWidget<MemberRegisterProps>(tag, MemberRegister, PROPS, { css: [FORM_CARD_CSS, css] })
}

// The kit's slider check and new-device step, a part of their own (LOGIN-15, LOGIN-28).
void import('../kit/account-checks/install').then((m) => m.installAccountChecks())
