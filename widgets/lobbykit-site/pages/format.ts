/** A server-given link if it is web, mail, phone or same-site; null for anything else (javascript: …). */
export function safeHref(href: string | undefined): string | null {
  const value = href?.trim() ?? ''
  return /^(https?:\/\/|mailto:|tel:|\/(?!\/))/i.test(value) ? value : null
}
