/** The transfers to upline and downline, in English (MEMBER-5, MEMBER-6); ./ur.ts is typed by it. */
export const en = {
  team_upline: 'Your upline',
  team_no_upline: 'You have no upline: this page is for members who joined through an agent.',
  team_no_downline:
    'You have no downlines yet: members who join with your referral link become your downlines.',
  team_recipient: 'Send to',
  team_choose: 'Choose a downline',
  team_choose_error: 'Please choose one of your downlines',
  team_amount: 'Amount',
  team_limits: 'From {0} to {1}; your balance is {2}.',
  team_remark: 'Remark (optional)',
  team_tx_password: 'Transaction password',
  team_send: 'Send',
  team_sent: '{0} sent to {1}.',
  team_tx_not_set: 'Set a transaction password in the security centre before you send money.',
  team_go_security: 'Open the security centre',
  team_tx_incorrect: 'The transaction password is incorrect ({0} tries left). Nothing was sent.',
  team_not_downline: 'This member is not one of your direct downlines',
  team_remark_long: 'Please keep the remark to 140 characters',
  team_history: 'Transfer history',
  team_period: 'Period',
  team_past7: 'Past 7 days',
  team_past30: 'Past 30 days',
  team_time: 'Time',
  team_with: 'With',
  team_kind: 'Type',
  team_out_upline: 'Sent to upline',
  team_out_downline: 'Sent to downline',
  team_in_upline: 'Received from downline',
  team_in_downline: 'Received from upline',
  team_none: 'No transfers in this period.',
}

declare module '../../../../../core/i18n/index' {
  interface Messages extends Record<keyof typeof en, string> {}
}
