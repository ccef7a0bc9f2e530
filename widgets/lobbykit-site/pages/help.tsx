import { useEffect, useRef } from 'react'
import { fetchHelpCenter } from '../../../core/api/site'
import { Button } from '../../kit/button'
import { ServerHtml, loadSanitizer } from '../../kit/server-html'
import { useT } from '../../kit/use-t'
import { navigate, type PageProps } from '../routing/page-props'
import { LoadState } from '../shared/load-state'
import { PageFrame } from '../shared/page-frame'
import { useLoad } from '../shared/use-load'

/** Where the help page's back button goes (ROUTE-16). */
export const HELP_BACK_PATH = '/index'

/** /help: the help centre and user agreement; /help#term opens the terms section (ROUTE-14..17). */
export default function HelpPage({ hash }: PageProps) {
  const t = useT()
  // The sanitiser comes with the sections, so they lay out at once and #term scrolls to its place.
  const help = useLoad(() => Promise.all([fetchHelpCenter(), loadSanitizer()]).then(([answer]) => answer))
  const list = help.data?.list ?? []
  const ref = useRef<HTMLDivElement>(null)

  // ROUTE-17: the page opens at the top; ROUTE-15: with a hash, at that section once it is there.
  useEffect(() => {
    const target =
      hash && list.length
        ? (ref.current?.querySelector(`[data-code="${CSS.escape(hash)}"]`) as HTMLElement | null)
        : null
    if (target) {
      target.scrollIntoView({ block: 'start' })
      target.focus({ preventScroll: true })
    } else window.scrollTo(0, 0)
  }, [hash, list.length])

  return (
    <PageFrame
      name="help"
      title={t('pg_help_title')}
      actions={
        <Button onClick={() => navigate(HELP_BACK_PATH)} part="back">
          {t('back')}
        </Button>
      }
    >
      <LoadState state={help} empty={!list.length} />
      {list.length > 0 && (
        <nav aria-label={t('pg_help_contents')}>
          <ul className="lk-toc">
            {list.map((s) => (
              <li key={s.code}>
                <a
                  href={`/help#${encodeURIComponent(s.code)}`}
                  aria-current={s.code === hash ? 'location' : undefined}
                >
                  {s.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div ref={ref} className="lk-stack">
        {list.map((s) => (
          <section
            key={s.code}
            id={s.code}
            data-code={s.code}
            className="lk-help-section lk-card"
            tabIndex={-1}
            aria-labelledby={`help-${s.code}`}
          >
            <h2 id={`help-${s.code}`}>{s.title}</h2>
            <ServerHtml className="lk-html" html={s.content} />
          </section>
        ))}
      </div>
    </PageFrame>
  )
}
