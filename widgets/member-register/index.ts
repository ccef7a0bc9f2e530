import '../kit/runtime'
import '../kit/forms'
import { defineWidget } from '../kit/define-widget'
import { MemberRegister, type MemberRegisterProps } from './member-register'
import css from './member-register.css?raw'
import { FORM_CARD_CSS } from '../kit/form-card'

/**
 * `<member-register mode="inline|popup">` — registration of spec §2: mobile / username tabs, the
 * server's field rules, sms code with countdown, captcha, terms and age agreements, the affiliate
 * check; `?referralCode=` prefills the invitation code. Success logs the new member in.
 * @event lobbykit-login @event lobbykit-navigate
 * @csspart card @csspart form @csspart submit @csspart send-code @csspart terms @csspart age @csspart form-error
 * @cssprop --lk-accent @cssprop --lk-bg @cssprop --lk-surface @cssprop --lk-text
 */
export function register(tag: string): void {
  defineWidget<MemberRegisterProps>(tag, MemberRegister, { mode: 'string' }, { css: [FORM_CARD_CSS, css] })
}

export interface MemberRegisterElement extends HTMLElement {
  mode?: 'inline' | 'popup'
}
