import { useCallback, useEffect, useRef, useState } from 'react'
import { errorMessageOf } from '../../core/errors'
import { loadSpeedLines, sortLines, testSpeeds, type SpeedLine } from '../../core/content/speed'
import { Button } from '../kit/button'
import type { WidgetBaseProps } from '../kit/define-widget'
import { useT } from '../kit/use-t'

type Phase = 'loading' | 'testing' | 'done' | 'error'

/** The host part of a domain route, as shown to the user. */
function hostOf(domain: string): string {
  try {
    return new URL(domain).host
  } catch {
    return domain
  }
}

/** `<speed-tester>`: pings the first five domain routes and lists them fastest first (SPEED-1..14, C-1). */
export function SpeedTester(_props: WidgetBaseProps) {
  const t = useT()
  const [lines, setLines] = useState<SpeedLine[]>([])
  const [phase, setPhase] = useState<Phase>('loading')
  const [error, setError] = useState<unknown>(null)
  const run = useRef(0)

  const test = useCallback(async (start: SpeedLine[]) => {
    const id = ++run.current
    // SPEED-3: every line starts untested (0) before it is measured.
    const fresh = start.map((l) => ({ domain: l.domain, speed: 0, rating: 'untested' as const }))
    setLines(fresh)
    setPhase('testing')
    const done = await testSpeeds(fresh, (line) => {
      if (run.current !== id) return
      setLines((current) =>
        sortLines(current.map((l) => (l.domain === line.domain && l.rating === 'untested' ? line : l))),
      )
    })
    if (run.current !== id) return
    setLines(done)
    setPhase('done')
  }, [])

  const load = useCallback(async () => {
    const id = ++run.current
    setPhase('loading')
    setError(null)
    try {
      const start = await loadSpeedLines()
      if (run.current === id) await test(start)
    } catch (failure) {
      if (run.current !== id) return
      setError(failure)
      setPhase('error')
    }
  }, [test])

  useEffect(() => {
    void load()
    return () => {
      run.current++
    }
  }, [load])

  const busy = phase === 'loading' || phase === 'testing'
  const reachable = lines.filter((l) => l.rating !== 'unreachable' && l.rating !== 'untested').length
  return (
    <div className="lk-speed" part="card" aria-busy={busy}>
      <h2 className="lk-title">{t('speed_title')}</h2>
      <p className="lk-muted lk-small">{t('speed_intro')}</p>
      {phase === 'error' ? (
        <p className="lk-form-error" role="alert">
          {errorMessageOf(error)}
        </p>
      ) : phase !== 'loading' && lines.length === 0 ? (
        <p className="lk-muted">{t('no_data')}</p>
      ) : (
        <ol className="lk-speed-list" part="list" aria-label={t('speed_list')}>
          {/* Keyed by position: each row shows whichever line now holds that place. Moving keyed rows
              while results arrive left Preact's DOM out of order now and then. */}
          {lines.map((line, place) => (
            <li
              key={place}
              className="lk-speed-line"
              part="line"
              data-rating={line.rating}
              data-speed={line.speed}
            >
              <span className="lk-speed-domain" dir="ltr">
                {hostOf(line.domain)}
              </span>
              <span className="lk-speed-ms" part="speed">
                {line.rating === 'untested'
                  ? ''
                  : line.rating === 'unreachable'
                    ? '—'
                    : t('speed_ms', [line.speed])}
              </span>
              <span className="lk-speed-rating" part="rating">
                <span className="lk-speed-dot" aria-hidden="true" />
                {line.rating === 'untested'
                  ? t(phase === 'testing' ? 'speed_testing' : 'speed_untested')
                  : t(`speed_${line.rating}`)}
              </span>
            </li>
          ))}
        </ol>
      )}
      <p className="lk-visually-hidden" role="status">
        {phase === 'done'
          ? t('speed_done', [reachable, lines.length])
          : phase === 'testing'
            ? t('speed_testing')
            : ''}
      </p>
      <Button
        part="retest"
        busy={busy}
        onClick={() => void (phase === 'error' || lines.length === 0 ? load() : test(lines))}
      >
        {phase === 'error' ? t('retry') : t('speed_retest')}
      </Button>
    </div>
  )
}
