import { addMessages } from '../../core/i18n/index'

/** `<agent-centre>`'s own wording (its chunk); Urdu in ur.ts. */
export const en = {
  agent_centre_not_agent: 'This page is for agents. Your account is not an agent account.',
}

addMessages(en, { UR: () => import('./ur').then((m) => m.ur) })

declare module '../../core/i18n/index' {
  interface Messages extends Record<keyof typeof en, string> {}
}
