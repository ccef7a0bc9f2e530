// The lottery pages' wording. Registered here, at the foot, once.
import { addMessages } from '../../../../core/i18n/index'

export const en = {
  lott_title: 'Lottery',
  lott_title_sea: 'SEA lottery',
  lott_title_vn: 'VN lottery',
  lott_modes: 'Prize modes',
  lott_mode_LOTT: 'Lottery',
  lott_mode_ZY: 'Vietnam lotto',
  lott_mode_ELOTT: 'E-lottery',
  lott_mode_SEA: 'SEA lottery',
  lott_every: 'Draw every {0} min',
  lott_next_draw: 'Next draw {0}',
  lott_play: 'Play {0}',
  lott_open_lobby: 'Open the lottery lobby',
  lott_recent: 'Recently played',
  lott_draws: 'Latest draws',
  lott_game: 'Game',
  lott_issue: 'Issue',
  lott_numbers: 'Numbers',
  lott_launching: 'Opening the lottery…',
  lott_back: 'Back to the lottery lobby',
  lott_frame: 'Lottery: {0}',
  lott_chat: 'Live chat',
  lott_chat_with: 'Chat with {0}',
  lott_offline: 'Offline',
  lott_hosts_topic: '{0} · {1}',
  lott_closes: 'Betting closes {0}',
  lott_betting_closed: 'Betting closed · draw {0}',
  lott_check: 'Check',
  lott_verify: 'Verify',
  lott_verify_of: 'Verify issue {0} of {1}',
  lott_fair:
    'Every result comes from a secret drawn for its issue. Its SHA-256 hash is published before betting closes; the secret is shown with the result, so anyone can check that the result was fixed before betting closed.',
  lott_verify_title: '{0}, issue {1}: check the draw',
  lott_verify_hash: 'Hash of the secret (SHA-256), published {0}; betting closed {1}',
  lott_verify_secret: 'Secret, revealed with the result',
  lott_verify_rule: 'Rule {0}',
  lott_rule_hash: 'The hash is SHA-256 of the secret, taken as text.',
  lott_rule_bytes:
    'Bytes: HMAC-SHA256 with the secret as key over "{0}", then :1, :2 … when more are needed.',
  lott_rule_uniform:
    'A number from n choices: the next byte b below 256 − (256 mod n), as b mod n (other bytes are skipped).',
  lott_rule_digits: '{0} digits, each a number from 10 choices (0 to 9).',
  lott_rule_dice: '{0} dice, each 1 + a number from 6 choices.',
  lott_rule_race:
    'The numbers 1 to 10 in order; {0} times, take out the one at the position chosen from those left.',
  lott_rule_pick:
    'The numbers 1 to {1} in order; {0} times, take out the one at the position chosen from those left.',
  lott_verify_run: 'Verify in this browser',
  lott_verify_close: 'Close',
  lott_verify_insecure:
    'This browser cannot compute hashes on this page (it needs https); the values above can be checked with any SHA-256 and HMAC tool.',
  lott_verify_failed: 'The check could not run in this browser.',
  lott_verify_match: 'Verified: this result matches its published hash and the rule.',
  lott_verify_mismatch: 'Not verified: this result does not match.',
  lott_verify_hash_ok: 'SHA-256 of the secret equals the published hash.',
  lott_verify_hash_bad: 'SHA-256 of the secret is {0}, not the published hash.',
  lott_verify_late:
    'The hash was published only at the draw (no one was offered this issue before it closed).',
  lott_verify_numbers_ok: 'The rule gives {0}: the numbers drawn.',
  lott_verify_numbers_bad: 'The rule gives {0}, not the numbers drawn.',
  lott_history: 'Last draws',
  lott_history_of: 'Last draws of {0}',
  lott_history_title: '{0}: last draws',
}

addMessages(en, { UR: () => import('./ur').then((m) => m.ur) })

declare module '../../../../core/i18n/index' {
  interface Messages extends Record<keyof typeof en, string> {}
}
