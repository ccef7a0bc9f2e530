// Types for the TypeScript tests that read the seed settings (the server itself is checked JS).
import type { FieldRule } from '../../core/validation/rules'

export const DEFAULT_SETTINGS: Readonly<{
  register: { regExp: Record<string, Required<FieldRule>> }
  whitelabel: Record<string, boolean>
  [key: string]: unknown
}>
