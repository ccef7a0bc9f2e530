import { addMessages } from '../../i18n/index'

/**
 * The date of birth's wording (C-17, VAL-33), English, source of truth for ./ur.ts: the field, its
 * hint and its problems, shown by every form that asks it (registration, social sign-up).
 */
export const en = {
  reg_birthday: 'Date of birth',
  reg_birthday_required: 'Please enter your date of birth',
  reg_birthday_invalid: 'Please enter a real date of birth',
  reg_birthday_young: 'You must be at least {0} years old',
  reg_birthday_hint: 'yyyy-MM-dd',
}

addMessages(en, { UR: () => import('./ur').then((m) => m.ur) })

declare module '../../i18n/index' {
  interface Messages extends Record<keyof typeof en, string> {}
}
