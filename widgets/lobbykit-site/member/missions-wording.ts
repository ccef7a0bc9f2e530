import { addMessages } from '../../../core/i18n/index'

/** The missions section's English wording (MEMBER-13, MEMBER-35); Urdu loads with the language. */
export const enMissions = {
  ms_title: 'Missions',
  ms_period_DAY: 'Today',
  ms_period_WEEK: 'This week',
  ms_period_MONTH: 'This month',
  ms_ends: 'Ends {0}',
  ms_reward: 'Reward {0}',
  ms_progress: 'Progress',
  ms_deposits: '{0} of {1} deposits',
  ms_st_open: 'In progress',
  ms_st_claimable: 'Complete',
  ms_st_claimed: 'Claimed',
  ms_claim: 'Claim {0}',
  ms_claim_named: 'Claim {0}: {1}',
  ms_claimed: '{0} has been added to your balance.',
  ms_already: 'This mission reward has already been claimed.',
  ms_not_complete: 'This mission is not complete yet.',
  ms_board: 'Leaderboard: {0}',
  ms_rank: 'Rank',
  ms_member: 'Member',
  ms_you: '{0} (you)',
  ms_your_rank: 'Your rank: {0} of {1}',
  ms_unranked: 'You are not on this leaderboard yet.',
  ms_nobody: 'Nobody has made progress yet.',
}

addMessages(enMissions, { UR: () => import('./missions-ur').then((m) => m.urMissions) })
