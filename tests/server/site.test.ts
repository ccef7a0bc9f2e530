// @vitest-environment node
// Site page calls: help centre (API-62), winners board (API-40, MEMBER-39/40), promotions and their
// statuses (MEMBER-33), app downloads (SYS-4).
import { describe, expect, it } from 'vitest'
import { api, demo, setSettings, useServer } from './helpers'

const server = useServer()

async function login(username = 'demo', password = 'Demo1234!'): Promise<string> {
  const { body } = await api(server.url, '/wps/session/login', {
    body: { type: 'username', username, password },
  })
  expect(body.success).toBe(true)
  return body.value.token
}

describe('GET /wps/system/helpCenter (API-62, ROUTE-15)', () => {
  it('answers the sections of the language asked, with the terms section', async () => {
    const { body } = await api(server.url, '/wps/system/helpCenter?lang=UR&device=WEB')
    expect(body.success).toBe(true)
    const codes = body.value.list.map((s: { code: string }) => s.code)
    expect(codes).toContain('term')
    expect(body.value.list[0].title).toMatch(/[\u0600-\u06FF]/)
  })

  it('falls back to English for a language without sections, and refuses a missing device', async () => {
    const { body } = await api(server.url, '/wps/system/helpCenter?lang=TH&device=WEB')
    expect(body.value.list[0].title).toBe('About us')
    const refused = await api(server.url, '/wps/system/helpCenter?lang=EN')
    expect(refused.status).toBe(400)
    expect(refused.body.success).toBe(false)
  })

  it("falls back to the brand's default language, not to English, for help and promotions (I18N)", async () => {
    await setSettings(server.url, { brand: { defaultLanguage: 'UR' } })
    const help = await api(server.url, '/wps/system/helpCenter?lang=TH&device=WEB')
    expect(help.body.value.list[0].title).toMatch(/[\u0600-\u06FF]/)
    const promotions = await api(server.url, '/wps/relay/MCSFE_getPromotionList', {
      headers: { Language: 'TH' },
    })
    expect(promotions.body.value.list.length).toBeGreaterThan(0)
    for (const promotion of promotions.body.value.list) expect(promotion.title).toMatch(/[\u0600-\u06FF]/)
  })
})

describe('GET /wps/relay/GCSGAME_getRankList (API-40, MEMBER-40)', () => {
  it('MEMBER-39: answers at most 20 settled wins, the highest winAmount first, however many are asked', async () => {
    const { body } = await api(
      server.url,
      '/wps/relay/GCSGAME_getRankList?gameCategory=ALL&language=EN&limitNum=50',
    )
    expect(body.value.list).toHaveLength(20)
    for (const { vo } of body.value.list) {
      expect(vo.winAmount).toBeTypeOf('number')
      expect(vo.account).toContain('***')
    }
    const amounts = body.value.list.map((e: { vo: { winAmount: number } }) => e.vo.winAmount)
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts)
    // Computed from the betting record: the biggest settled win of any member is the first entry.
    const db = server.instance!.db
    const best = db
      .prepare("SELECT MAX(win_loss) AS best FROM member_bets WHERE status = 'SETTLED' AND win_loss > 0")
      .get() as { best: number }
    expect(amounts[0]).toBe(best.best)
    const few = await api(server.url, '/wps/relay/GCSGAME_getRankList?gameCategory=ALL&limitNum=5')
    expect(few.body.value.list).toHaveLength(5)
  })

  it('filters by category and refuses bad input', async () => {
    const { body } = await api(server.url, '/wps/relay/GCSGAME_getRankList?gameCategory=RNG&limitNum=20')
    expect(body.value.list).toHaveLength(20) // the seed has more than 20 settled slot wins
    expect(body.value.list.every((e: { vo: { gameType: string } }) => e.vo.gameType === 'RNG')).toBe(true)
    expect((await api(server.url, '/wps/relay/GCSGAME_getRankList?gameCategory=NOPE')).status).toBe(400)
    expect((await api(server.url, '/wps/relay/GCSGAME_getRankList?limitNum=0')).status).toBe(400)
  })
})

describe('promotions (MEMBER-33)', () => {
  const statuses = (list: { id: number; status: string }[]) =>
    Object.fromEntries(list.map((p) => [p.id, p.status]))

  it('answers date statuses to a visitor and the member’s own statuses with a token', async () => {
    const visitor = await api(server.url, '/wps/relay/MCSFE_getPromotionList?language=EN')
    expect(statuses(visitor.body.value.list)).toEqual({
      1: 'join',
      2: 'join',
      3: 'join',
      4: 'join',
      5: 'join',
      6: 'comingSoon',
      7: 'close',
      8: 'join',
      9: 'join',
      10: 'join',
    })
    const token = await login()
    const member = await api(server.url, '/wps/relay/MCSFE_getPromotionList?language=EN', { token })
    expect(statuses(member.body.value.list)).toMatchObject({
      1: 'claim',
      2: 'join',
      3: 'applying',
      4: 'rejected',
      5: 'issued',
      6: 'comingSoon',
      7: 'close',
      8: 'claim',
      9: 'join',
      10: 'join',
    })
  })

  it('joins an open promotion, claims a ready bonus, and refuses what the status does not allow', async () => {
    const token = await login()
    const joined = await api(server.url, '/wps/relay/MCSFE_joinPromotion', { body: { id: 2 }, token })
    expect(joined.body.value.status).toBe('signed')
    const claimed = await api(server.url, '/wps/relay/MCSFE_claimPromotion', { body: { id: 1 }, token })
    expect(claimed.body.value.status).toBe('claimed')
    const again = await api(server.url, '/wps/relay/MCSFE_claimPromotion', { body: { id: 1 }, token })
    expect(again.body).toMatchObject({ success: false, errorCode: 'PROMOTION_CLAIMED' })
    const early = await api(server.url, '/wps/relay/MCSFE_joinPromotion', { body: { id: 6 }, token })
    expect(early.body).toMatchObject({ success: false, errorCode: 'PROMOTION_STATUS' })
    const visitor = await api(server.url, '/wps/relay/MCSFE_joinPromotion', { body: { id: 2 } })
    expect(visitor.status).toBe(401)
  })

  it('keeps a trial player out (ROLE-5)', async () => {
    const { body } = await api(server.url, '/wps/session/login/freeplay', { body: {}, modId: 'FREEPLAY3' })
    const trial = await api(server.url, '/wps/relay/MCSFE_joinPromotion', {
      body: { id: 2 },
      token: body.value.token,
    })
    expect(trial.body).toMatchObject({ success: false, errorCode: 'NEED_REAL_ACCOUNT' })
  })
})

describe('promotion applications, rewards and raffles (VAL-55, MEMBER-33, MEMBER-34, API-60)', () => {
  const PNG =
    'data:image/png;base64,' +
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]).toString('base64')
  const balanceOf = async (token: string) =>
    (await api(server.url, '/wps/v2/wallets/balance', { token })).body.value.balance as number

  it('VAL-55: an application takes remarks of at most 140 characters and up to 3 png/jpg images, checked by the server', async () => {
    const token = await login()
    const join = (body: Record<string, unknown>) =>
      api(server.url, '/wps/relay/MCSFE_joinPromotion', { body: { id: 10, ...body }, token })
    expect((await join({ remarks: 'x'.repeat(141) })).body).toMatchObject({
      success: false,
      errorCode: 'REMARKS_TOO_LONG',
    })
    expect((await join({ remarks: 'ok', images: [PNG, PNG, PNG, PNG] })).body.errorCode).toBe(
      'IMAGE_TOO_MANY',
    )
    const fake = 'data:image/png;base64,' + Buffer.from('not a png').toString('base64')
    expect((await join({ remarks: 'ok', images: [fake] })).body.errorCode).toBe('IMAGE_TYPE')
    // Nothing was kept of the refused ones: the promotion is still open to join.
    const applied = await join({ remarks: '🙂'.repeat(140), images: [PNG] })
    expect(applied.body.value).toMatchObject({ status: 'applying', remarks: '🙂'.repeat(140) })
    expect((await join({ remarks: 'again' })).body.errorCode).toBe('PROMOTION_STATUS')
    const { applications } = await demo(server.url, 'GET', '/demo/api/promotions/applications')
    expect(applications).toContainEqual(
      expect.objectContaining({ promotion: 10, account: 'demo', imageCount: 1 }),
    )
  })

  it('an approved application is claimed once and pays its reward; a rejected one shows the reason', async () => {
    const token = await login()
    await api(server.url, '/wps/relay/MCSFE_joinPromotion', { body: { id: 10, remarks: 'slip' }, token })
    await demo(server.url, 'POST', '/demo/api/promotions/10/approve', { account: 'demo' })
    const before = await balanceOf(token)
    // Five claims at once: one pays.
    const claims = await Promise.all(
      Array.from({ length: 5 }, () =>
        api(server.url, '/wps/relay/MCSFE_claimPromotion', { body: { id: 10 }, token }),
      ),
    )
    expect(claims.filter((c) => c.body.success)).toHaveLength(1)
    expect(claims.filter((c) => c.body.errorCode === 'PROMOTION_CLAIMED')).toHaveLength(4)
    expect(await balanceOf(token)).toBeCloseTo(before + 300, 2)
    // The seeded application of promotion 3, rejected with a reason.
    await demo(server.url, 'POST', '/demo/api/promotions/3/reject', {
      account: 'demo',
      reason: 'Not VIP 3 yet.',
    })
    const list = await api(server.url, '/wps/relay/MCSFE_getPromotionList?language=EN', { token })
    expect(list.body.value.list.find((p: { id: number }) => p.id === 3)).toMatchObject({
      status: 'rejected',
      reason: 'Not VIP 3 yet.',
    })
  })

  it('MEMBER-34/API-60: a raffle prize is claimed by the raffle call only, and paid once', async () => {
    const token = await login()
    const wrongCall = await api(server.url, '/wps/relay/MCSFE_claimPromotion', { body: { id: 8 }, token })
    expect(wrongCall.body).toMatchObject({ success: false, errorCode: 'PROMOTION_KIND' })
    const notRaffle = await api(server.url, '/wps/relay/MCS2_claimRafflePromotion', {
      body: { id: 1 },
      token,
    })
    expect(notRaffle.body.errorCode).toBe('PROMOTION_KIND')
    const before = await balanceOf(token)
    const claims = await Promise.all(
      Array.from({ length: 4 }, () =>
        api(server.url, '/wps/relay/MCS2_claimRafflePromotion', { body: { id: 8 }, token, modId: 'REWCEN3' }),
      ),
    )
    expect(claims.filter((c) => c.body.success)).toHaveLength(1)
    expect(claims.find((c) => c.body.success)!.body.value).toMatchObject({ status: 'claimed', claimed: 888 })
    expect(await balanceOf(token)).toBeCloseTo(before + 888, 2)
  })

  it('MEMBER-34: joining a raffle enters the draw; the draw moves winners to claim and the others to close', async () => {
    const token = await login()
    const joined = await api(server.url, '/wps/relay/MCSFE_joinPromotion', { body: { id: 9 }, token })
    expect(joined.body.value.status).toBe('signed')
    const early = await api(server.url, '/wps/relay/MCS2_claimRafflePromotion', { body: { id: 9 }, token })
    expect(early.body.errorCode).toBe('PROMOTION_STATUS')
    expect(await demo(server.url, 'POST', '/demo/api/promotions/9/draw', { winners: 1 })).toEqual({
      winners: 1,
    })
    const claimed = await api(server.url, '/wps/relay/MCS2_claimRafflePromotion', { body: { id: 9 }, token })
    expect(claimed.body.value).toMatchObject({ status: 'claimed', claimed: 1500 })
  })
})

describe('GET /wps/system/appDownload (SYS-4)', () => {
  it('answers an iOS and an Android build without any session token in the links (C-5)', async () => {
    const { body } = await api(server.url, '/wps/system/appDownload')
    expect(body.value.ios).toMatchObject({ url: `${server.url}/demo/app#ios`, version: '2.4.0' })
    expect(body.value.android).toMatchObject({ url: `${server.url}/demo/app#android`, minOs: 'Android 8' })
  })
})

describe('the demo brand pages the site links to (SYS-4, C-14)', () => {
  it("resolves the app download and the licence check to this server's pages with the brand's details", async () => {
    const downloads = (await api(server.url, '/wps/system/appDownload')).body.value
    const brand = (await api(server.url, '/wps/system/status')).body.value.info.brand
    const app = await fetch(downloads.android.url)
    expect(app.status).toBe(200)
    expect(app.headers.get('content-type')).toMatch(/^text\/html/)
    expect(app.headers.get('content-security-policy')).toMatch(/script-src 'self'/)
    const appPage = await app.text()
    expect(appPage).toContain(`Get the ${brand.name} app`)
    expect(appPage).toContain('id="android"')
    expect(appPage).toContain('Version 2.4.0 · needs Android 8 or later')
    expect(appPage).toMatch(/<svg class="qr" role="img"/)
    expect(appPage).toContain(`src="${server.url}/content/logo-light.svg"`)

    const licence = await fetch(brand.licenceUrl)
    expect(licence.status).toBe(200)
    const licencePage = await licence.text()
    expect(licencePage).toContain(`<dd dir="ltr">8048/JAZ</dd>`)
    expect(licencePage).toContain(`<dt>Licence holder</dt><dd>${brand.name}</dd>`)
  })

  it('lists the number brand config gives, and says so when the brand has none', async () => {
    await setSettings(server.url, { brand: { licenceNumber: 'B2B-0420' } })
    expect(await (await fetch(`${server.url}/demo/licence`)).text()).toContain('<dd dir="ltr">B2B-0420</dd>')
    await setSettings(server.url, { brand: { licenceNumber: '' } })
    const none = await (await fetch(`${server.url}/demo/licence`)).text()
    expect(none).toContain('has no licence in this register')
    expect(none).not.toContain('<dl')
    expect((await fetch(`${server.url}/demo/nope`)).status).toBe(404)
    await setSettings(server.url, { brand: { licenceNumber: '8048/JAZ' } })
  })
})
