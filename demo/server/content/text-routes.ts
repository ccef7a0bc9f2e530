// The demo control API's editor of the texts the server sends in each language (I18N): marquee
// notices, popup and promotion announcements (the F audience's are the welcome popup's news),
// banners, the maintenance and region texts and the licence line. Saving writes one language and
// leaves every other as it was; each refusal says which value is wrong.
//   GET    /demo/api/texts                                every text in every language, with the limits
//   PUT    /demo/api/texts/:lang                          { maintenanceTitle?, maintenanceInfo?, regionInfo?, licence? }
//   PUT    /demo/api/announcements/:id/texts/:lang        { title, content } (content: not for a notice)
//   PUT    /demo/api/banners/:id/texts/:lang              { title }
//   DELETE /demo/api/announcements|banners/:id/texts/:lang  that language's text (another answers instead)
import { TEXT_LIMITS, loadSettings, mergeSettings, saveSettings } from '../platform/settings'
import { allTexts, removeText, setAnnouncementText, setBannerText } from './data'
import { CONTENT_MAX, TITLE_MAX, brandLanguage, text } from './routes'
import type { DemoContext, DemoRoute } from '../platform/demo-routes'

const reply = (status: number, body: unknown) => ({ status, body })

/** The settings texts: where each lives in the settings. */
const SETTINGS_TEXTS = ['maintenanceTitle', 'maintenanceInfo', 'regionInfo', 'licence'] as const

const ID = ':id(^\\d{1,9}$)'
const LANG = ':lang(^[A-Za-z-]{2,8}$)'

function textsNow({ db }: DemoContext) {
  const settings = loadSettings(db)
  const { languages, defaultLanguage } = settings.brand
  return {
    languages,
    defaultLanguage,
    limits: { ...TEXT_LIMITS, title: TITLE_MAX, content: CONTENT_MAX },
    settings: {
      maintenanceTitle: settings.maintenanceTitle,
      maintenanceInfo: settings.maintenanceInfo,
      regionInfo: settings.regionInfo,
      licence: settings.brand.licence,
    },
    ...allTexts(db),
  }
}

/** PUT /demo/api/texts/:lang: the settings texts of one language. */
function saveSettingsTexts(ctx: DemoContext) {
  const { db, body, params } = ctx
  const lang = brandLanguage(db, params[0])
  if (lang.error !== undefined) return reply(400, { error: lang.error })
  const unknown = Object.keys(body).find((key) => !(SETTINGS_TEXTS as readonly string[]).includes(key))
  if (unknown) return reply(400, { error: `Unknown text ${unknown}: one of ${SETTINGS_TEXTS.join(', ')}` })
  if (!Object.keys(body).length)
    return reply(400, { error: `Name at least one of ${SETTINGS_TEXTS.join(', ')}` })
  const patch: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(body)) {
    const checked = text({ [key]: value ?? '' }, key, TEXT_LIMITS[key] as number, false)
    if (checked.error !== undefined) return reply(400, { error: checked.error })
    const inLanguage = { [lang.value]: checked.value ?? '' }
    if (key === 'licence') patch.brand = { licence: inLanguage }
    else patch[key] = inLanguage
  }
  try {
    saveSettings(db, mergeSettings(loadSettings(db), patch))
  } catch (error) {
    if (error instanceof TypeError) return reply(400, { error: error.message })
    throw error
  }
  return reply(200, textsNow(ctx))
}

/** PUT /demo/api/announcements/:id/texts/:lang: one language's title and content of an announcement. */
function saveAnnouncementText(ctx: DemoContext) {
  const { db, body, params } = ctx
  const lang = brandLanguage(db, params[1])
  if (lang.error !== undefined) return reply(400, { error: lang.error })
  const id = Number(params[0])
  const item = db.prepare('SELECT type FROM announcements WHERE id = ?').get(id) as
    { type: string } | undefined
  if (!item) return reply(404, { error: `No announcement or notice #${id}` })
  const title = text(body, 'title', TITLE_MAX)
  if (title.error !== undefined) return reply(400, { error: title.error })
  if (item.type === 'PL' && body.content) return reply(400, { error: 'a marquee notice has a title only' })
  const content = text(body, 'content', CONTENT_MAX, item.type === 'PL' ? false : true)
  if (content.error !== undefined) return reply(400, { error: content.error })
  setAnnouncementText(db, id, lang.value, { title: title.value ?? '', content: content.value ?? '' })
  return reply(200, { id, lang: lang.value })
}

/** PUT /demo/api/banners/:id/texts/:lang: one language's title of a banner. */
function saveBannerText(ctx: DemoContext) {
  const { db, body, params } = ctx
  const lang = brandLanguage(db, params[1])
  if (lang.error !== undefined) return reply(400, { error: lang.error })
  const id = Number(params[0])
  const title = text(body, 'title', TITLE_MAX)
  if (title.error !== undefined) return reply(400, { error: title.error })
  if (!setBannerText(db, id, lang.value, title.value ?? '')) return reply(404, { error: `No banner #${id}` })
  return reply(200, { id, lang: lang.value })
}

/** DELETE …/:id/texts/:lang: that language's text goes; the item then answers in another. */
function deleteText(kind: 'announcement' | 'banner') {
  return ({ db, params }: DemoContext) => {
    const lang = brandLanguage(db, params[1])
    if (lang.error !== undefined) return reply(400, { error: lang.error })
    const id = Number(params[0])
    const result = removeText(db, kind, id, lang.value)
    if (result === 'none') return reply(404, { error: `#${id} has no text in ${lang.value}` })
    if (result === 'last')
      return reply(400, { error: `${lang.value} is the only language of #${id}: write another first` })
    return reply(200, { id, removed: lang.value })
  }
}

export const textDemoRoutes: DemoRoute[] = [
  { method: 'GET', path: '/demo/api/texts', handler: (ctx) => reply(200, textsNow(ctx)) },
  { method: 'PUT', path: `/demo/api/texts/${LANG}`, handler: saveSettingsTexts },
  { method: 'PUT', path: `/demo/api/announcements/${ID}/texts/${LANG}`, handler: saveAnnouncementText },
  {
    method: 'DELETE',
    path: `/demo/api/announcements/${ID}/texts/${LANG}`,
    handler: deleteText('announcement'),
  },
  { method: 'PUT', path: `/demo/api/banners/${ID}/texts/${LANG}`, handler: saveBannerText },
  { method: 'DELETE', path: `/demo/api/banners/${ID}/texts/${LANG}`, handler: deleteText('banner') },
]
