import { addMessages } from '../../../../core/i18n/index'

/**
 * The wording both centres' shared parts and record tables use (English, source of truth for ur.ts):
 * the period form's dates and its range problems (MEMBER-7, MEMBER-9), the bet columns, Refresh.
 */
export const en = {
  rec_from: 'From',
  rec_to: 'To',
  rec_game_type: 'Game type',
  rec_all_types: 'All game types',
  rec_range_missing: 'Please enter both dates',
  rec_range_order: 'The end date must not be before the start date',
  rec_range_long: 'The date range can be at most 31 days',
  rec_bet_time: 'Bet time',
  rec_game: 'Game',
  rec_stake: 'Stake',
  rec_win_loss: 'Win/loss',
  rec_status: 'Status',
  rec_status_SETTLED: 'Settled',
  rec_status_PENDING: 'Pending',
  rec_status_VOID: 'Void',
  wal_refresh: 'Refresh',
  rec_details: 'Details',
  rec_details_hide: 'Fewer details',
  // C-17: real-money play refused until the member gives an adult date of birth
  wal_age_unverified: 'Real-money play is for players aged {0} or over. Please add your date of birth first.',
  wal_under_age: 'Real-money play is only for players aged {0} or over.',
  wal_add_birthday: 'Add your date of birth',
}

addMessages(en, { UR: () => import('./ur').then((m) => m.ur) })

declare module '../../../../core/i18n/index' {
  interface Messages extends Record<keyof typeof en, string> {}
}
