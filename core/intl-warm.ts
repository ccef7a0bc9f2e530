import { $config } from './config'
import { $locale } from './stores/locale'

let warming: Promise<void> | undefined

/**
 * The first Intl formatter of a page costs 50–100 ms of a phone's main thread (ICU loads its data),
 * inside whatever shows a date, a time or an amount first: the header's clock, an announcement's
 * date, the lobby's results line. ICU's data is shared by every thread of the page, so the first of
 * them to ask starts a worker that makes the first formatters (intl-warm.js beside loader.js, from
 * core/intl-warm-worker.ts), and each formats once it has answered: the page's own formatters then
 * cost under a millisecond (DESIGN: no main-thread task over 50 ms at first load). Never rejects.
 *
 * A worker's script must come from the page's origin: where the bundle is served from another one
 * (the constructor throws), the script fails or no worker can start, this resolves at once and the
 * first formatter costs what it did.
 */
export function warmIntl(): Promise<void> {
  return (warming ??= new Promise<void>((resolve) => {
    try {
      const url = new URL(`intl-warm.js?l=${$locale.get()}`, $config.get().base)
      const worker = new Worker(url)
      worker.onmessage = worker.onerror = () => {
        worker.terminate()
        resolve()
      }
    } catch {
      resolve()
    }
  }))
}
