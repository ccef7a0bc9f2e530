// The demo brand's own pages that the site links out to, served by the reference server so that no
// link of the demo leads to a domain that does not exist:
// - /demo/app: the app-download page the /down page's "Get the app" buttons open (SYS-4): each
//   platform's version and oldest system, a QR code that opens the page on a phone, the steps.
//   The links to it carry no session token (C-5; MENU-20 asks for one, the decision refuses it).
// - /demo/licence: the licence register the footer's "Check the licence" opens (C-14): the brand's
//   name, its licence number and statement from brand config, as a regulator's validation page shows.
// Both name themselves as the demo's stand-ins; an operator points brand config at its real ones.
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Database } from 'better-sqlite3'
import { renderSVG } from 'uqr'
import { pageHeaders } from '../platform/static'
import { languageOrder, pickText } from '../platform/languages'
import { loadSettings, withOrigin } from '../platform/settings'
import { APP_BUILDS } from './app-builds'

const esc = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** A page in the site's look, light or dark as the reader's system asks. */
function page(title: string, brandName: string, logo: Logo, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)} · ${esc(brandName)}</title><style>
:root{color-scheme:light dark;--bg:#f3f5f8;--card:#fff;--text:#151a23;--muted:#566070;--accent:#0b5cad;--line:#c9d0da}
@media (prefers-color-scheme:dark){:root{--bg:#11151c;--card:#1c222d;--text:#e9edf3;--muted:#a5afbd;--accent:#7cc4ff;--line:#3a4352}}
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:var(--bg);color:var(--text);padding:16px}
main{max-width:760px;margin:0 auto;display:grid;gap:16px}
header{display:flex;align-items:center;gap:12px;flex-wrap:wrap}
.note{margin:0;padding:10px 12px;border-radius:8px;border:1px solid var(--line);color:var(--muted)}
h1,h2,p{margin:0}h1{font-size:24px}h2{font-size:19px}
.cards{display:grid;gap:16px;grid-template-columns:repeat(auto-fit,minmax(260px,1fr));padding:0;margin:0;list-style:none}
.card{background:var(--card);border:1px solid var(--line);border-radius:12px;padding:16px;display:grid;gap:10px;align-content:start}
.qr{width:168px;height:168px;background:#fff;border-radius:8px;justify-self:start}
.muted{color:var(--muted)}a{color:var(--accent)}
.button{display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:0 20px;border-radius:10px;
background:var(--accent);color:var(--card);font-weight:700;text-decoration:none;justify-self:start}
dl{display:grid;grid-template-columns:max-content 1fr;gap:6px 16px;margin:0}dt{color:var(--muted)}dd{margin:0;font-weight:600}
ol{margin:0;padding-inline-start:20px}
</style></head><body><main>
<header>${
    logo.light
      ? `<a href="/"><picture>${logo.dark ? `<source srcset="${esc(logo.dark)}" media="(prefers-color-scheme: dark)">` : ''}<img src="${esc(logo.light)}" alt="${esc(brandName)} — home" width="160" height="40"></picture></a>`
      : ''
  }</header>
${body}
<p><a href="/">Back to ${esc(brandName)}</a></p>
</main></body></html>`
}

type Logo = { light: string | null; dark: string | null }

/** The brand's name and logos for each theme (absolute, as the status call gives them; HDR-1). */
function brandOf(db: Database, origin: string) {
  const brand = loadSettings(db).brand
  const absolute = (url: string | undefined) => {
    const full = url ? withOrigin(url, origin) : ''
    return /^https?:\/\//.test(full) ? full : null
  }
  const logo: Logo = { light: absolute(brand?.logo?.light), dark: absolute(brand?.logo?.dark) }
  return { brand, name: brand?.name || 'lobbykit', logo }
}

/** What a visitor does with the page (the install guide of each phone is the site's /down page). */
const STEPS = [
  'Scan the code with your phone: this page opens there.',
  'Install the app for your phone, following the install guide on the App download page.',
  'Open the app and log in with your account.',
]

/** SYS-4: each platform's card. */
function appPage(db: Database, origin: string) {
  const { name, logo } = brandOf(db, origin)
  const cards = (Object.keys(APP_BUILDS) as (keyof typeof APP_BUILDS)[])
    .map((platform) => {
      const build = APP_BUILDS[platform]
      const label = platform === 'ios' ? 'iPhone and iPad (iOS)' : 'Android'
      const here = `${origin}/demo/app#${platform}`
      const qr = renderSVG(here, { ecc: 'M', border: 2 }).replace(
        '<svg ',
        `<svg class="qr" role="img" aria-label="QR code: opens this page on your phone (${esc(label)})" `,
      )
      return `<li class="card" id="${platform}" data-platform="${platform}">
<h2>${esc(label)}</h2>
<p class="muted">Version ${esc(build.version)} · needs ${esc(build.minOs)} or later</p>
${qr}
<ol>${STEPS.map((step) => `<li>${esc(step)}</li>`).join('')}</ol>
</li>`
    })
    .join('\n')
  return page(
    'Get the app',
    name,
    logo,
    `<h1>Get the ${esc(name)} app</h1>
<p class="note">The demo brand's download page, served by the lobbykit reference server. The demo brand
publishes no app files; an operator's page links its App Store and Google Play listings here.</p>
<p><a href="/down">App download: the install guide for each phone</a></p>
<ul class="cards">${cards}</ul>`,
  )
}

/** C-14: the licence as brand config states it; without one, the register says so. */
function licencePage(db: Database, origin: string) {
  const { brand, name, logo } = brandOf(db, origin)
  const number = brand?.licenceNumber
  // The register is the regulator's page: its statement in the brand's default language (I18N).
  const statement = brand && pickText(brand.licence, languageOrder(null, brand))
  const body = number
    ? `<dl data-licence>
<dt>Licence holder</dt><dd>${esc(name)}</dd>
<dt>Licence number</dt><dd dir="ltr">${esc(number)}</dd>
<dt>Status</dt><dd>Listed in this register</dd>
</dl>
${statement ? `<p>${esc(statement)}</p>` : ''}`
    : `<p role="status">${esc(name)} has no licence in this register.</p>`
  return page(
    'Licence register',
    name,
    logo,
    `<h1>Licence register</h1>
<p class="note">The demo's stand-in for a regulator's validation page, served by the lobbykit reference
server from brand config. An operator points <code>licenceUrl</code> at its regulator's live seal.</p>
<section class="card" aria-labelledby="holder"><h2 id="holder">${esc(name)}</h2>${body}</section>`,
  )
}

/** Answers /demo/app and /demo/licence; false for any other path. */
export function serveBrandPage(
  db: Database,
  origin: string,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
) {
  const pages: Record<string, () => string> = {
    '/demo/app': () => appPage(db, origin),
    '/demo/licence': () => licencePage(db, origin),
  }
  const render = pages[url.pathname]
  if (!render) return false
  const body = render()
  res.writeHead(200, {
    ...pageHeaders(),
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
  })
  res.end(req.method === 'HEAD' ? undefined : body)
  return true
}
