/** Red envelopes' English wording (MEMBER-18); Urdu in ur.ts. */
export const en = {
  env_ready: 'Envelopes to open',
  env_none_ready: 'No envelopes to open right now.',
  env_history: 'Opened and expired',
  env_none_history: 'No opened envelopes yet.',
  env_open: 'Open',
  env_open_named: 'Open {0}',
  env_open_by: 'Open by {0}',
  env_opened_on: 'Opened {0}',
  env_expired_on: 'Expired {0}',
  env_st_READY: 'Ready',
  env_st_OPENED: 'Opened',
  env_st_EXPIRED: 'Expired',
  env_got: 'You opened {0}: {1} has been added to your balance.',
  env_err_opened: 'This red envelope has already been opened.',
  env_err_expired: 'This red envelope has expired.',
}

declare module '../../../../../core/i18n/index' {
  interface Messages extends Record<keyof typeof en, string> {}
}
