// Non-API game files: generated SVG art per game (/demo/games/art/<nodeId>.svg) and the small demo
// game page a launch URL opens (/demo/games/play?ticket=…), clearly a demo: no real money moves.
import { displayNameOf } from './catalogue'
import { iconAt } from './icons'
import { ensureGames, findGame } from './data'
import { findMemberById } from '../platform/members'
import { HOUR_MS } from '../platform/time'
import { roomOfTicket, roomsOf } from '../lottery/live-data'
import type { GameRow } from './catalogue'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Database } from 'better-sqlite3'

const ART = /^\/demo\/games\/art\/(\d{1,9})\.svg$/
const TICKET_TTL_MS = HOUR_MS

function escapeXml(text: string) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/**
 * A game's cover: a gradient from its id, its initials and its vendor.
 */
export function gameArt(game: GameRow) {
  const hue = (game.node_id * 47) % 360
  const initials = game.game_name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0])
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 45%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 75% 25%)"/></linearGradient></defs>
<rect width="200" height="200" fill="url(#g)"/><circle cx="150" cy="48" r="${18 + (game.node_id % 5) * 6}" fill="hsl(${(hue + 180) % 360} 80% 70% / .35)"/>
<text x="100" y="118" font-family="Verdana,Arial,sans-serif" font-size="64" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials || game.vassalage.slice(0, 2))}</text>
<text x="100" y="176" font-family="Verdana,Arial,sans-serif" font-size="18" fill="#fff" fill-opacity=".85" text-anchor="middle">${escapeXml(game.vassalage)}</text></svg>`
}

function send(
  res: ServerResponse,
  status: number,
  body: string,
  type: string,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, {
    'Content-Type': type,
    'Content-Length': Buffer.byteLength(body),
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  })
  res.end(res.req.method === 'HEAD' ? undefined : body)
}

function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeXml(title)}</title><style>
body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:16px;font:16px/1.5 system-ui,sans-serif;background:#14181f;color:#f1f3f6;text-align:center;padding:16px;box-sizing:border-box}
.demo{background:#ffd23f;color:#14181f;font-weight:700;padding:6px 14px;border-radius:99px;letter-spacing:.04em}
img{width:160px;height:160px;border-radius:16px}h1{margin:0;font-size:24px}p{margin:0;max-width:36em;color:#c9d1dc}
button{font:inherit;font-weight:700;padding:12px 28px;border-radius:10px;border:0;background:#3f8cff;color:#fff;min-height:44px;cursor:pointer}
</style></head><body>${body}</body></html>`
}

/**
 * Serves the art and the demo game page; answers false for other paths.
 */
export function serveGameAsset(db: Database, req: IncomingMessage, res: ServerResponse, url: URL) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  const icon = iconAt(url.pathname)
  if (icon !== undefined) {
    // LOBBY-24..26: vendor and game-type images, the demo's image CDN (games/icons.ts).
    if (icon === null)
      send(res, 404, 'Not found\n', 'text/plain; charset=utf-8', { 'Access-Control-Allow-Origin': '*' })
    else
      send(res, 200, icon, 'image/svg+xml', {
        'Cache-Control': 'public, max-age=86400',
        'Access-Control-Allow-Origin': '*',
      })
    return true
  }
  ensureGames(db)
  const art = ART.exec(url.pathname)
  if (art) {
    const game = findGame(db, Number(art[1]))
    if (!game) send(res, 404, 'Not found\n', 'text/plain; charset=utf-8')
    else
      send(res, 200, gameArt(game), 'image/svg+xml', {
        'Cache-Control': 'public, max-age=86400',
        'Access-Control-Allow-Origin': '*',
      })
    return true
  }
  if (url.pathname !== '/demo/games/play') return false
  const launch = db
    .prepare('SELECT * FROM launches WHERE ticket = ?')
    .get(url.searchParams.get('ticket') ?? '') as
    { node_id: number; member_id: string | null; free_play: number; created_at: number } | undefined
  const game =
    launch && Date.now() - launch.created_at < TICKET_TTL_MS ? findGame(db, launch.node_id) : undefined
  if (!launch || !game) {
    send(
      res,
      404,
      page(
        'Game not found',
        '<span class="demo">DEMO GAME</span><h1>This game link has expired</h1><p>Launch the game again from the lobby.</p>',
      ),
      'text/html; charset=utf-8',
    )
    return true
  }
  const member = launch.member_id ? findMemberById(db, launch.member_id) : undefined
  const who = launch.free_play
    ? 'Free trial: no account, no money'
    : `Playing as ${escapeXml(member?.username ?? 'member')} (demo credits only)`
  const roomId = roomOfTicket(db, url.searchParams.get('ticket') ?? '')
  const room = roomId ? roomsOf(game).find((r) => r.roomId === roomId) : undefined
  const vendor = displayNameOf(game.vassalage)
  const body = `<span class="demo">DEMO GAME · NO REAL MONEY</span>
<img src="/demo/games/art/${game.node_id}.svg" alt="">
<h1 data-node-id="${game.node_id}">${escapeXml(game.game_name)}</h1>
<p>${escapeXml(vendor)} · ${who}</p>
${room ? `<p id="room" data-room-id="${escapeXml(room.roomId)}">Room ${escapeXml(room.roomName)} · stake ${room.stake}</p>` : ''}
<p>This page stands in for the vendor's game in the lobbykit demo. Nothing here is a real game or a real bet.</p>
<button type="button" onclick="this.textContent='Spun (demo) · ' + (1 + Math.floor(Math.random() * 6))">Spin (demo)</button>`
  send(res, 200, page(`${game.game_name} — demo game`, body), 'text/html; charset=utf-8', {
    'Cache-Control': 'no-store',
  })
  return true
}
