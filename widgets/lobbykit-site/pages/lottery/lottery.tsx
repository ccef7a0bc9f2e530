// The lottery pages (ROUTE-25..27, LOTT-1..8; /lottery, /seaLottery, /vnLottery and the aliases
// /sealottery, /vnlottery, /lottert). A real lottery lobby: the prize modes (LOTT, ZY, ELOTT, SEA)
// with their menus and icons, the member's recent lottery games, the latest draws, and the live-chat
// hosts (MEMBER-41). Choosing a game — or arriving with ?gameCode= — launches it with the lobby launch
// payload of spec §7 through /wps/game/launchGame and plays it here, full page without the side menu.
// A bet placed in the launched lottery refreshes the header balance at once (HDR-9); each game says
// when its betting closes (API-51 (cut-off)), and each draw can be verified here against the hash published
// before betting closed (API-51 (fair draw), verify-panel.tsx); a game's last draws open from its row
// (API-52, game-draws.tsx).
import { useEffect, useRef, useState } from 'react'
import { useStore } from '@nanostores/react'
import {
  PRIZE_MODES,
  LOTTERY_BET_MESSAGE,
  fetchChatModels,
  type LotteryMenuItem,
  type OpenedDraw,
  type PrizeMode,
} from '../../../../core/api/lottery'
import { errorMessageOf } from '../../../../core/errors'
import { needsBirthday } from '../../../../core/actions/age-refusal'
import { AgeFix, ageRefusalText } from '../centre-kit/age-fix'
import { intlLocale } from '../../../../core/format'
import { openChat } from '../../../../core/games/chat'
import { $locale } from '../../../../core/stores/locale'
import {
  $lottGames,
  $lottery,
  isPrizeMode,
  launchLottery,
  loadLottery,
  lotteryPayload,
  prizeModeOfBrand,
  prizeModeOfGame,
} from '../../../../core/stores/lottery'
import { $session } from '../../../../core/stores/session'
import { refreshBalance } from '../../../../core/stores/site'
import { $system } from '../../../../core/stores/system'
import { Button } from '../../../kit/button'
import { useAdoptedCss } from '../../../kit/use-adopted-css'
import { useT } from '../../../kit/use-t'
import type { PageProps } from '../../routing/page-props'
import { GameDraws } from './game-draws'
import { LoadState } from '../../shared/load-state'
import { PageFrame } from '../../shared/page-frame'
import { safeHref } from '../../shared/safe-link'
import { useLoad } from '../../shared/use-load'
import { LotteryIcon } from './icons'
import { VerifyPanel } from './verify-panel'
import css from './lottery.css?raw'
import './en'

/** The prize mode each page opens with; /lottery takes the brand's lottery type (CONST-7). */
function defaultModeOf(path: string, lotteryType: string | undefined): PrizeMode {
  const which = path.toLowerCase()
  if (which === '/sealottery') return 'SEA'
  if (which === '/vnlottery') return 'ZY'
  return prizeModeOfBrand(lotteryType)
}

function titleOf(path: string) {
  const which = path.toLowerCase()
  return which === '/sealottery' ? 'lott_title_sea' : which === '/vnlottery' ? 'lott_title_vn' : 'lott_title'
}

/** A game button of a menu or of the recent list. */
function GameButton({
  item,
  now,
  onPlay,
}: {
  item: LotteryMenuItem
  now: number
  onPlay: (item: LotteryMenuItem) => void
}) {
  const t = useT()
  const lang = useStore($locale)
  const clock = (ms: number) =>
    new Date(ms).toLocaleTimeString(intlLocale(lang), {
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
  const next = clock(item.nextDrawAt)
  // API-51 (cut-off): betting closes before the draw; in that window the game says so.
  const closed = item.closesAt !== undefined && now >= item.closesAt && now < item.nextDrawAt
  return (
    <button
      type="button"
      className="lott-game"
      data-game-code={item.gameCode}
      data-closed={closed || undefined}
      onClick={() => onPlay(item)}
    >
      <strong>{item.gameName}</strong>
      <small>
        {t('lott_every', [item.drawMinutes])} · {t('lott_next_draw', [next])}
      </small>
      {item.closesAt !== undefined && (
        <small className="lott-closes">
          {closed ? t('lott_betting_closed', [next]) : t('lott_closes', [clock(item.closesAt)])}
        </small>
      )}
    </button>
  )
}

/** The time now, once a second while `on` (the games' "betting closed" follows the clock). */
function useNow(on: boolean) {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!on) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [on])
  return now
}

/** HDR-9: a bet placed in the framed lottery (its `lobbykit:lottery-bet` message) refreshes the balance. */
function useBetMessages(frame: { current: HTMLIFrameElement | null }, url: string | null) {
  useEffect(() => {
    if (!url) return
    const origin = new URL(url, location.href).origin
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown } | null
      if (event.source !== frame.current?.contentWindow || event.origin !== origin) return
      if (data?.type === LOTTERY_BET_MESSAGE) void refreshBalance().catch(() => undefined)
    }
    addEventListener('message', onMessage)
    return () => removeEventListener('message', onMessage)
  }, [frame, url])
}

/** MEMBER-41: the live-chat hosts; a chat opens in the chat-room popup (POP-9). */
function ChatHosts() {
  const t = useT()
  const hosts = useLoad((signal) => fetchChatModels(signal))
  const list = hosts.data ?? []
  return (
    <section className="lott-section" aria-labelledby="lott-chat" part="lottery-chat">
      <h2 id="lott-chat">{t('lott_chat')}</h2>
      <LoadState state={hosts} empty={list.length === 0} />
      <div className="lott-hosts">
        {list.map((host) => (
          <Button key={host.modelId} disabled={!host.online} onClick={() => void openChat(host)}>
            {t('lott_chat_with', [host.name])}
            {host.topic ? ` (${host.topic})` : ''}
            {!host.online && ` · ${t('lott_offline')}`}
          </Button>
        ))}
      </div>
    </section>
  )
}

export default function LotteryPage({ path, query }: PageProps) {
  const t = useT()
  const ref = useRef<HTMLDivElement>(null)
  const inline = useAdoptedCss(ref, css)
  const session = useStore($session)
  const lang = useStore($locale)
  const lotteryType = useStore($system).answer?.info.brand?.lotteryType
  const recent = useStore($lottGames)
  const lottery = useStore($lottery)
  const gameCode = query.get('gameCode')
  const [mode, setMode] = useState<PrizeMode>(() => defaultModeOf(path, lotteryType))
  const [launched, setLaunched] = useState<{ url: string; name: string } | null>(null)
  const [launching, setLaunching] = useState(false)
  const [launchError, setLaunchError] = useState<string | null>(null)
  const [ageRefused, setAgeRefused] = useState(false)
  const lobby = useLoad((signal) => loadLottery(mode, signal), mode)
  const frame = useRef<HTMLIFrameElement>(null)
  const [verifying, setVerifying] = useState<OpenedDraw | null>(null)
  const [history, setHistory] = useState<OpenedDraw | null>(null)
  const now = useNow(!launched)
  useBetMessages(frame, launched?.url ?? null)

  const play = async (prizeMode: PrizeMode, code: string | null, name: string) => {
    setLaunchError(null)
    setAgeRefused(false)
    // ROLE-8: a trial player needs a real account (the server refuses too).
    if (session.isTrial) return setLaunchError(t('in_need_true_account'))
    setLaunching(true)
    try {
      // The page the player is on: the site's lottery route, or the operator's own page with the hall.
      const backUrl = location.origin + location.pathname
      const url = safeHref(await launchLottery(lotteryPayload(prizeMode, code, backUrl, lang)))
      if (!url) throw new Error('[lobbykit] lottery: unsafe launch URL')
      setLaunched({ url, name })
    } catch (error) {
      setAgeRefused(needsBirthday(error))
      setLaunchError(ageRefusalText(error) ?? errorMessageOf(error))
    } finally {
      setLaunching(false)
    }
  }

  // ROUTE-27: arriving with ?gameCode= launches that game in its prize mode.
  useEffect(() => {
    if (!gameCode || session.status !== 'loggedIn') return
    let live = true
    void prizeModeOfGame(gameCode).then(
      (found) => {
        if (!live) return
        if (!found) return setLaunchError(t('no_data'))
        setMode(found)
        void play(found, gameCode, gameCode)
      },
      (error: unknown) => live && setLaunchError(errorMessageOf(error)),
    )
    return () => {
      live = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [gameCode, session.status])

  const menus = lottery.prizeMode === mode ? lottery.vnLotteryMenus : []
  const onPlay = (item: LotteryMenuItem) =>
    void play(isPrizeMode(item.prizeMode) ? item.prizeMode : mode, item.gameCode, item.gameName)

  return (
    <div ref={ref} className="lott-page" data-kind={path.toLowerCase().slice(1)} part="lottery">
      {inline && <style>{css}</style>}
      <PageFrame title={t(titleOf(path))} name="lottery">
        {launchError && (
          <p className="lk-form-error" role="alert" part="lottery-error">
            {launchError}
          </p>
        )}
        {launchError && ageRefused && <AgeFix />}
        {launching && (
          <p role="status">
            <span className="lk-spinner lk-spinner--inline" aria-hidden="true" /> {t('lott_launching')}
          </p>
        )}
        {launched ? (
          <div className="lott-play">
            <Button onClick={() => setLaunched(null)}>{t('lott_back')}</Button>
            <iframe
              ref={frame}
              className="lott-frame"
              src={launched.url}
              title={t('lott_frame', [launched.name])}
              allow="fullscreen; autoplay"
              part="lottery-frame"
            />
          </div>
        ) : (
          <>
            <div className="lott-modes" role="group" aria-label={t('lott_modes')} part="prize-modes">
              {PRIZE_MODES.map((m) => (
                <Button key={m} aria-pressed={m === mode} data-mode={m} onClick={() => setMode(m)}>
                  {t(`lott_mode_${m}`)}
                </Button>
              ))}
              <Button
                variant="primary"
                busy={launching}
                onClick={() => void play(mode, null, t(`lott_mode_${mode}`))}
              >
                {t('lott_open_lobby')}
              </Button>
            </div>
            <LoadState state={lobby} empty={menus.length === 0} />
            <div className="lott-grid" part="lottery-menus">
              {menus.map((menu) => (
                <section
                  key={menu.menuCode}
                  className="lott-menu"
                  data-menu={menu.menuCode}
                  aria-labelledby={`lott-menu-${menu.menuCode}`}
                >
                  <h2 id={`lott-menu-${menu.menuCode}`}>
                    <LotteryIcon code={menu.icon} />
                    {menu.menuName}
                  </h2>
                  <ul>
                    {menu.gameMenus.map((item) => (
                      <li key={item.gameCode}>
                        <GameButton item={item} now={now} onPlay={onPlay} />
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
            {recent.length > 0 && (
              <section className="lott-section" aria-labelledby="lott-recent" part="lottery-recent">
                <h2 id="lott-recent">{t('lott_recent')}</h2>
                <ul className="lott-list">
                  {recent.map((item) => (
                    <li key={item.gameCode}>
                      <GameButton item={item} now={now} onPlay={onPlay} />
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {lottery.prizeMode === mode && lottery.opened.length > 0 && (
              <section className="lott-section" aria-labelledby="lott-draws" part="lottery-draws">
                <h2 id="lott-draws">{t('lott_draws')}</h2>
                <p className="lott-fair">{t('lott_fair')}</p>
                <table className="lott-draws">
                  <thead>
                    <tr>
                      <th scope="col">{t('lott_game')}</th>
                      <th scope="col">{t('lott_issue')}</th>
                      <th scope="col">{t('lott_numbers')}</th>
                      <th scope="col">{t('lott_check')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {lottery.opened.map((draw) => (
                      <tr key={draw.gameCode} data-game-code={draw.gameCode}>
                        <td>{draw.gameName}</td>
                        <td>{draw.issue}</td>
                        <td>
                          <ul className="lott-balls" aria-label={draw.numbers.join(', ')}>
                            {draw.numbers.map((n, i) => (
                              <li key={i} aria-hidden="true">
                                {n}
                              </li>
                            ))}
                          </ul>
                        </td>
                        <td>
                          <Button
                            variant="link"
                            disabled={!draw.secret}
                            aria-expanded={verifying?.gameCode === draw.gameCode}
                            aria-label={t('lott_verify_of', [draw.issue, draw.gameName])}
                            onClick={() => setVerifying(draw)}
                          >
                            {t('lott_verify')}
                          </Button>{' '}
                          <Button
                            variant="link"
                            aria-expanded={history?.gameCode === draw.gameCode}
                            aria-label={t('lott_history_of', [draw.gameName])}
                            onClick={() => setHistory(draw)}
                          >
                            {t('lott_history')}
                          </Button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                {history && (
                  <GameDraws
                    key={history.gameCode}
                    draw={history}
                    onVerify={setVerifying}
                    onClose={() => setHistory(null)}
                  />
                )}
                {verifying && (
                  <VerifyPanel
                    key={`${verifying.gameCode}:${verifying.issue}`}
                    draw={verifying}
                    onClose={() => setVerifying(null)}
                  />
                )}
              </section>
            )}
            {session.status === 'loggedIn' && !session.isTrial && <ChatHosts />}
          </>
        )}
      </PageFrame>
    </div>
  )
}
