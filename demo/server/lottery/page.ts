// The demo lottery page a lobby launch opens (/demo/lottery/play?ticket=…) and the demo chat page a
// chat launch opens (/demo/chat?ticket=…). Both say plainly that they are demos. The lottery page
// shows the payload it was launched with (LOTT-5/6), the games of its prize mode, the open issue
// with the hash of its secret and its cut-off (API-51 (fair draw), API-51 (cut-off)), the latest draws with their
// revealed secrets, and takes a bet through the platform's bet call (POST /lotto/lgw/games/bet,
// lottery/bet-routes.ts) with its launch ticket. A placed bet is told to the page that framed this
// one (a `lobbykit:lottery-bet` message), so the site's header balance follows at once.
import { randomBytes } from 'node:crypto'
import { BodyError, readBody } from '../platform/body'
import { findMemberById } from '../platform/members'
import { loadSettings } from '../platform/settings'
import { CHAT_LINE_MAX, CHAT_MODELS, addChatLine, chatLines, findChat } from './live-data'
import { LOTTERY_GAMES, findLotteryGame, firstNumbers, oddsOf } from './catalogue'
import { BET_PATH, STAKE_MAX, STAKE_MIN } from './bet-routes'
import { latestDraws, openIssueInfo, runDueDraws } from './data'
import { ticketMember } from './tickets'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Database } from 'better-sqlite3'
const PAYLOAD_FIELDS = [
  'lottoArea',
  'launchMode',
  'lottoPrizeMode',
  'lottoGameCode',
  'lottoView',
  'device',
  'backUrl',
  'language',
]
/** The message a placed bet sends to the framing page (the site refreshes its balance). */
export const BET_MESSAGE = 'lobbykit:lottery-bet'

function esc(text: unknown) {
  return String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

function send(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  })
  res.end(res.req.method === 'HEAD' ? undefined : body)
}

function redirect(res: ServerResponse, location: string) {
  res.writeHead(303, { Location: location, 'Cache-Control': 'no-store' })
  res.end()
}

function page(title: string, body: string, lang: string = 'en') {
  return `<!doctype html><html lang="${lang === 'UR' ? 'ur' : 'en'}" dir="${lang === 'UR' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title><style>
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#14181f;color:#f1f3f6;padding:16px;box-sizing:border-box}
main{max-width:760px;margin:0 auto;display:grid;gap:16px}
.demo{justify-self:start;background:#ffd23f;color:#14181f;font-weight:700;padding:6px 14px;border-radius:99px}
h1,h2{margin:0}h1{font-size:24px}h2{font-size:18px}p{margin:0;color:#c9d1dc}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px;margin:0;background:#1f2530;padding:12px;border-radius:10px}
dt{color:#aab4c3}dd{margin:0;font-family:ui-monospace,monospace;word-break:break-all}
ul{margin:0;padding-inline-start:20px}a{color:#8cc4ff}
.balls{display:flex;gap:6px;flex-wrap:wrap;list-style:none;padding:0}.balls li{min-width:32px;height:32px;border-radius:50%;background:#3f8cff;display:grid;place-items:center;font-weight:700}
form{display:grid;gap:8px;background:#1f2530;padding:12px;border-radius:10px}label{display:grid;gap:4px}
input,select,textarea{font:inherit;padding:10px;border-radius:8px;border:1px solid #56627a;background:#0f131a;color:#f1f3f6;min-height:44px;box-sizing:border-box}
button{font:inherit;font-weight:700;padding:10px 24px;border-radius:10px;border:0;background:#3f8cff;color:#0b0e13;min-height:44px;cursor:pointer;justify-self:start}
.ok{color:#7ee2a8}.err{color:#ff9b9b}.line{padding:8px 12px;border-radius:10px;background:#1f2530}.line.member{background:#24416b}
</style></head><body><main>${body}</main></body></html>`
}

const balls = (numbers: number[]) => `<ul class="balls">${numbers.map((n) => `<li>${n}</li>`).join('')}</ul>`

/** The live launch of a ticket (ROUTE-26 (ticket bound to the session)), or null once it has ended. */
function findLaunch(db: Database, req: IncomingMessage, ticket: string, now: number) {
  const ttlMinutes = loadSettings(db).tokenTtlMinutes
  return ticketMember({ db, now, req, ttlMinutes }, ticket).launch ?? null
}

/** The page's script: the bet through the platform call, the cut-off and the next issue on time. */
function betScript(closesInMs: number, drawInMs: number) {
  return `<script>(() => {
const form = document.getElementById('bet-form'); const error = document.getElementById('bet-error')
const closed = document.getElementById('betting-closed'); const button = form.querySelector('button')
const close = () => { button.disabled = true; closed.hidden = false }
if (${closesInMs} <= 0) close(); else setTimeout(close, ${closesInMs})
setTimeout(() => location.reload(), ${drawInMs} + 1500)
form.addEventListener('submit', async (event) => {
  event.preventDefault(); error.textContent = ''; button.disabled = true
  const body = Object.fromEntries(new FormData(form))
  try {
    const response = await fetch(${JSON.stringify(BET_PATH)}, { method: 'POST', body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json', Merchant: 'demo-lottery', Device: 'web', modID: 'LOTTO3',
        Language: document.documentElement.lang === 'ur' ? 'UR' : 'EN' } })
    const answer = await response.json()
    if (!answer.success) { error.textContent = answer.message; if (answer.errorCode === 'BETTING_CLOSED') close(); else button.disabled = false; return }
    if (parent !== window) parent.postMessage({ type: ${JSON.stringify(BET_MESSAGE)}, betId: answer.value.betId, balance: answer.value.balance }, '*')
    const url = new URL(location.href); url.searchParams.set('placed', answer.value.betId); location.replace(url.href)
  } catch { error.textContent = 'The bet could not be sent; check the connection and try again.'; button.disabled = false }
})
})()</script>`
}

function lotteryPage(
  db: Database,
  req: IncomingMessage,
  url: URL,
  now: number,
): { status: number; html: string } {
  const ticket = url.searchParams.get('ticket') ?? ''
  const launch = findLaunch(db, req, ticket, now)
  if (!launch)
    return {
      status: 404,
      html: page(
        'Lottery link expired',
        '<span class="demo">DEMO LOTTERY</span><h1>This lottery link has ended</h1><p>You signed out, your password changed, play is paused on your account, or the link is over an hour old. Open the lottery again from the site.</p>',
      ),
    }
  runDueDraws(db, now)
  const { payload } = launch
  const member = findMemberById(db, launch.memberId)
  const chosen = url.searchParams.get('game') ?? payload.lottoGameCode
  const game = chosen ? findLotteryGame(chosen) : undefined
  const inMode = game && game.mode === payload.lottoPrizeMode ? game : undefined
  const rows = PAYLOAD_FIELDS.map(
    (field) => `<dt>${field}</dt><dd data-field="${field}">${esc(payload[field] ?? '')}</dd>`,
  ).join('')
  const back = /^(https?:\/\/|\/(?!\/))/i.test(payload.backUrl ?? '')
    ? `<a href="${esc(payload.backUrl)}" target="_top">Back to the lottery lobby</a>`
    : ''
  const base = `/demo/lottery/play?ticket=${encodeURIComponent(ticket)}`
  const games = LOTTERY_GAMES.filter((g) => g.mode === payload.lottoPrizeMode)
  let body = `<span class="demo">DEMO LOTTERY · DEMO CREDITS, NO REAL MONEY</span>
<h1 id="lottery-title">${inMode ? esc(inMode.name) : `${esc(payload.lottoPrizeMode)} lottery lobby`}</h1>
<p>Playing as <strong id="member">${esc(member?.username ?? 'member')}</strong> · balance <strong id="balance">${esc(member?.balance?.toFixed(2) ?? '0.00')}</strong>. This page stands in for the lottery vendor's lobby.</p>
<section aria-labelledby="payload-title"><h2 id="payload-title">Launched with</h2><dl id="launch-payload">${rows}</dl></section>`
  if (!inMode) {
    body += `<section aria-labelledby="games-title"><h2 id="games-title">Games of prize mode ${esc(payload.lottoPrizeMode)}</h2><ul>${games
      .map(
        (g) =>
          `<li><a href="${base}&amp;game=${encodeURIComponent(g.code)}">${esc(g.name)}</a> · every ${g.minutes} min</li>`,
      )
      .join('')}</ul></section>`
  } else {
    const open = openIssueInfo(db, inMode, now)
    const draws = latestDraws(db, inMode, 5)
    const placed = url.searchParams.get('placed')
    const bets = db
      .prepare(
        'SELECT id, issue, pick, stake, status, payout FROM lottery_bets WHERE ticket = ? AND game_code = ? ORDER BY id DESC LIMIT 5',
      )
      .all(ticket, inMode.code) as {
      id: number
      issue: number
      pick: number
      stake: number
      status: string
      payout: number
    }[]
    const time = (ms: number) =>
      `<time datetime="${new Date(ms).toISOString()}">${new Date(ms).toISOString().slice(11, 19)} UTC</time>`
    const isClosed = now >= open.closesAt
    body += `<section aria-labelledby="draw-title"><h2 id="draw-title">Issue <span id="open-issue">${esc(open.issue)}</span></h2>
<p>Betting closes at ${time(open.closesAt)}; drawn at ${time(open.nextDrawAt)}; a draw every ${inMode.minutes} min.</p>
<p>Hash of this issue's secret (SHA-256), published before betting closes: <code id="secret-hash">${esc(open.secretHash)}</code>. The secret is shown with the result.</p></section>
<section aria-labelledby="results-title"><h2 id="results-title">Latest results</h2>${
      draws.length
        ? `<ol id="results">${draws.map((d) => `<li data-issue="${esc(d.issue)}">Issue ${esc(d.issue)}: ${balls(d.numbers)}<small>secret <code>${esc(d.secret ?? '')}</code></small></li>`).join('')}</ol>`
        : '<p>No draw yet: the first result comes at the end of this issue.</p>'
    }</section>
<form id="bet-form" method="post" action="${BET_PATH}" aria-labelledby="bet-title"><h2 id="bet-title">Bet on the first number (pays ${oddsOf(inMode)} ×)</h2>
<input type="hidden" name="ticket" value="${esc(ticket)}"><input type="hidden" name="gameCode" value="${esc(inMode.code)}">
<input type="hidden" name="issue" value="${esc(open.issue)}">
<input type="hidden" name="requestId" value="${randomBytes(12).toString('base64url')}">
<label>First number <select name="pick">${firstNumbers(inMode.format)
      .map((n) => `<option>${n}</option>`)
      .join('')}</select></label>
<label>Stake <input name="stake" inputmode="decimal" pattern="\\d+(\\.\\d{1,2})?" value="10" required aria-describedby="stake-hint"></label>
<p id="stake-hint">From ${STAKE_MIN} to ${STAKE_MAX}, at most 2 decimals.</p>
<button type="submit"${isClosed ? ' disabled' : ''}>Place bet (demo)</button>
<p class="err" role="status" id="betting-closed"${isClosed ? '' : ' hidden'}>Betting closed for issue ${esc(open.issue)}: the draw is at ${time(open.nextDrawAt)}, then the next issue opens.</p>
${placed ? `<p class="ok" role="status" id="bet-placed">Bet ${esc(placed)} placed.</p>` : ''}
<p class="err" role="alert" id="bet-error"></p>
</form>${betScript(open.closesAt - now, open.nextDrawAt - now)}
${bets.length ? `<section aria-labelledby="bets-title"><h2 id="bets-title">Your bets</h2><ul id="bets">${bets.map((b) => `<li>#${b.id} issue ${b.issue}: ${b.pick} for ${b.stake.toFixed(2)} · ${b.status}${b.status === 'WON' ? ` +${b.payout.toFixed(2)}` : ''}</li>`).join('')}</ul></section>` : ''}
<p><a href="${base}&amp;game=">All games of this prize mode</a></p>`
  }
  body += back ? `<p>${back}</p>` : ''
  return {
    status: 200,
    html: page(`${inMode?.name ?? 'Lottery lobby'} — demo lottery`, body, payload.language),
  }
}

function chatPage(db: Database, url: URL) {
  const ticket = url.searchParams.get('ticket') ?? ''
  const chat = findChat(db, ticket)
  const model = chat && CHAT_MODELS.find((m) => m.modelId === chat.model_id)
  if (!chat || !model)
    return {
      status: 404,
      html: page(
        'Chat ended',
        '<span class="demo">DEMO CHAT</span><h1>This chat has ended</h1><p>Start a new chat from the site.</p>',
      ),
    }
  const lines = chatLines(db, ticket)
  const error = url.searchParams.get('error')
  const body = `<span class="demo">DEMO CHAT · A SCRIPT, NOT A REAL PERSON</span>
<h1 id="chat-title">Chat with ${esc(model.name)}</h1>
<ol id="chat-lines" aria-live="polite" style="list-style:none;padding:0;display:grid;gap:8px">${lines
    .map(
      (l) =>
        `<li class="line ${l.sender}"><strong>${l.sender === 'model' ? esc(model.name) : 'You'}:</strong> ${esc(l.text)}</li>`,
    )
    .join('')}</ol>
<form method="post" action="/demo/chat/send"><input type="hidden" name="ticket" value="${esc(ticket)}">
<label>Your message <input name="text" maxlength="${CHAT_LINE_MAX}" required aria-describedby="chat-hint"></label>
<p id="chat-hint">At most ${CHAT_LINE_MAX} characters.</p>
${error ? `<p class="err" role="alert">Write 1 to ${CHAT_LINE_MAX} characters.</p>` : ''}
<button type="submit">Send</button></form>`
  return { status: 200, html: page(`Chat with ${model.name} — demo chat`, body) }
}

/**
 * Serves the demo lottery and chat pages; answers false for other paths.
 */
export async function serveLotteryPage(
  db: Database,
  clock: () => number,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
) {
  const now = clock()
  if (url.pathname === '/demo/lottery/play' && (req.method === 'GET' || req.method === 'HEAD')) {
    const { status, html } = lotteryPage(db, req, url, now)
    send(res, status, html)
    return true
  }
  if (url.pathname === '/demo/chat' && (req.method === 'GET' || req.method === 'HEAD')) {
    const { status, html } = chatPage(db, url)
    send(res, status, html)
    return true
  }
  if (req.method !== 'POST' || url.pathname !== '/demo/chat/send') return false
  let body: Record<string, unknown>
  try {
    body = await readBody(req)
  } catch (error) {
    if (!(error instanceof BodyError)) throw error
    send(res, error.status, page('Bad request', `<h1>${esc(error.message)}</h1>`))
    return true
  }
  const ticket = String(body.ticket ?? '')
  if (!findChat(db, ticket)) return (send(res, 404, chatPage(db, url).html), true)
  const text = String(body.text ?? '').trim()
  const back = `/demo/chat?ticket=${encodeURIComponent(ticket)}`
  if (!text || text.length > CHAT_LINE_MAX) return (redirect(res, `${back}&error=length`), true)
  addChatLine(db, ticket, text, now)
  return (redirect(res, back), true)
}
