// @vitest-environment node
// Site page calls: help centre (API-62), winners board (API-40, MEMBER-39/40), promotions and their
// statuses (MEMBER-33), app downloads (SYS-4).
import { describe, expect, it } from 'vitest'
import { api, useServer } from './helpers'

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
    })
  })

  it('joins an open promotion, claims a ready bonus, and refuses what the status does not allow', async () => {
    const token = await login()
    const joined = await api(server.url, '/wps/relay/MCSFE_joinPromotion', { body: { id: 2 }, token })
    expect(joined.body.value.status).toBe('signed')
    const claimed = await api(server.url, '/wps/relay/MCSFE_claimPromotion', { body: { id: 1 }, token })
    expect(claimed.body.value.status).toBe('claimed')
    const again = await api(server.url, '/wps/relay/MCSFE_claimPromotion', { body: { id: 1 }, token })
    expect(again.body).toMatchObject({ success: false, errorCode: 'PROMOTION_STATUS' })
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

describe('GET /wps/system/appDownload (SYS-4)', () => {
  it('answers an iOS and an Android build without any session token in the links (C-5)', async () => {
    const { body } = await api(server.url, '/wps/system/appDownload')
    expect(body.value.ios.url).toMatch(/^https:/)
    expect(body.value.android.url).toMatch(/\.apk$/)
  })
})
