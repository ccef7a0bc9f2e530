/** See dompurify-trim.mjs. */
export const DOMPURIFY_FILE: RegExp
export function trimDompurify(code: string): string
