// @vitest-environment node
// I18N on the reference server: the texts it sends — marquee notices, popup and welcome
// announcements, banners, the status pages' texts and the licence line — are answered in the
// request's Language header, else the brand's default language, else any the text has; the demo
// control API writes one language without touching the others and refuses bad input with a message
// (C-8: the server is the source of truth, so these call the API directly).
import { describe, expect, it } from 'vitest'
import { api, controlUrl, demo, register, setSettings, useServer } from './helpers'

const server = useServer()
const NOTICES = '/wps/relay/MCSFE_getListAnnouncements'

/** The notice call in a language (the api.md Language header). */
function notices(types: string, language: string, token?: string, execution = 'B') {
  return api(server.url, `${NOTICES}?types=${types}&platform=W&execution=${execution}`, {
    token,
    headers: { Language: language },
  })
}

/** The status call in a language. */
const status = (language: string) =>
  api(server.url, '/wps/system/status', { headers: { Language: language } })

/** A demo control call that may be refused: its status and JSON. */
async function control(method: string, path: string, body?: unknown) {
  const response = await fetch(controlUrl(server.url) + path, {
    method,
    headers: method === 'GET' ? {} : { 'Content-Type': 'application/json' },
    body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
  })
  return {
    status: response.status,
    body: (await response.json()) as { error?: string } & Record<string, any>,
  }
}

const titles = (list: { title: string }[]) => list.map((item) => item.title)

describe('the same call answers each language (I18N)', () => {
  it('answers the marquee, popup, promotion and banner texts in Urdu for UR and English for EN', async () => {
    const en = (await notices('B,PL,PU,PR', 'EN')).body.value
    const ur = (await notices('B,PL,PU,PR', 'UR')).body.value
    expect(titles(en.player)[0]).toBe('Welcome to Crescent Play: the new season of cricket odds is live.')
    expect(titles(ur.player)[0]).toBe('کریسنٹ پلے میں خوش آمدید: کرکٹ کے نئے سیزن کے بھاؤ آ گئے ہیں۔')
    // The same items, in the same order, each in the asked language.
    for (const part of ['player', 'popup', 'promotion', 'banners'] as const) {
      expect(
        ur[part].map((item: { id: number }) => item.id),
        part,
      ).toEqual(en[part].map((item: { id: number }) => item.id))
      for (const item of ur[part]) expect(item.title, part).toMatch(/[\u0600-\u06FF]/)
      for (const item of en[part]) expect(item.title, part).not.toMatch(/[\u0600-\u06FF]/)
    }
    expect(ur.popup[0].content).toContain('<strong>رجسٹر</strong>')
    // A banner's picture draws its title: the Urdu one names its language, the default one does not.
    expect(en.banners[0].imageUrl).toBe(`${server.url}/content/banner-${en.banners[0].id}.svg`)
    expect(ur.banners[0].imageUrl).toBe(`${server.url}/content/banner-${ur.banners[0].id}.svg?lang=UR`)
    const picture = await (await fetch(ur.banners[0].imageUrl)).text()
    expect(picture).toContain(`>${ur.banners[0].title}<`)
  })

  it('answers the status texts and the licence line in the asked language', async () => {
    const en = (await status('EN')).body.value
    const ur = (await status('UR')).body.value
    expect(en).toMatchObject({
      maintenanceTitle: 'Scheduled maintenance',
      regionInfo: 'Our service is not available in your region.',
    })
    expect(en.info.brand.licence).toContain('Licensed and regulated')
    expect(ur).toMatchObject({
      maintenanceTitle: 'سسٹم کی طے شدہ دیکھ بھال',
      regionInfo: 'ہماری سروس آپ کے علاقے میں دستیاب نہیں ہے۔',
    })
    expect(ur.info.brand.licence).toBe(
      'کیوراساؤ گیمنگ اتھارٹی سے لائسنس یافتہ اور اس کے ضوابط کے تحت، لائسنس \u20668048/JAZ\u2069 (ڈیمو برانڈ)۔',
    )
  })

  it("answers the welcome popup's news in the member's language (LOGIN-22)", async () => {
    await setSettings(server.url, {
      register: { regExp: { mobileNum: { enabled: false }, captcha: { enabled: false } } },
    })
    const made = await register(server.url, 'urdureader')
    const token = made.body.value.token as string
    const ask = (language: string) =>
      api(server.url, '/wps/member/welcome', { token, headers: { Language: language } })
    expect(titles((await ask('UR')).body.value.announcements)).toEqual([
      'آپ کا پہلا لاگ ان: یہاں سے شروع کریں',
    ])
    expect(titles((await ask('EN')).body.value.announcements)).toEqual(['Your first login: start here'])
  })
})

describe("a text missing in a language falls back in the brand's order (I18N)", () => {
  it('answers English for Urdu when the notice has no Urdu, and any language when the default has none', async () => {
    const { id } = await demo<{ id: number }>(server.url, 'POST', '/demo/api/notices', {
      title: 'Only in English',
    })
    const ur = (await notices('PL', 'UR')).body.value.player
    expect(ur.find((n: { id: number }) => n.id === id)?.title).toBe('Only in English')
    // A language the brand does not write (TH) is answered in the brand's default.
    expect((await notices('PL', 'TH')).body.value.player[0].title).toBe('Only in English')
    expect((await status('TH')).body.value.maintenanceTitle).toBe('Scheduled maintenance')

    // Written in Urdu only: every language gets the Urdu text rather than nothing.
    const urduOnly = await demo<{ id: number }>(server.url, 'POST', '/demo/api/notices', {
      title: 'صرف اردو میں',
      lang: 'UR',
    })
    const en = (await notices('PL', 'EN')).body.value.player
    expect(en.find((n: { id: number }) => n.id === urduOnly.id)?.title).toBe('صرف اردو میں')
  })

  it('falls back to the brand default for a status text emptied in Urdu, and follows a new default language', async () => {
    expect((await control('PUT', '/demo/api/texts/UR', { regionInfo: '' })).status).toBe(200)
    expect((await status('UR')).body.value.regionInfo).toBe('Our service is not available in your region.')
    await setSettings(server.url, { brand: { defaultLanguage: 'UR' } })
    // The English maintenance title emptied: an English visitor gets the new default, Urdu.
    await control('PUT', '/demo/api/texts/EN', { maintenanceTitle: '' })
    expect((await status('EN')).body.value.maintenanceTitle).toBe('سسٹم کی طے شدہ دیکھ بھال')
  })
})

describe('the control API writes one language (I18N)', () => {
  it('saves a notice, an announcement and a banner in Urdu without touching their English', async () => {
    const before = (await notices('B,PL,PU', 'EN')).body.value
    const notice = before.player[1]
    const popup = before.popup[0]
    const banner = before.banners[0]
    expect(
      (await control('PUT', `/demo/api/announcements/${notice.id}/texts/UR`, { title: 'نیا اردو اعلان' }))
        .status,
    ).toBe(200)
    expect(
      (
        await control('PUT', `/demo/api/announcements/${popup.id}/texts/ur`, {
          title: 'نیا عنوان',
          content: '<p>نیا متن</p>',
        })
      ).status,
    ).toBe(200)
    expect(
      (await control('PUT', `/demo/api/banners/${banner.id}/texts/UR`, { title: 'نیا بینر' })).status,
    ).toBe(200)
    const ur = (await notices('B,PL,PU', 'UR')).body.value
    expect(ur.player[1].title).toBe('نیا اردو اعلان')
    expect(ur.popup[0]).toMatchObject({ title: 'نیا عنوان', content: '<p>نیا متن</p>' })
    expect(ur.banners[0].title).toBe('نیا بینر')
    expect((await notices('B,PL,PU', 'EN')).body.value).toEqual(before)

    // Removing the Urdu text: Urdu visitors get the English again; the last language cannot go.
    expect((await control('DELETE', `/demo/api/banners/${banner.id}/texts/UR`)).status).toBe(200)
    expect((await notices('B', 'UR')).body.value.banners[0].title).toBe(banner.title)
    const last = await control('DELETE', `/demo/api/banners/${banner.id}/texts/EN`)
    expect(last).toEqual({
      status: 400,
      body: { error: `EN is the only language of #${banner.id}: write another first` },
    })
  })

  it('saves the status texts and the licence line in Urdu only; GET /demo/api/texts lists every language', async () => {
    const saved = await control('PUT', '/demo/api/texts/UR', {
      maintenanceInfo: 'آج رات دیکھ بھال ہوگی۔',
      licence: 'نیا لائسنس 42/XYZ',
    })
    expect(saved.status).toBe(200)
    expect(saved.body.settings.maintenanceInfo).toEqual({
      EN: 'We are upgrading our games. Please come back soon.',
      UR: 'آج رات دیکھ بھال ہوگی۔',
    })
    expect((await status('UR')).body.value.info.brand.licence).toBe('نیا لائسنس 42/XYZ')
    expect((await status('EN')).body.value.info.brand.licence).toContain('8048/JAZ')
    // The settings call still takes one string: the brand default language's text.
    await setSettings(server.url, { maintenanceInfo: 'Back at six.' })
    expect((await status('EN')).body.value.maintenanceInfo).toBe('Back at six.')
    expect((await status('UR')).body.value.maintenanceInfo).toBe('آج رات دیکھ بھال ہوگی۔')

    const all = (await control('GET', '/demo/api/texts')).body
    expect(all.languages).toEqual(['EN', 'UR'])
    expect(all.announcements.find((a: { execution: string }) => a.execution === 'F').texts.UR.title).toBe(
      'آپ کا پہلا لاگ ان: یہاں سے شروع کریں',
    )
    expect(all.banners[0].texts).toEqual({ EN: expect.any(String), UR: expect.any(String) })
  })

  it('refuses bad input with a message that names it, and changes nothing', async () => {
    const before = await control('GET', '/demo/api/texts')
    const notice = before.body.announcements.find((a: { type: string }) => a.type === 'PL')
    const popup = before.body.announcements.find((a: { type: string }) => a.type === 'PU')
    const banner = before.body.banners[0]
    const refusals: [string, string, unknown, number, string][] = [
      [
        'PUT',
        '/demo/api/texts/FR',
        { licence: 'x' },
        400,
        "lang must be one of the brand's languages: EN, UR",
      ],
      [
        'PUT',
        '/demo/api/texts/UR',
        { slogan: 'x' },
        400,
        'Unknown text slogan: one of maintenanceTitle, maintenanceInfo, regionInfo, licence',
      ],
      [
        'PUT',
        '/demo/api/texts/UR',
        {},
        400,
        'Name at least one of maintenanceTitle, maintenanceInfo, regionInfo, licence',
      ],
      [
        'PUT',
        '/demo/api/texts/UR',
        { maintenanceTitle: 'x'.repeat(101) },
        400,
        'maintenanceTitle must be at most 100 characters',
      ],
      ['PUT', '/demo/api/texts/UR', { licence: 42 }, 400, 'licence must be a string'],
      ['PUT', `/demo/api/announcements/${popup.id}/texts/UR`, { title: '' }, 400, 'title is required'],
      ['PUT', `/demo/api/announcements/${popup.id}/texts/UR`, { title: 'عنوان' }, 400, 'content is required'],
      [
        'PUT',
        `/demo/api/announcements/${notice.id}/texts/UR`,
        { title: 'x'.repeat(201) },
        400,
        'title must be at most 200 characters',
      ],
      [
        'PUT',
        `/demo/api/announcements/${notice.id}/texts/UR`,
        { title: 'ok', content: '<p>x</p>' },
        400,
        'a marquee notice has a title only',
      ],
      [
        'PUT',
        '/demo/api/announcements/99999/texts/UR',
        { title: 'x' },
        404,
        'No announcement or notice #99999',
      ],
      ['PUT', `/demo/api/banners/${banner.id}/texts/UR`, { title: 7 }, 400, 'title must be a string'],
      [
        'PUT',
        `/demo/api/banners/${banner.id}/texts/PT`,
        { title: 'x' },
        400,
        "lang must be one of the brand's languages: EN, UR",
      ],
      [
        'POST',
        '/demo/api/notices',
        { title: 'x', lang: 'FR' },
        400,
        "lang must be one of the brand's languages: EN, UR",
      ],
    ]
    for (const [method, path, body, code, error] of refusals) {
      expect(await control(method, path, body), `${method} ${path} ${JSON.stringify(body)}`).toEqual({
        status: code,
        body: { error },
      })
    }
    const settings = await control('PUT', '/demo/api/settings', { regionInfo: { XX1: 'x' } })
    expect(settings).toEqual({
      status: 400,
      body: { error: 'regionInfo.XX1: XX1 is not a language code such as EN or UR' },
    })
    expect((await control('GET', '/demo/api/texts')).body).toEqual(before.body)
  })
})
