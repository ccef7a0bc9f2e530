// What the missions area shares with the other leaderboards (player rank, referral).

/** A username as others see it: `demo` → `de***o`; three letters or fewer keep only the first. */
export function maskName(name: string) {
  return name.length <= 3 ? `${name.slice(0, 1)}***` : `${name.slice(0, 2)}***${name.slice(-1)}`
}
