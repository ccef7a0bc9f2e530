// Player protection's refusals, in the Language header's language (English or Urdu), each naming
// what the member needs: the remaining amount, the limit's period, or the end date.

import type { IncomingHttpHeaders } from 'node:http'

type WithHeaders = { req: { headers: IncomingHttpHeaders } }

const EN = {
  day: 'daily',
  week: 'weekly',
  month: 'monthly',
  deposit: 'deposit',
  loss: 'loss',
  wager: 'wager',
  LIMIT_REACHED: 'Your {0} {1} limit leaves {2} for now',
  SESSION_LIMIT: 'Your session time limit of {0} minutes is reached. Please sign in again later',
  EXCLUDED_UNTIL: 'Your account is closed to play until {0} ({1}) at your own request',
  EXCLUDED_FOREVER: 'Your account is closed to play permanently ({0}) at your own request',
  coolOff: 'cool-off',
  selfExclusion: 'self-exclusion',
  PASSWORD_INCORRECT: 'The password is incorrect',
  CANNOT_SHORTEN: 'A period already in force cannot be shortened: it ends {0}',
  TURNOVER_OUTSTANDING: 'Your bonus asks for {0} more in bets before you can withdraw',
  VIP_DAILY_LIMIT: 'Your VIP level allows {0} in withdrawals in 24 hours; {1} remains for now',
  REQUEST_ID: 'The request has no valid request key (8 to 64 letters, digits, - or _)',
  REQUEST_REUSED:
    'This request key was already used for a different request; send a new key for a new request',
}

const UR: typeof EN = {
  day: 'یومیہ',
  week: 'ہفتہ وار',
  month: 'ماہانہ',
  deposit: 'ڈپازٹ',
  loss: 'نقصان',
  wager: 'شرط',
  LIMIT_REACHED: 'آپ کی {0} {1} حد میں اس وقت {2} باقی ہیں',
  SESSION_LIMIT: 'آپ کے سیشن کی {0} منٹ کی حد پوری ہو گئی۔ براہ کرم بعد میں دوبارہ سائن ان کریں',
  EXCLUDED_UNTIL: 'آپ کی درخواست پر آپ کا اکاؤنٹ {0} تک کھیل کے لیے بند ہے ({1})',
  EXCLUDED_FOREVER: 'آپ کی درخواست پر آپ کا اکاؤنٹ مستقل طور پر کھیل کے لیے بند ہے ({0})',
  coolOff: 'وقفہ',
  selfExclusion: 'خود اخراج',
  PASSWORD_INCORRECT: 'پاس ورڈ غلط ہے',
  CANNOT_SHORTEN: 'نافذ مدت کم نہیں کی جا سکتی: یہ {0} کو ختم ہوگی',
  TURNOVER_OUTSTANDING: 'رقم نکلوانے سے پہلے آپ کے بونس کے لیے مزید {0} کی شرطیں درکار ہیں',
  VIP_DAILY_LIMIT: 'آپ کا وی آئی پی درجہ 24 گھنٹوں میں {0} نکلوانے کی اجازت دیتا ہے؛ اس وقت {1} باقی ہیں',
  REQUEST_ID: 'درخواست کی کوئی درست کلید نہیں (8 سے 64 حروف، ہندسے، - یا _)',
  REQUEST_REUSED:
    'یہ درخواست کلید کسی دوسری درخواست کے لیے استعمال ہو چکی ہے؛ نئی درخواست کے لیے نئی کلید بھیجیں',
}

/**
 * The message `key` in the request's language with `{n}` filled in.
 */
export function say(ctx: WithHeaders, key: keyof typeof EN, ...args: (string | number)[]) {
  const words = String(ctx.req.headers.language ?? '').toUpperCase() === 'UR' ? UR : EN
  return words[key].replace(/\{(\d)\}/g, (_, i) => String(args[Number(i)] ?? ''))
}

/** A word of the dictionary (period, kind) in the request's language. */
export function word(ctx: WithHeaders, key: string) {
  const words = String(ctx.req.headers.language ?? '').toUpperCase() === 'UR' ? UR : EN
  return words[key as keyof typeof EN] ?? key
}

/** A moment as the refusals write it: `2027-05-26 16:40 UTC`. */
export function whenText(at: number) {
  return `${new Date(at).toISOString().slice(0, 16).replace('T', ' ')} UTC`
}

/** An amount with two decimals. */
export const amountText = (n: number) => n.toFixed(2)
