import '../kit/runtime'
import '../kit/forms'
import { defineWidget } from '../kit/define-widget'
import { MemberLogin, type MemberLoginProps } from './member-login'
import css from './member-login.css?raw'
import { FORM_CARD_CSS } from '../kit/form-card'

/**
 * `<member-login mode="inline|popup">` — the login form of spec §2 (username and sms tabs, captcha,
 * remember me, free play, social icons), the forced password change, and the member when logged in.
 * @event lobbykit-login @event lobbykit-logout @event lobbykit-social-login
 * @csspart card @csspart form @csspart submit @csspart send-code @csspart member @csspart sign-out
 * @cssprop --lk-accent @cssprop --lk-bg @cssprop --lk-surface @cssprop --lk-text
 */
export function register(tag: string): void {
  defineWidget<MemberLoginProps>(tag, MemberLogin, { mode: 'string' }, { css: [FORM_CARD_CSS, css] })
}

export interface MemberLoginElement extends HTMLElement {
  mode?: 'inline' | 'popup'
}
