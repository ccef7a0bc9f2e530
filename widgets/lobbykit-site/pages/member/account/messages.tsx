import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import {
  deleteMessage,
  fetchMessages,
  readAllMessages,
  readMessage,
  type Message,
  type MessageSummary,
} from '../../../../../core/api/member-records'
import { pageCount } from '../../../../../core/paging'
import { applyUnread } from '../../../../../core/stores/messages'
import { Button } from '../../../../kit/button'
import { ServerHtml } from '../../../../kit/server-html'
import { useT } from '../../../../kit/use-t'
import { LoadState } from '../../../shared/load-state'
import { useLoad } from '../../../shared/use-load'
import { ActionError, useAction } from '../../centre-kit/use-action'
import { RecordPager } from '../../centre-kit/record-pager'
import { useFormat } from '../../../../kit/use-format'
import '../en'

const PAGE_SIZE = 10

/**
 * MEMBER-14: the member's platform messages, newest first, paged; unread ones marked. Opening one
 * shows its body (server HTML through ServerHtml) and the server marks it read; the new unread count
 * reaches the header and the marquee at once (applyUnread). Mark all read; delete a message.
 */
export default function Messages() {
  const t = useT()
  const { time } = useFormat()
  const [page, setPage] = useState(1)
  const [open, setOpen] = useState<Message | null>(null)
  const [notice, setNotice] = useState('')
  const messages = useLoad((signal) => fetchMessages(page, PAGE_SIZE, signal), page)
  const action = useAction()
  const heading = useRef<HTMLHeadingElement>(null)
  const list = useRef<HTMLUListElement>(null)
  const lastOpened = useRef<number | null>(null)
  const data = messages.data

  // The list answers the server's count too: the header and marquee follow it.
  useEffect(() => {
    if (data) applyUnread(data.unread)
  }, [data?.unread])
  // Focus follows the view: the message's title when it opens, its entry in the list when it closes.
  useLayoutEffect(() => {
    if (open) heading.current?.focus()
    else if (lastOpened.current !== null)
      list.current?.querySelector<HTMLElement>(`[data-id="${lastOpened.current}"]`)?.focus()
  }, [open?.id])

  const show = (summary: MessageSummary) =>
    action.run(async () => {
      setNotice('')
      const answer = await readMessage(summary.id)
      applyUnread(answer.unread)
      lastOpened.current = summary.id
      if (data)
        messages.set({
          ...data,
          unread: answer.unread,
          list: data.list.map((m) => (m.id === summary.id ? { ...m, read: true } : m)),
        })
      setOpen(answer.message)
    })
  const markAll = () =>
    action.run(async () => {
      const answer = await readAllMessages()
      applyUnread(answer.unread)
      setNotice(t('rec_msg_all_read'))
      messages.reload()
    })
  const remove = (message: Message) =>
    action.run(async () => {
      const answer = await deleteMessage(message.id)
      applyUnread(answer.unread)
      lastOpened.current = null
      setOpen(null)
      setNotice(t('rec_msg_deleted'))
      // The last message of a later page goes: show the page before it.
      if (data && data.list.length === 1 && page > 1) setPage(page - 1)
      else messages.reload()
    })

  if (open) {
    return (
      <article className="rec-message-view" part="message" data-id={open.id}>
        <div className="rec-toolbar">
          <Button onClick={() => setOpen(null)} part="message-back">
            {t('rec_msg_back')}
          </Button>
          <Button onClick={() => remove(open)} busy={action.busy} part="message-delete">
            {t('rec_msg_delete')}
          </Button>
        </div>
        <ActionError action={action} />
        <h2 ref={heading} tabIndex={-1} className="rec-message-title">
          {open.title}
        </h2>
        <p className="lk-muted">
          <time dateTime={new Date(open.createdAt).toISOString()}>{time(open.createdAt)}</time>
        </p>
        <ServerHtml html={open.content} className="lk-html rec-message-body" part="message-body" />
      </article>
    )
  }

  const items = data?.list ?? []
  return (
    <div className="lk-stack" part="messages">
      <div className="rec-toolbar">
        <p className="rec-summary" part="unread-summary">
          {t('site_unread', [data?.unread ?? 0])}
        </p>
        <Button onClick={markAll} busy={action.busy} disabled={!data?.unread} part="read-all">
          {t('rec_msg_read_all')}
        </Button>
      </div>
      <p className="lk-visually-hidden" role="status">
        {notice}
      </p>
      <ActionError action={action} />
      <LoadState state={messages} empty={!items.length} />
      {items.length > 0 && (
        <ul className="rec-messages" ref={list} part="message-list">
          {items.map((m) => (
            <li key={m.id}>
              <button
                type="button"
                className="rec-message"
                data-id={m.id}
                data-read={m.read}
                part="message-item"
                onClick={() => show(m)}
              >
                <span className="rec-message-title">{m.title}</span>
                <span className="rec-message-meta">
                  <time dateTime={new Date(m.createdAt).toISOString()}>{time(m.createdAt)}</time>
                  {!m.read && (
                    <span className="lk-badge rec-unread" part="unread-mark">
                      {t('rec_msg_unread')}
                    </span>
                  )}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {data && <RecordPager page={page} total={pageCount(data.total, PAGE_SIZE)} onChange={setPage} />}
    </div>
  )
}
