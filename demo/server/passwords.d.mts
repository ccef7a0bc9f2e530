// Types for passwords.mjs, so TypeScript tests can read its counters and cost.
export const DEFAULT_LOG2N: number
export function passwordCost(): { N: number; r: number; p: number }
export const passwordStats: { checks: number }
export function hashPassword(password: string): Promise<string>
export function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean>
export function isWeakHash(stored: string): boolean
