// The lottery pages' wording (issue 13). Registered here, at the foot, once.
import { addMessages } from '../../../../core/i18n/index'

export const en = {
  lott_title: 'Lottery',
  lott_title_sea: 'SEA lottery',
  lott_title_vn: 'VN lottery',
  lott_modes: 'Prize modes',
  lott_mode_LOTT: 'Lottery',
  lott_mode_ZY: 'Vietnam lotto',
  lott_mode_ELOTT: 'E-lottery',
  lott_mode_SEA: 'SEA lottery',
  lott_every: 'Draw every {0} min',
  lott_next_draw: 'Next draw {0}',
  lott_play: 'Play {0}',
  lott_open_lobby: 'Open the lottery lobby',
  lott_recent: 'Recently played',
  lott_draws: 'Latest draws',
  lott_game: 'Game',
  lott_issue: 'Issue',
  lott_numbers: 'Numbers',
  lott_launching: 'Opening the lottery…',
  lott_back: 'Back to the lottery lobby',
  lott_frame: 'Lottery: {0}',
  lott_chat: 'Live chat',
  lott_chat_with: 'Chat with {0}',
  lott_offline: 'Offline',
  lott_hosts_topic: '{0} · {1}',
}

addMessages(en, { UR: () => import('./ur').then((m) => m.ur) })

declare module '../../../../core/i18n/index' {
  interface Messages extends Record<keyof typeof en, string> {}
}
