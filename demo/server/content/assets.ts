// Files the content widgets load that are not API calls:
// - `/ping.txt` for the speed tester (SPEED-6), answered per host name so that one server plays
//   several mirror domains: browsers resolve every `*.localhost` name to loopback, so
//   `http://slow.localhost:<port>` reaches this same server. `slow` answers after SLOW_PING_MS,
//   `backup` after BACKUP_PING_MS, `dead` drops the connection (an unreachable mirror); any
//   other host is left to platform/static.ts (an immediate answer).
// - `/content/banner-<id>.svg`: a drawn image per banner (its title on a gradient), `?lang=UR` in
//   that language (I18N; the brand's default language without it).
// - `/content/article-<id>.svg`: an article's cover (MEMBER-21…23), shapes on a gradient at its size.
import { ARTICLE_IMAGE, findArticle } from '../articles/data'
import { findBanner } from './data'
import { LANGUAGE_CODE, languageOrder } from '../platform/languages'
import { loadSettings } from '../platform/settings'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Database } from 'better-sqlite3'

/** Delays of the demo mirrors, ms (DESIGN: the speed tester shows measured numbers only). */
export const PING_DELAYS_MS = { backup: 100, slow: 600 }
/** The mirror whose connection is dropped. */
export const DEAD_MIRROR = 'dead'

const BANNER_COLOURS = [
  ['#0b5d3b', '#1b9e66'],
  ['#3b2a8f', '#7a4fd6'],
  ['#8f3b12', '#d9792b'],
  ['#12506f', '#2a9fd6'],
]

function escapeXml(value: string) {
  return value.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}

/**
 * A 1200 × 400 SVG: the banner's title on a gradient.
 */
export function bannerSvg(id: number, title: string) {
  const [from, to] = BANNER_COLOURS[id % BANNER_COLOURS.length] as [string, string]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="1200" height="400" fill="url(#g)"/>
<circle cx="1040" cy="90" r="150" fill="#ffffff" opacity="0.08"/><circle cx="150" cy="380" r="120" fill="#ffffff" opacity="0.06"/>
<text x="600" y="215" fill="#ffffff" font-family="Arial, sans-serif" font-size="54" font-weight="700" text-anchor="middle">${escapeXml(title)}</text>
</svg>`
}

/**
 * An article's cover at ARTICLE_IMAGE's size: shapes on a gradient, no words (the page shows the
 * title in the reader's language beside it; the image is decorative).
 */
export function articleSvg(id: number) {
  const { width, height } = ARTICLE_IMAGE
  const [from, to] = BANNER_COLOURS[(id + 1) % BANNER_COLOURS.length] as [string, string]
  const shift = (id * 137) % 400
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<circle cx="${860 + shift / 2}" cy="140" r="190" fill="#ffffff" opacity="0.1"/><circle cx="${120 + shift}" cy="600" r="160" fill="#ffffff" opacity="0.07"/>
<rect x="${380 + shift / 4}" y="230" width="300" height="170" rx="24" fill="#ffffff" opacity="0.14"/>
<rect x="${420 + shift / 4}" y="270" width="220" height="18" rx="9" fill="#ffffff" opacity="0.5"/>
<rect x="${420 + shift / 4}" y="310" width="160" height="18" rx="9" fill="#ffffff" opacity="0.35"/>
<rect x="${420 + shift / 4}" y="350" width="190" height="18" rx="9" fill="#ffffff" opacity="0.35"/>
</svg>`
}

/**
 * HDR-1: the demo brand's logo, a 160 × 40 wordmark for the light or the dark theme.
 */
export function logoSvg(theme: 'light' | 'dark') {
  const [text, accent] = theme === 'dark' ? ['#f5f7fa', '#7cc4ff'] : ['#14181f', '#0b5cad']
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40">
<rect x="2" y="6" width="28" height="28" rx="7" fill="${accent}"/><path d="M10 13v14h12v-4h-8V13z" fill="${theme === 'dark' ? '#14181f' : '#ffffff'}"/>
<text x="38" y="28" fill="${text}" font-family="Arial, sans-serif" font-size="22" font-weight="700">lobby<tspan fill="${accent}">kit</tspan></text>
</svg>`
}

/**
 * Answers `/ping.txt` for the demo mirrors and the banner images; false for any other request.
 */
export async function serveContentAsset(req: IncomingMessage, res: ServerResponse, url: URL, db: Database) {
  if (url.pathname === '/ping.txt') {
    const mirror = String(req.headers.host ?? '').split('.')[0] ?? ''
    if (mirror === DEAD_MIRROR) {
      req.socket.destroy()
      return true
    }
    const delay = PING_DELAYS_MS[mirror as keyof typeof PING_DELAYS_MS]
    if (delay === undefined) return false
    await new Promise((resolve) => setTimeout(resolve, delay))
    if (res.destroyed) return true
    // The same headers as the immediate ping (platform/static.ts): with nosniff a browser settles a no-cors
    // text answer at once instead of keeping the request open to sniff it.
    res.writeHead(200, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': 4,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Access-Control-Allow-Origin': '*',
    })
    res.end(req.method === 'HEAD' ? undefined : 'pong')
    return true
  }
  const logo = /^\/content\/logo-(light|dark)\.svg$/.exec(url.pathname)
  const match = /^\/content\/banner-(\d{1,9})\.svg$/.exec(url.pathname)
  const lang = (url.searchParams.get('lang') ?? '').toUpperCase()
  const banner = match
    ? findBanner(
        db,
        Number(match[1]),
        languageOrder(LANGUAGE_CODE.test(lang) ? lang : null, loadSettings(db).brand),
      )
    : undefined
  const cover = /^\/content\/article-(\d{1,9})\.svg$/.exec(url.pathname)
  const article = cover ? findArticle(db, Number(cover[1])) : undefined
  if (!logo && !banner && !article) return false
  const body = logo
    ? logoSvg(logo[1] as 'light' | 'dark')
    : article
      ? articleSvg(article.id)
      : bannerSvg((banner as NonNullable<typeof banner>).id, (banner as NonNullable<typeof banner>).title)
  res.writeHead(200, {
    'Content-Type': 'image/svg+xml',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-cache',
    'Access-Control-Allow-Origin': '*',
    'X-Content-Type-Options': 'nosniff',
  })
  res.end(req.method === 'HEAD' ? undefined : body)
  return true
}
