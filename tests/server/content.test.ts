// @vitest-environment node
// Home-page content on the reference server: the notice call (API-57) with its audiences enforced
// (ANN-12..14, C-8), the unread count (API-61), domain routes (SPEED-2), the demo calls that add
// content, and the ping mirrors (SPEED-6).
import { request } from 'node:http'
import { describe, expect, it } from 'vitest'
import { api, demo, login, useServer } from './helpers'

const server = useServer()
const NOTICES = '/wps/relay/MCSFE_getListAnnouncements'

function notices(query: string, token?: string) {
  return api(server.url, `${NOTICES}?${query}`, { token })
}

describe('notice call (API-57)', () => {
  it('answers one part per type asked for: banners, player, popup, promotion', async () => {
    const { body } = await notices('types=B,PL,PU,PR&platform=W&execution=B')
    expect(Object.keys(body.value).sort()).toEqual(['banners', 'player', 'popup', 'promotion'])
    expect(body.value.player[0]).toEqual({ id: expect.any(Number), title: expect.any(String) })
    expect(body.value.banners[0]).toMatchObject({
      groupName: 'w_home',
      url: '/promotions',
      linkageType: 'INTERNAL',
    })
    const only = await notices('types=PL&platform=W')
    expect(Object.keys(only.body.value)).toEqual(['player'])
  })

  it('refuses unknown types, a missing type list, another platform and unknown audiences', async () => {
    for (const query of ['types=X&platform=W', 'platform=W', 'types=PU&platform=M', 'types=PU&execution=Z']) {
      const answer = await notices(query)
      expect(answer.status, query).toBe(400)
      expect(answer.body.success).toBe(false)
    }
    expect((await notices('types=B,PL,PU,PR,H&platform=W')).status).toBe(200)
  })

  it('gives visitors B announcements only, even when they ask for A or F (ANN-12, ANN-14, C-8)', async () => {
    const visitor = await notices('types=PU&platform=W&execution=A,B,F')
    expect(new Set(visitor.body.value.popup.map((a: { execution: string }) => a.execution))).toEqual(
      new Set(['B']),
    )
    const token = await login(server.url, 'demo', 'Demo1234!')
    const member = await notices('types=PU&platform=W&execution=A', token)
    expect(member.body.value.popup.length).toBe(3)
    expect(member.body.value.popup.every((a: { execution: string }) => a.execution === 'A')).toBe(true)
    // F is for a member on their first login only (ANN-13): demo has logged in before.
    const notFirst = await notices('types=PU&platform=W&execution=A,F', token)
    expect(notFirst.body.value.popup.map((a: { execution: string }) => a.execution).sort()).toEqual([
      'A',
      'A',
      'A',
    ])
    expect((await notices('types=PU&platform=W&execution=B', token)).body.value.popup).toEqual([])
  })
})

describe('unread count and domain routes', () => {
  it('answers the member’s unread count, and 401 without a session (API-61)', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const answer = await api(server.url, '/wps/relay/CSP_unreadCount', { token, modId: 'INBOX3' })
    expect(answer.body.value).toEqual({ count: 3 })
    expect((await api(server.url, '/wps/relay/CSP_unreadCount', { modId: 'INBOX3' })).status).toBe(401)
  })

  it('lists the mirror domains on this server (SPEED-2)', async () => {
    const { body } = await api(server.url, '/wps/system/domainRoute?device=0')
    const { port } = new URL(server.url)
    expect(body.value.domainList.map((d: { domainName: string }) => d.domainName)).toEqual([
      server.url,
      `http://localhost:${port}`,
      `http://backup.localhost:${port}`,
      `http://slow.localhost:${port}`,
      `http://dead.localhost:${port}`,
      `http://spare.localhost:${port}`,
    ])
  })
})

describe('demo control: adding content (DESIGN demo/)', () => {
  it('adds an announcement for an audience and the notice call serves it to that audience', async () => {
    const { id } = await demo(server.url, 'POST', '/demo/api/announcements', {
      title: 'Flash news',
      content: '<p>Hi</p>',
      execution: 'B',
    })
    const { body } = await notices('types=PU&platform=W&execution=B')
    expect(body.value.popup[0]).toMatchObject({
      id,
      title: 'Flash news',
      content: '<p>Hi</p>',
      execution: 'B',
    })
  })

  it('adds a popup message (POP-12: modal) that the notice call serves with its modal; refuses a bad one', async () => {
    const modal = { icon: 'success', buttons: [{ label: 'Later' }, { label: 'Go', url: '/promotions' }] }
    const { id } = await demo(server.url, 'POST', '/demo/api/announcements', {
      title: 'Bonus credited',
      content: '<p>Enjoy</p>',
      execution: 'B',
      modal,
    })
    const { body } = await notices('types=PU&platform=W&execution=B')
    expect(body.value.popup[0]).toMatchObject({ id, title: 'Bonus credited', modal })
    expect(body.value.popup[1].modal).toBeUndefined() // an announcement has none
    await expect(
      demo(server.url, 'POST', '/demo/api/announcements', { title: 'x', content: 'x', modal: { icon: 'x' } }),
    ).rejects.toThrow(/modal.icon/)
    await expect(
      demo(server.url, 'POST', '/demo/api/announcements', {
        title: 'x',
        content: 'x',
        modal: { buttons: [{}] },
      }),
    ).rejects.toThrow(/label is required/)
  })

  it('adds a marquee notice and a banner; refuses bad input with a reason', async () => {
    await demo(server.url, 'POST', '/demo/api/notices', { title: 'Marquee news' })
    await demo(server.url, 'POST', '/demo/api/banners', {
      groupName: 'w_forget',
      title: 'Forgot?',
      url: null,
      linkageType: null,
    })
    const { body } = await notices('types=B,PL&platform=W')
    expect(body.value.player.map((n: { title: string }) => n.title)).toContain('Marquee news')
    // The seed's w_forget banner (BNR-2), then the one added.
    expect(
      body.value.banners
        .filter((b: { groupName: string }) => b.groupName === 'w_forget')
        .map((b: { title: string }) => b.title),
    ).toEqual(['Keep your account safe: never share your code', 'Forgot?'])
    await expect(
      demo(server.url, 'POST', '/demo/api/announcements', { title: '', content: 'x' }),
    ).rejects.toThrow(/title is required/)
    await expect(
      demo(server.url, 'POST', '/demo/api/announcements', { title: 'x', content: 'x', execution: 'Z' }),
    ).rejects.toThrow(/execution/)
    await expect(
      demo(server.url, 'POST', '/demo/api/banners', {
        groupName: 'w_home',
        title: 'x',
        linkageType: 'EXTERNAL',
      }),
    ).rejects.toThrow(/needs a url/)
  })

  it('removes a group’s banners', async () => {
    expect(await demo(server.url, 'DELETE', '/demo/api/banners/w_home')).toEqual({ removed: 3 })
    const { body } = await notices('types=B&platform=W')
    expect(body.value.banners.some((b: { groupName: string }) => b.groupName === 'w_home')).toBe(false)
  })
})

/** GET /ping.txt as the mirror `host` (browsers resolve *.localhost to this server). */
function ping(host: string): Promise<{ status: number | 'reset'; ms: number }> {
  const { port } = new URL(server.url)
  const started = Date.now()
  return new Promise((resolve) => {
    const req = request(
      { host: '127.0.0.1', port, path: '/ping.txt?r=1', headers: { Host: `${host}:${port}` } },
      (res) => {
        res.resume()
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: Date.now() - started }))
      },
    )
    req.on('error', () => resolve({ status: 'reset', ms: Date.now() - started }))
    req.end()
  })
}

describe('ping mirrors (SPEED-6)', () => {
  it('answers at once, after 100 ms (backup), after 600 ms (slow), or drops the connection (dead)', async () => {
    const [main, backup, slow, dead] = await Promise.all([
      ping('127.0.0.1'),
      ping('backup.localhost'),
      ping('slow.localhost'),
      ping('dead.localhost'),
    ])
    expect(main.status).toBe(200)
    expect(backup).toMatchObject({ status: 200 })
    expect(backup.ms).toBeGreaterThanOrEqual(95)
    expect(slow.status).toBe(200)
    expect(slow.ms).toBeGreaterThanOrEqual(595)
    expect(dead.status).toBe('reset')
  })
})
