// The demo lottery page a lobby launch opens (/demo/lottery/play?ticket=…) and the demo chat page a
// chat launch opens (/demo/chat?ticket=…). Both say plainly that they are demos. The lottery page
// shows the payload it was launched with (LOTT-5/6), the games of its prize mode, the open issue,
// the latest draws, and takes a bet (form POST /demo/lottery/bet: balance and ledger in one
// transaction, lottery/data.ts placeBet). Plain HTML forms: no script needed.
import { randomBytes } from 'node:crypto'
import { BodyError, readBody } from '../platform/body'
import { findMemberById } from '../platform/members'
import { HOUR_MS } from '../platform/time'
import { CHAT_LINE_MAX, CHAT_MODELS, addChatLine, chatLines, findChat } from './live-data'
import { LOTTERY_GAMES, drawTimeOf, findLotteryGame, firstNumbers, oddsOf, openIssue } from './catalogue'
import { STAKE_MAX, STAKE_MIN, ensureLottery, latestDraws, placeBet, runDueDraws } from './data'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Database } from 'better-sqlite3'

const TICKET_TTL_MS = HOUR_MS
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
const BET_ERRORS = {
  INSUFFICIENT_BALANCE: 'Your balance is too low for this stake.',
  BAD_PICK: 'Choose one of the numbers offered.',
  BAD_STAKE: `The stake must be from ${STAKE_MIN} to ${STAKE_MAX}.`,
  GAME_NOT_FOUND: 'This game is not in this lobby.',
}

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

/**
 * The lottery launch of a ticket, if live.
 */
function findLaunch(db: Database, ticket: string, now: number) {
  ensureLottery(db)
  const row = db.prepare('SELECT * FROM lottery_launches WHERE ticket = ?').get(ticket) as
    { ticket: string; member_id: string; payload: string; created_at: number } | undefined
  if (!row || now - row.created_at > TICKET_TTL_MS) return null
  return { ...row, payload: JSON.parse(row.payload) as Record<string, string> }
}

function lotteryPage(db: Database, url: URL, now: number): { status: number; html: string } {
  const ticket = url.searchParams.get('ticket') ?? ''
  const launch = findLaunch(db, ticket, now)
  if (!launch)
    return {
      status: 404,
      html: page(
        'Lottery link expired',
        '<span class="demo">DEMO LOTTERY</span><h1>This lottery link has expired</h1><p>Open the lottery again from the site.</p>',
      ),
    }
  runDueDraws(db, now)
  const { payload } = launch
  const member = findMemberById(db, launch.member_id)
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
    const issue = openIssue(inMode, now)
    const draws = latestDraws(db, inMode, 5)
    const placed = url.searchParams.get('placed')
    const error = url.searchParams.get('error')
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
    body += `<section aria-labelledby="draw-title"><h2 id="draw-title">Issue ${issue}</h2>
<p>Drawn at <time datetime="${new Date(drawTimeOf(inMode, issue)).toISOString()}">${new Date(drawTimeOf(inMode, issue)).toISOString().slice(11, 16)} UTC</time>; a draw every ${inMode.minutes} min.</p></section>
<section aria-labelledby="results-title"><h2 id="results-title">Latest results</h2>${
      draws.length
        ? `<ol id="results">${draws.map((d) => `<li>Issue ${esc(d.issue)}: ${balls(d.numbers)}</li>`).join('')}</ol>`
        : '<p>No draw yet: the first result comes at the end of this issue.</p>'
    }</section>
<form method="post" action="/demo/lottery/bet" aria-labelledby="bet-title"><h2 id="bet-title">Bet on the first number (pays ${oddsOf(inMode)} ×)</h2>
<input type="hidden" name="ticket" value="${esc(ticket)}"><input type="hidden" name="game" value="${esc(inMode.code)}">
<input type="hidden" name="requestId" value="${randomBytes(9).toString('base64url')}">
<label>First number <select name="pick">${firstNumbers(inMode.format)
      .map((n) => `<option>${n}</option>`)
      .join('')}</select></label>
<label>Stake <input name="stake" type="number" min="${STAKE_MIN}" max="${STAKE_MAX}" step="0.01" value="10" required></label>
<button type="submit">Place bet (demo)</button>
${placed ? `<p class="ok" role="status" id="bet-placed">Bet ${esc(placed)} placed on issue ${issue}.</p>` : ''}
${error ? `<p class="err" role="alert">${esc(BET_ERRORS[error as keyof typeof BET_ERRORS] ?? 'The bet was refused.')}</p>` : ''}
</form>
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
    const { status, html } = lotteryPage(db, url, now)
    send(res, status, html)
    return true
  }
  if (url.pathname === '/demo/chat' && (req.method === 'GET' || req.method === 'HEAD')) {
    const { status, html } = chatPage(db, url)
    send(res, status, html)
    return true
  }
  if (req.method !== 'POST' || (url.pathname !== '/demo/lottery/bet' && url.pathname !== '/demo/chat/send'))
    return false
  let body: Record<string, unknown>
  try {
    body = await readBody(req)
  } catch (error) {
    if (!(error instanceof BodyError)) throw error
    send(res, error.status, page('Bad request', `<h1>${esc(error.message)}</h1>`))
    return true
  }
  const ticket = String(body.ticket ?? '')
  if (url.pathname === '/demo/chat/send') {
    if (!findChat(db, ticket)) return (send(res, 404, chatPage(db, url).html), true)
    const text = String(body.text ?? '').trim()
    const back = `/demo/chat?ticket=${encodeURIComponent(ticket)}`
    if (!text || text.length > CHAT_LINE_MAX) return (redirect(res, `${back}&error=length`), true)
    addChatLine(db, ticket, text, now)
    return (redirect(res, back), true)
  }
  const launch = findLaunch(db, ticket, now)
  if (!launch) return (send(res, 404, lotteryPage(db, url, now).html), true)
  const game = findLotteryGame(String(body.game ?? ''))
  const back = `/demo/lottery/play?ticket=${encodeURIComponent(ticket)}&game=${encodeURIComponent(String(body.game ?? ''))}`
  if (!game || game.mode !== launch.payload.lottoPrizeMode)
    return (redirect(res, `${back}&error=GAME_NOT_FOUND`), true)
  const requestId = String(body.requestId ?? '')
  if (!/^[A-Za-z0-9_-]{8,40}$/.test(requestId)) return (redirect(res, `${back}&error=BAD_REQUEST`), true)
  const result = placeBet(db, {
    memberId: launch.member_id,
    ticket,
    requestId,
    game,
    pick: Number(body.pick),
    stake: Number(body.stake),
    now,
  })
  redirect(res, 'error' in result ? `${back}&error=${result.error}` : `${back}&placed=${result.id}`)
  return true
}
