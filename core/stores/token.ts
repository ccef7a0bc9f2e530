import { atom } from 'nanostores'

/** The session token (held in memory; mirrored to sessionStorage `token` by the session store, STORE-2). */
export const $token = atom<string | null>(null)
