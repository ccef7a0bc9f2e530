import { fetchNotices } from '../../../../core/api/agent'
import { ServerHtml } from '../../../kit/server-html'
import { LoadState } from '../../shared/load-state'
import { useLoad } from '../../shared/use-load'
import { useFormat } from '../../../kit/use-format'

/** AGENT-1: notices for agents; their HTML only through ServerHtml (sanitised). */
export default function Announcement() {
  const { day } = useFormat()
  const notices = useLoad((signal) => fetchNotices(signal))
  const list = notices.data?.list ?? []
  return (
    <div className="rec-section" part="agent-announcement">
      <LoadState state={notices} empty={!list.length} />
      <ul className="agent-notices">
        {list.map((n) => (
          <li key={n.id}>
            <article className="lk-card agent-notice" aria-labelledby={`agent-notice-${n.id}`}>
              <h2 id={`agent-notice-${n.id}`} className="agent-notice-title">
                {n.title}
              </h2>
              <p className="lk-small lk-muted">
                <time dateTime={new Date(n.createdAt).toISOString()}>{day(n.createdAt)}</time>
              </p>
              <ServerHtml html={n.content} />
            </article>
          </li>
        ))}
      </ul>
    </div>
  )
}
