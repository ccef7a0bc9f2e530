// STORE-1 (spec §3 Login state): each field of the one login state follows the store that holds it —
// login, logout, trial, agent, system status, lottery, merchant wallet — against the reference server;
// and the host's `lobbykit('loginState')` answer and `login-state` events (widgets/kit/commands.ts).
import { afterEach, describe, expect, it } from 'vitest'
import { on } from '../../../core/events'
import { imageBaseOf } from '../../../core/games/vendor-codes'
import { $lottery, launchLottery, loadLottery, lotteryPayload } from '../../../core/stores/lottery'
import { login, loginFreePlay, logout } from '../../../core/stores/session'
import { reloadSystem, $system } from '../../../core/stores/system'
import { $token } from '../../../core/stores/token'
import { createCommands } from '../../../widgets/kit/commands'
import {
  $loginState,
  answerLoginState,
  unwatchLoginState,
  type LoginState,
} from '../../../widgets/kit/login-state'
import { demo, until, usePlatform } from '../../helpers/platform'

const server = usePlatform()

afterEach(() => unwatchLoginState())

const commands = () => createCommands({ define: () => Promise.resolve(), observe: () => {} })

describe('the login state follows its sources (STORE-1)', () => {
  it('holds the status answer for a visitor: validate, whitelabelVal, location with ip, systemStatus, gtagId, imgUrl', () => {
    const state = $loginState.get()
    const answer = $system.get().answer!
    expect(state).toMatchObject({
      userInfo: null,
      isLogin: false,
      isAgent: false,
      isTrial: false,
      memberInfo: null,
      lottGames: [],
      startGameUrl: null,
      merchantWallet: { isSingle: null },
      systemStatus: 0,
      gtagId: 'G-DEMO',
    })
    // validate: the server's registration validation rules per field (spec §3 regValid / regExp).
    expect(state.validate).toEqual(answer.info.register.regExp)
    expect(state.validate.username).toMatchObject({ enabled: true, required: true })
    expect(state.whitelabelVal).toEqual(answer.info.whitelabel)
    expect(state.whitelabelVal.FREEPLAY3).toBe(true)
    expect(state.location?.ip).toMatch(/\d|:/)
    // imgUrl is the very base the widgets draw game and vendor pictures from.
    expect(state.imgUrl).toBe(imageBaseOf(answer.info.imageCDNs))
    expect(state.imgUrl).toMatch(/\/demo\/games\/icons$/)
  })

  it('logs in and out: userInfo, isLogin, memberInfo and merchantWallet isSingle follow', async () => {
    await login({ type: 'username', username: 'demo', password: 'Demo1234!' })
    let state = $loginState.get()
    expect(state).toMatchObject({ isLogin: true, isAgent: false, isTrial: false })
    expect(state.userInfo).toEqual({ account: 'demo', loginType: 'username', firstTimeLogin: false })
    expect(state.memberInfo?.account).toBe('demo')
    expect(JSON.stringify(state)).not.toContain($token.get()!)
    // STORE-3: the answer reads the merchant wallet first.
    expect(state.merchantWallet.isSingle).toBeNull()
    state = await answerLoginState()
    expect(state.merchantWallet.isSingle).toBe(false)

    await logout()
    expect($loginState.get()).toMatchObject({
      userInfo: null,
      isLogin: false,
      isAgent: false,
      memberInfo: null,
      merchantWallet: { isSingle: null },
    })
  })

  it('reads isSingle as the operator set it (STORE-3)', async () => {
    await demo(server(), 'PUT', '/demo/api/settings', { merchantWallet: { isSingle: true } })
    await login({ type: 'username', username: 'demo', password: 'Demo1234!' })
    expect((await answerLoginState()).merchantWallet.isSingle).toBe(true)
  })

  it('marks an agent (isAgent) and a trial player (isTrial, no merchant wallet)', async () => {
    await login({ type: 'username', username: 'agent', password: 'Agent1234!' })
    expect($loginState.get()).toMatchObject({ isLogin: true, isAgent: true, isTrial: false })
    expect($loginState.get().userInfo?.account).toBe('agent')
    await logout()

    await loginFreePlay()
    const trial = await answerLoginState()
    expect(trial).toMatchObject({ isLogin: true, isAgent: false, isTrial: true })
    expect(trial.userInfo?.loginType).toBe('freeplay')
    expect(trial.merchantWallet.isSingle).toBeNull()
  })

  it('follows the system status: 1 in maintenance, 2 when the region is restricted, 0 again', async () => {
    await demo(server(), 'PUT', '/demo/api/settings', { maintenance: true })
    await reloadSystem()
    expect($loginState.get().systemStatus).toBe(1)
    await demo(server(), 'PUT', '/demo/api/settings', { maintenance: false, regionRestriction: true })
    await reloadSystem()
    expect($loginState.get().systemStatus).toBe(2)
    await demo(server(), 'PUT', '/demo/api/settings', { regionRestriction: false })
    await reloadSystem()
    expect($loginState.get().systemStatus).toBe(0)
  })

  it('holds the lottery game last launched (startGameUrl) and the recent lottery games (lottGames)', async () => {
    await login({ type: 'username', username: 'demo', password: 'Demo1234!' })
    await loadLottery('LOTT')
    const game = $lottery.get().vnLotteryMenus[0]!.gameMenus[0]!.gameCode
    const url = await launchLottery(lotteryPayload('LOTT', game, '/vnlottery', 'EN'))
    expect($loginState.get().startGameUrl).toBe(url)
    await loadLottery('LOTT')
    expect($loginState.get().lottGames.map((item) => item.gameCode)).toContain(game)
    await logout()
    expect($loginState.get()).toMatchObject({ lottGames: [], startGameUrl: null })
  })

  it('is read-only to the host: the answer is a copy', async () => {
    await login({ type: 'username', username: 'demo', password: 'Demo1234!' })
    const answer = await answerLoginState()
    answer.memberInfo!.account = 'changed'
    answer.isLogin = false
    expect($loginState.get().memberInfo?.account).toBe('demo')
    expect($loginState.get().isLogin).toBe(true)
  })
})

describe("lobbykit('loginState') and the login-state event (STORE-1)", () => {
  it("answers the state through the command, and a 'login-state' listener hears each change once", async () => {
    const heard: LoginState[] = []
    const documentHeard: LoginState[] = []
    const listener = (event: Event) => documentHeard.push((event as CustomEvent<LoginState>).detail)
    document.addEventListener('lobbykit-login-state', listener)
    try {
      const kit = commands()
      kit.on('login-state', (detail) => heard.push(detail as LoginState))
      // The listener brings the state's chunk; from then on changes are told.
      await until(() => expect($loginState.lc).toBeGreaterThan(0))
      await login({ type: 'username', username: 'demo', password: 'Demo1234!' })
      await until(() => expect(heard.at(-1)?.isLogin).toBe(true))
      // The token held, the member loaded, the session marked in: one event for the state they end in.
      expect(heard.filter((state) => state.isLogin)).toHaveLength(1)
      expect(heard.at(-1)?.userInfo?.account).toBe('demo')
      expect(documentHeard.at(-1)).toEqual(heard.at(-1))

      const answer = (await kit.loginState()) as LoginState
      expect(answer).toMatchObject({ isLogin: true, memberInfo: { account: 'demo' } })
      expect(answer.merchantWallet.isSingle).toBe(false)

      await logout()
      await until(() => expect(heard.at(-1)?.isLogin).toBe(false))
      expect(heard.at(-1)?.memberInfo).toBeNull()
    } finally {
      document.removeEventListener('lobbykit-login-state', listener)
    }
  })

  it('answers through lobbykit() before anyone listened, and tells changes from then on', async () => {
    const heard: LoginState[] = []
    on('login-state', (detail) => heard.push(detail as LoginState))
    const answer = (await commands().loginState()) as LoginState
    expect(answer).toMatchObject({ isLogin: false, systemStatus: 0 })
    await demo(server(), 'PUT', '/demo/api/settings', { maintenance: true })
    await reloadSystem()
    await until(() => expect(heard.at(-1)?.systemStatus).toBe(1))
  })
})
