import { lazyPart } from './lazy-part'

/**
 * A popup's banner group (BNR-2: w_login, w_register, w_forget), fetched with the popup as a part of
 * its own (DESIGN "Budgets": the five widgets' first render does not carry it).
 */
export const PopupBanners = lazyPart(() => import('./nested-element').then((m) => m.PopupBanners))
