import { formatDate } from '../../../core/format'

/** HDR-2: the local GMT offset of `date`, e.g. `GMT+5`, `GMT+5:30`, `GMT-3`, `GMT+0`. */
export function gmtOffset(date: Date): string {
  const minutes = -date.getTimezoneOffset()
  const sign = minutes < 0 ? '-' : '+'
  const abs = Math.abs(minutes)
  const rest = abs % 60
  return `GMT${sign}${Math.floor(abs / 60)}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`
}

const TIME: Intl.DateTimeFormatOptions = {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
}

/** HDR-2: the clock's text in the interface language `lang` — local time with seconds, then the GMT offset. */
export function formatClock(date: Date, lang: string): string {
  return `${formatDate(date.getTime(), lang, TIME)} ${gmtOffset(date)}`
}
