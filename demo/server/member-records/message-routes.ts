// Platform messages (MEMBER-14) behind a token, the caller's own only: CSP_messageList,
// CSP_readMessage, CSP_readAllMessages, CSP_deleteMessage.
import { Type } from 'typebox'
import { badRequest, fail, ok } from '../platform/envelope'
import { route } from '../platform/context'
import { unreadCount } from './data'
import { pageInfo, paging, sessionId } from './rules'
import type { Static } from 'typebox'
import type { Route, RouteContext } from '../platform/context'
import type { MessageRow } from './data'

function messageList(ctx: RouteContext) {
  const { db, query, memberId } = ctx
  const page = paging(query)
  if (page.error) return page.error
  const { pageNo, pageSize } = page.value
  const total = (
    db.prepare('SELECT COUNT(*) AS n FROM member_messages WHERE member_id = ?').get(memberId) as { n: number }
  ).n
  const rows = db
    .prepare(
      'SELECT id, title, created_at, read_at FROM member_messages WHERE member_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?',
    )
    .all(memberId, pageSize, (pageNo - 1) * pageSize) as Pick<
    MessageRow,
    'id' | 'title' | 'created_at' | 'read_at'
  >[]
  const list = rows.map((m) => ({
    id: m.id,
    title: m.title,
    createdAt: m.created_at,
    read: m.read_at !== null,
  }))
  return ok({
    list,
    ...pageInfo(total, page.value),
    unread: unreadCount(db, sessionId(ctx)),
  })
}

const MessageBody = Type.Object({ id: Type.Optional(Type.Number()) })
type MessageContext = RouteContext<Static<typeof MessageBody>>

/** The message id of a body; a missing or foreign one is "not found" (nobody learns another's ids). */
const MESSAGE_NOT_FOUND = () => fail('MESSAGE_NOT_FOUND', 'This message does not exist or was deleted')

function messageId({ id }: Static<typeof MessageBody>) {
  return id !== undefined && Number.isInteger(id) && id > 0 ? id : null
}

function readMessage(ctx: MessageContext) {
  const { db, body, memberId } = ctx
  const id = messageId(body)
  if (id === null) return badRequest('id must be a message id')
  const row = db
    .prepare('SELECT id, title, content, created_at FROM member_messages WHERE id = ? AND member_id = ?')
    .get(id, memberId) as Omit<MessageRow, 'member_id' | 'read_at'> | undefined
  if (!row) return MESSAGE_NOT_FOUND()
  db.prepare('UPDATE member_messages SET read_at = ? WHERE id = ? AND read_at IS NULL').run(Date.now(), id)
  const message = {
    id: row.id,
    title: row.title,
    content: row.content,
    createdAt: row.created_at,
    read: true,
  }
  return ok({ message, unread: unreadCount(db, sessionId(ctx)) })
}

function readAll({ db, memberId }: RouteContext) {
  const changed = db
    .prepare('UPDATE member_messages SET read_at = ? WHERE member_id = ? AND read_at IS NULL')
    .run(Date.now(), memberId).changes
  return ok({ changed, unread: 0 })
}

function deleteMessage(ctx: MessageContext) {
  const { db, body, memberId } = ctx
  const id = messageId(body)
  if (id === null) return badRequest('id must be a message id')
  const removed = db
    .prepare('DELETE FROM member_messages WHERE id = ? AND member_id = ?')
    .run(id, memberId).changes
  if (!removed) return MESSAGE_NOT_FOUND()
  return ok({ unread: unreadCount(db, sessionId(ctx)) })
}

export const messageRoutes: Route[] = [
  route({ method: 'GET', path: '/wps/relay/CSP_messageList', token: true, handler: messageList }),
  route({
    method: 'POST',
    path: '/wps/relay/CSP_readMessage',
    token: true,
    schema: { body: MessageBody },
    handler: readMessage,
  }),
  route({ method: 'POST', path: '/wps/relay/CSP_readAllMessages', token: true, handler: readAll }),
  route({
    method: 'POST',
    path: '/wps/relay/CSP_deleteMessage',
    token: true,
    schema: { body: MessageBody },
    handler: deleteMessage,
  }),
]
