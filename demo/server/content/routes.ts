// Home-page content: the notice call (API-57: banners, player, popup, promotion), the unread
// count (API-61), domain routes (SPEED-2); and the demo control calls that add content.
//
// NS-26: the spec lists a type H beside B, PL, PU and PR but never says what it returns, and the
// answer has only the four parts. The server accepts H (a client asking for it is not wrong) and
// adds nothing for it; lobbykit's widgets do not send it.
// ANN-12..14 (C-8): who sees which announcement is decided here, not only in the client: the
// audiences asked for (`execution`) are cut to those the caller may see — A and F need a live
// session, B is for visitors.
// I18N: every text is answered in the caller's language (the Language header), else the brand's
// default language, else any the item has (platform/languages.ts).
import { badRequest, ok } from '../platform/envelope'
import { unreadCount } from '../member-records/data'
import { loadSettings, withOrigin } from '../platform/settings'
import { languageOrder, requestLanguage } from '../platform/languages'
import { isFirstLoginSession, touchSession } from '../platform/sessions'
import {
  BANNER_GROUPS,
  EXECUTIONS,
  LINKAGE_TYPES,
  NOTICE_TYPES,
  addAnnouncement,
  addBanner,
  listAnnouncements,
  listBanners,
} from './data'
import { route } from '../platform/context'
import type { Route, RouteContext } from '../platform/context'
import type { NewAnnouncement, PopupModal } from './data'
import type { Database } from 'better-sqlite3'
import type { DemoRoute } from '../platform/demo-routes'

export const TITLE_MAX = 200
export const CONTENT_MAX = 20_000
const URL_MAX = 500

/** Whether `value` is one of `list` (a list of codes). */
function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return (list as readonly unknown[]).includes(value)
}

function listParam(text: string | null) {
  return (text ?? '')
    .split(',')
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean)
}

function notices(ctx: RouteContext) {
  const { query, db, settings, token, origin, req } = ctx
  const types = listParam(query.get('types'))
  if (!types.length) return badRequest('types is required (B, PL, PU, PR, H)')
  const unknown = types.find((t) => !isOneOf(NOTICE_TYPES, t))
  if (unknown) return badRequest(`Unknown notice type ${unknown}`)
  const platform = query.get('platform') ?? 'W'
  if (platform !== 'W') return badRequest('platform must be W')
  const asked = listParam(query.get('execution') || 'B')
  const badExecution = asked.find((e) => !isOneOf(EXECUTIONS, e))
  if (badExecution) return badRequest(`Unknown execution ${badExecution}`)

  const memberId = touchSession(db, token, settings.tokenTtlMinutes)
  // ANN-13: first-login announcements go to a member on their first login only.
  const allowed = memberId ? (isFirstLoginSession(db, token) ? ['A', 'F'] : ['A']) : ['B']
  const audiences = asked.filter((e) => allowed.includes(e))

  const order = languageOrder(requestLanguage(req), settings.brand)
  const value: Record<string, unknown> = {}
  if (types.includes('B')) value.banners = listBanners(db, origin, order, settings.brand.defaultLanguage)
  // The marquee is for everyone: notices have no audience (spec §3 Notice: id, title).
  if (types.includes('PL'))
    value.player = listAnnouncements(db, 'PL', [...EXECUTIONS], order).map(({ id, title }) => ({ id, title }))
  if (types.includes('PU')) value.popup = listAnnouncements(db, 'PU', audiences, order)
  if (types.includes('PR')) value.promotion = listAnnouncements(db, 'PR', audiences, order)
  return ok(value)
}

export const contentRoutes: Route[] = [
  { method: 'GET', path: '/wps/relay/MCSFE_getListAnnouncements', handler: notices },
  route({
    method: 'GET',
    path: '/wps/relay/CSP_unreadCount',
    token: true,
    handler: ({ db, memberId }) => ok({ count: unreadCount(db, memberId) }),
  }),
  {
    // SPEED-2: the mirror domains; `{origin}` / `{port}` in the settings become this server.
    method: 'GET',
    path: '/wps/system/domainRoute',
    handler: ({ settings, origin }) =>
      ok({
        domainList: settings.domainRoute.map(({ domainName }) => ({
          domainName: withOrigin(domainName, origin),
        })),
      }),
  },
]

function reply(status: number, body: unknown) {
  return { status, body }
}

type DemoBody = Record<string, unknown>

/**
 * The language a demo body writes in (`lang`): one of the brand's languages, its default when
 * absent; or an error message.
 */
export function brandLanguage(
  db: Database,
  lang: unknown,
): { value: string; error?: undefined } | { error: string } {
  const { languages, defaultLanguage } = loadSettings(db).brand
  if (lang === undefined || lang === null || lang === '') return { value: defaultLanguage }
  const code = typeof lang === 'string' ? lang.trim().toUpperCase() : ''
  if (!languages.includes(code))
    return { error: `lang must be one of the brand's languages: ${languages.join(', ')}` }
  return { value: code }
}

/**
 * A text field of a demo body (required unless said), or an error message.
 */
export function text(
  body: DemoBody,
  name: string,
  max: number,
  required = true,
): { value: string | null; error?: undefined } | { value?: undefined; error: string } {
  const value = body[name]
  if (value === undefined || value === null || value === '')
    return required ? { error: `${name} is required` } : { value: null }
  if (typeof value !== 'string') return { error: `${name} must be a string` }
  if (value.length > max) return { error: `${name} must be at most ${max} characters` }
  return { value }
}

const MODAL_ICONS = ['info', 'success', 'warning', 'error'] as const

type AnnouncementType = NewAnnouncement['type']

/**
 * A popup message's `modal` (POP-12..14), or an error message: an object with an optional
 * icon, buttons ({ label, url? }), closeOnCover and autoCloseMs.
 */
function checkModal(modal: unknown): { value?: PopupModal; error?: string } {
  if (modal === undefined || modal === null) return {}
  if (typeof modal !== 'object' || Array.isArray(modal)) return { error: 'modal must be an object' }
  const { icon, buttons = [], closeOnCover, autoCloseMs } = modal as DemoBody
  if (icon !== undefined && !isOneOf(MODAL_ICONS, icon))
    return { error: `modal.icon must be one of ${MODAL_ICONS.join(', ')}` }
  if (!Array.isArray(buttons)) return { error: 'modal.buttons must be a list' }
  for (const b of buttons as unknown[]) {
    const button = typeof b === 'object' && b !== null ? (b as DemoBody) : {}
    const label = text(button, 'label', 40)
    const url = text(button, 'url', URL_MAX, false)
    if (label.error || url.error) return { error: `modal.buttons: ${label.error ?? url.error}` }
  }
  if (closeOnCover !== undefined && typeof closeOnCover !== 'boolean')
    return { error: 'modal.closeOnCover must be true or false' }
  if (
    autoCloseMs !== undefined &&
    !(typeof autoCloseMs === 'number' && Number.isFinite(autoCloseMs) && autoCloseMs >= 0)
  )
    return { error: 'modal.autoCloseMs must be milliseconds' }
  return { value: modal as PopupModal }
}

/**
 * POST /demo/api/announcements and /demo/api/notices: one handler, the allowed types differ.
 */
function addContent(types: readonly AnnouncementType[], defaultType: AnnouncementType) {
  return ({ db, body }: { db: Database; body: DemoBody }) => {
    const type = body.type ?? defaultType
    if (!isOneOf(types, type)) return reply(400, { error: `type must be one of ${types.join(', ')}` })
    const title = text(body, 'title', TITLE_MAX)
    const content = text(body, 'content', CONTENT_MAX, type !== 'PL')
    const execution = body.execution ?? 'B'
    if (title.error || content.error) return reply(400, { error: title.error ?? content.error })
    if (!isOneOf(EXECUTIONS, execution)) return reply(400, { error: 'execution must be A, B or F' })
    const startDate = body.startDate ?? Date.now()
    if (typeof startDate !== 'number' || !Number.isFinite(startDate) || startDate < 0)
      return reply(400, { error: 'startDate must be epoch milliseconds' })
    const promotionType = text(body, 'promotionType', 40, false)
    if (promotionType.error) return reply(400, { error: promotionType.error })
    const modal = checkModal(body.modal)
    if (modal.error) return reply(400, { error: modal.error })
    if (modal.value && type !== 'PU')
      return reply(400, { error: 'only a popup (PU) item can be a modal message' })
    const lang = brandLanguage(db, body.lang)
    if (lang.error !== undefined) return reply(400, { error: lang.error })
    const id = addAnnouncement(db, {
      type,
      texts: { [lang.value]: { title: title.value ?? '', content: content.value ?? '' } },
      execution,
      startDate,
      promotionType: promotionType.value,
      modal: modal.value,
    })
    return reply(201, { id })
  }
}

export const contentDemoRoutes: DemoRoute[] = [
  { method: 'POST', path: '/demo/api/announcements', handler: addContent(['PU', 'PR'], 'PU') },
  { method: 'POST', path: '/demo/api/notices', handler: addContent(['PL', 'PU', 'PR'], 'PL') },
  {
    method: 'POST',
    path: '/demo/api/banners',
    handler: ({ db, body }: { db: Database; body: DemoBody }) => {
      if (!isOneOf(BANNER_GROUPS, body.groupName))
        return reply(400, { error: `groupName must be one of ${BANNER_GROUPS.join(', ')}` })
      const title = text(body, 'title', TITLE_MAX)
      const url = text(body, 'url', URL_MAX, false)
      if (title.error || url.error) return reply(400, { error: title.error ?? url.error })
      const linkageType = body.linkageType ?? null
      if (linkageType !== null && !isOneOf(LINKAGE_TYPES, linkageType))
        return reply(400, { error: 'linkageType must be EXTERNAL, INTERNAL or null' })
      if (linkageType && !url.value) return reply(400, { error: 'a banner with a linkageType needs a url' })
      const lang = brandLanguage(db, body.lang)
      if (lang.error !== undefined) return reply(400, { error: lang.error })
      return reply(201, {
        id: addBanner(db, {
          groupName: body.groupName,
          texts: { [lang.value]: title.value ?? '' },
          url: url.value,
          linkageType,
        }),
      })
    },
  },
  {
    method: 'DELETE',
    path: '/demo/api/banners/:id(^w_[a-z]+$)',
    handler: ({ db, params }) =>
      reply(200, { removed: db.prepare('DELETE FROM banners WHERE group_name = ?').run(params[0]).changes }),
  },
]
