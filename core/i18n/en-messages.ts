/** English catalogue messages: validation (spec §5) and errors (spec §8). Source of truth for `ur-messages.ts`. */
export const enMessages = {
  unknown_error: 'Unknown error',
}
