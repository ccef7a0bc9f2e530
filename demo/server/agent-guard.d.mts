// Types for agent-guard.mjs, so TypeScript tests can call the guard.
export const NOT_AGENT_MESSAGE: string
export function requireAgent<C>(handler: (ctx: C, me: unknown) => unknown): (ctx: C) => unknown
