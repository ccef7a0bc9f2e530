import { atom } from 'nanostores'

/**
 * PWD-5: a voluntary password change succeeded and the member has not acknowledged it yet.
 * Set by the change form; while true, `<member-login>` shows the confirmation (a lazy part).
 */
export const $passwordChanged = atom(false)
