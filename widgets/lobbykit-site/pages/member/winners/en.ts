/** The winners list's English wording (MEMBER-24); Urdu in ur.ts. */
export const en = {
  win_title: 'Biggest wins',
  win_note: 'The highest settled wins on the platform, largest first. Player names are masked.',
  win_caption: 'The {0} biggest wins',
  win_rank: 'Rank',
  win_player: 'Player',
  win_game: 'Game',
  win_amount: 'Win',
  win_time: 'Won on',
}

declare module '../../../../../core/i18n/index' {
  interface Messages extends Record<keyof typeof en, string> {}
}
