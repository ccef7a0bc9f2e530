// Types for the TypeScript tests that sign provider tokens directly (the server is checked JS).
export const SOCIAL_PROVIDERS: string[]
export const PROVIDER_TOKEN_TTL_MS: number
export function signProviderToken(
  who: { provider: string; subject: string; email: string; name: string },
  now?: number,
): string
