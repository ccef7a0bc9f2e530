import { addMessages } from '../../../../../core/i18n/index'

/** The responsible-gaming section's and the reality check's English wording (issue 19); Urdu in ur.ts. */
export const en = {
  rg_intro:
    'Set limits on your deposits, losses, bets and time. A lower limit applies at once; a higher one, or none, only after 24 hours.',
  rg_help_line: 'Talk to someone: gambling help line',
  rg_deposit: 'Deposit limits',
  rg_loss: 'Loss limits',
  rg_wager: 'Wager limits',
  rg_loss_hint: 'Your net loss from settled bets. A game cannot be opened once nothing remains.',
  rg_wager_hint: 'The total of your settled bets, won or lost.',
  rg_period: 'Period',
  rg_day: 'Daily',
  rg_week: 'Weekly',
  rg_month: 'Monthly',
  rg_limit: 'Limit',
  rg_used: 'Used',
  rg_remaining: 'Remaining',
  rg_none: 'No limit',
  rg_new_limit: 'New limit',
  rg_new_limit_hint: 'Leave empty to remove the limit (after 24 hours).',
  rg_save: 'Save limit',
  rg_pending: 'Changes to {0} at {1}',
  rg_pending_none: 'Removed at {0}',
  rg_applies_now: 'Saved: the new limit applies now.',
  rg_applies_at: 'Saved: the new limit applies at {0}.',
  rg_session: 'Session time limit',
  rg_session_hint: 'When it is reached you are told and signed out in every tab. {0} to {1} minutes.',
  rg_session_current: 'Your limit: {0} minutes',
  rg_minutes: 'Minutes',
  rg_minutes_range: 'Please enter whole minutes from {0} to {1}',
  rg_reality: 'Reality check',
  rg_reality_hint: 'Every so often we show you how long you have played and your result. {0} to {1} minutes.',
  rg_reality_current: 'Every {0} minutes',
  rg_reality_default: 'Every {0} minutes (the site default)',
  rg_reality_saved: 'Saved: the reality check comes every {0} minutes.',
  rg_cool_off: 'Take a break (cool-off)',
  rg_cool_off_hint:
    'You cannot sign in until the break ends. It cannot be shortened. You are signed out everywhere at once.',
  rg_self_exclusion: 'Self-exclusion',
  rg_self_exclusion_hint:
    'Your account is closed for the period you choose, at least 6 months. It cannot be shortened. You are signed out everywhere at once.',
  rg_length: 'Length',
  rg_len_1d: '24 hours',
  rg_len_7d: '1 week',
  rg_len_14d: '2 weeks',
  rg_len_30d: '30 days',
  rg_len_42d: '6 weeks',
  rg_len_6m: '6 months',
  rg_len_1y: '1 year',
  rg_len_5y: '5 years',
  rg_len_permanent: 'Permanently',
  rg_password: 'Your password, to confirm',
  rg_start_cool_off: 'Start the break',
  rg_start_self_exclusion: 'Exclude me',
  rg_excluded: 'Your account is closed to play until {0}. You have been signed out.',
  rg_excluded_forever: 'Your account is closed to play permanently. You have been signed out.',
  rg_check_title: 'Reality check',
  rg_check_text: 'You have played for {0} in this session.',
  rg_check_time: 'Time played',
  rg_check_stake: 'Amount bet',
  rg_check_net: 'Net result',
  rg_check_continue: 'Continue',
  rg_check_sign_out: 'Sign out',
  rg_minutes_played: '{0} min',
  rg_session_over: 'Your session time limit is reached. You have been signed out in every tab.',
}

addMessages(en, { UR: () => import('./ur').then((m) => m.ur) })

declare module '../../../../../core/i18n/index' {
  interface Messages extends Record<keyof typeof en, string> {}
}
