import { addMessages } from '../../../core/i18n/index'

/** The VIP and manual-rebate sections' English wording (MEMBER-15, MEMBER-17); Urdu loads with the language. */
export const enMember2 = {
  m2_off: 'This feature is not available on this site.',
  m2_your_level: 'Your level',
  m2_next: 'Progress to {0}',
  m2_top: 'You have reached the highest level.',
  m2_both: 'Reach both amounts to move up.',
  m2_deposits: 'Deposits',
  m2_turnover: 'Turnover',
  m2_of: '{0} of {1}',
  m2_percent: '{0}%',
  m2_left: '{0} to go',
  m2_done: 'Reached',
  m2_levels: 'VIP levels',
  m2_level: 'Level',
  m2_deposit_req: 'Deposits needed',
  m2_turnover_req: 'Turnover needed',
  m2_rebate_rate: 'Rebate rate',
  m2_withdraw_limit: 'Withdrawals a day',
  m2_current: 'Your level',
  m2_rate_line: 'Your level {0}: rebate {1} of turnover not yet rebated.',
  m2_claimable: 'Rebate you can claim',
  m2_game_type: 'Game type',
  m2_rebate: 'Rebate',
  m2_total: 'Total',
  m2_claim: 'Claim {0}',
  m2_nothing: 'There is no rebate to claim now. Place bets and come back when they are settled.',
  m2_claimed: '{0} has been added to your balance.',
  m2_history: 'Claim history',
  m2_no_history: 'No claims yet.',
  m2_date: 'Date',
  m2_rate: 'Rate',
  m2_amount: 'Amount',
}

addMessages(enMember2, { UR: () => import('./member2-ur').then((m) => m.urMember2) })
