import '../kit/runtime'
import { addMessages } from '../../core/i18n/index'
import { defineWidget } from '../kit/define-widget'
import paginationCss from '../kit/pagination.css?raw'
import { AnnouncementPopup, type AnnouncementPopupProps } from './announcement-popup'
import css from './announcement-popup.css?raw'
import { announcementEn } from './en'

/**
 * `<announcement-popup mode="popup|inline">` — the announcement popup of spec §2: a paged list (9 a
 * page), each title with its start date opening its (sanitised) HTML. In popup mode it opens by itself
 * once per session per audience (A members, F first login, B visitors) and on `lobbykit('openAnnouncements')`.
 * @event lobbykit-popup
 * @csspart announcement-dialog @csspart list @csspart item @csspart toggle @csspart content @csspart pagination
 * @cssprop --lk-accent @cssprop --lk-bg @cssprop --lk-surface @cssprop --lk-text
 */
export function register(tag: string): void {
  addMessages(announcementEn, { UR: () => import('./ur').then((m) => m.ur) })
  defineWidget<AnnouncementPopupProps>(tag, AnnouncementPopup, { mode: 'string' }, { css: [paginationCss, css] })
}

export interface AnnouncementPopupElement extends HTMLElement {
  mode?: 'popup' | 'inline'
}
