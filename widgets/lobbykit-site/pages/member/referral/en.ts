/** The referral section's English wording (MEMBER-12, ROUTE-28); Urdu in ur.ts. */
export const en = {
  ref_link: 'Your referral link',
  ref_text:
    'Friends who register through this link are linked to your account. You earn {0} of their settled bets.',
  ref_code: 'Your code: {0}',
  ref_copy: 'Copy link',
  ref_copied: 'Link copied.',
  ref_copy_failed: 'The link could not be copied: select it and copy it yourself.',
  ref_none: 'Your account has no referral code yet. Please contact customer service.',
  ref_invitees: 'Your invitees',
  ref_no_invitees: 'Nobody has registered with your link yet.',
  ref_name: 'Member',
  ref_joined: 'Joined',
  ref_turnover: 'Settled bets',
  ref_earned: 'You earned',
  ref_total: 'Total',
  ref_claimed: 'Claimed so far: {0}',
  ref_claim: 'Claim {0}',
  ref_nothing: 'There is no commission to claim now.',
  ref_paid: '{0} has been added to your balance.',
}

declare module '../../../../../core/i18n/index' {
  interface Messages extends Record<keyof typeof en, string> {}
}
