import { readLocal, writeLocal } from './storage'

/** local: this browser's device id for the new-device check (LOGIN-28), under the storage prefix (C-6). */
export const DEVICE_ID_KEY = 'deviceId'

/** This browser's device id, made (random, 32 hex digits) and kept on first use. */
export function readDeviceId(): string {
  const kept = readLocal(DEVICE_ID_KEY)
  if (kept && /^[\w-]{16,64}$/.test(kept)) return kept
  const made = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('')
  writeLocal(DEVICE_ID_KEY, made)
  return made
}
