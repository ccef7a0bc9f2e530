import { lazyPart } from './lazy-part'

/** The help popup (POP-7) from the login and registration forms, a part of its own (DESIGN "Budgets"). */
export const HelpPopup = lazyPart(() => import('./help-dialog').then((m) => m.HelpDialog))
