/** The player rank's English wording (MEMBER-16); Urdu in ur.ts. */
export const en = {
  rank_title: 'Top players by turnover',
  rank_period: 'Period',
  rank_DAY: 'Today',
  rank_WEEK: 'This week',
  rank_MONTH: 'This month',
  rank_caption: 'Top players by turnover, {0} ({1} – {2})',
  rank_rank: 'Rank',
  rank_player: 'Player',
  rank_turnover: 'Turnover',
  rank_you: '{0} (you)',
  rank_yours: 'Your rank: {0} of {1}, turnover {2}',
  rank_unranked: 'You have no settled bets in this period yet, so you are not ranked.',
  rank_nobody: 'Nobody has settled bets in this period yet.',
  rank_note: 'Turnover is the total of valid bets on settled bets.',
}

declare module '../../../../../core/i18n/index' {
  interface Messages extends Record<keyof typeof en, string> {}
}
