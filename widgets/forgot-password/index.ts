import '../kit/runtime'
import '../kit/forms'
import { defineWidget } from '../kit/define-widget'
import { ForgotPassword, type ForgotPasswordProps } from './forgot-password'
import css from './forgot-password.css?raw'
import { FORM_CARD_CSS } from '../kit/form-card'

/**
 * `<forgot-password mode="inline|popup">` — password reset of spec §2: by e-mail (username and
 * e-mail; a one-off password is mailed) or by phone (dial code, number, sms code with countdown,
 * new password; then logged in). The white-label flags decide which methods show.
 * @event lobbykit-login @event lobbykit-navigate
 * @csspart card @csspart form @csspart submit @csspart send-code @csspart form-error @csspart sent
 * @cssprop --lk-accent @cssprop --lk-bg @cssprop --lk-surface @cssprop --lk-text
 */
export function register(tag: string): void {
  defineWidget<ForgotPasswordProps>(tag, ForgotPassword, { mode: 'string' }, { css: [FORM_CARD_CSS, css] })
}

export interface ForgotPasswordElement extends HTMLElement {
  mode?: 'inline' | 'popup'
}
