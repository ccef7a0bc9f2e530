// @vitest-environment node
// Feedback and complaints on the reference server (MEMBER-20, API-59, VAL-53, VAL-54): the rules, content
// of at most 140 characters, the support question counted in words between the server's bounds, png/jpg
// images checked by their bytes (at most 3, 5 MB each), the history with the operator's reply, and
// sending throttled with duplicates refused (C-9).
import { describe, expect, it } from 'vitest'
import { api, demo, login, useServer } from './helpers'

const server = useServer()
const send = (token: string | undefined, body: Record<string, unknown>) =>
  api(server.url, '/wps/feedback', { method: 'PUT', token, body, modId: 'FEEDBACK3' })
const png = (bytes: number) => {
  const data = Buffer.alloc(bytes)
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(data)
  return `data:image/png;base64,${data.toString('base64')}`
}

describe('feedback (API-59)', () => {
  it('VAL-53: 140 characters are accepted, 141 refused; the history shows what was sent', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const refused = await send(token, { type: 'SUGGESTION', content: 'x'.repeat(141) })
    expect(refused.body.errorCode).toBe('FEEDBACK_TOO_LONG')
    const accepted = await send(token, { type: 'SUGGESTION', content: 'é'.repeat(140) })
    expect(accepted.body.success).toBe(true)
    expect(accepted.body.value.list[0].content).toBe('é'.repeat(140))
    const empty = await send(token, { type: 'SUGGESTION', content: '   ' })
    expect(empty.body.errorCode).toBe('INPUT_EMPTY')
    const badType = await send(token, { type: 'NOPE', content: 'hello' })
    expect(badType.body.errorCode).toBe('FEEDBACK_TYPE')
  })

  it('VAL-54: the support question counts words between the server bounds', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const rules = (await api(server.url, '/wps/relay/FEEDBACK_config', { token, modId: 'FEEDBACK3' })).body
      .value
    expect(rules.maxChars).toBe(140)
    const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ')
    expect(
      (await send(token, { type: 'QUESTION', content: words(rules.questionMinWords - 1) })).body.errorCode,
    ).toBe('FEEDBACK_WORDS')
    expect(
      (await send(token, { type: 'QUESTION', content: words(rules.questionMaxWords + 1) })).body.errorCode,
    ).toBe('FEEDBACK_WORDS')
    // Words, not characters: a question longer than 140 characters within the word range passes.
    const long = words(rules.questionMaxWords)
    expect(long.length).toBeGreaterThan(140)
    expect((await send(token, { type: 'QUESTION', content: long })).body.success).toBe(true)
  })

  it('images: png/jpg by their bytes, at most 3, at most 5 MB each (6 MB refused)', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const base = { type: 'COMPLAINT', content: 'See the pictures' }
    const big = await send(token, { ...base, images: [png(6 * 1024 * 1024)] })
    expect(big.body.errorCode).toBe('IMAGE_TOO_LARGE')
    const fake = `data:image/png;base64,${Buffer.from('GIF89a not a png').toString('base64')}`
    expect((await send(token, { ...base, images: [fake] })).body.errorCode).toBe('IMAGE_TYPE')
    expect(
      (await send(token, { ...base, images: [png(100), png(100), png(100), png(100)] })).body.errorCode,
    ).toBe('IMAGE_TOO_MANY')
    const good = await send(token, { ...base, images: [png(5 * 1024 * 1024), png(200)] })
    expect(good.body.success).toBe(true)
    expect(good.body.value.list[0].imageCount).toBe(2)
  })

  it('C-9: the same feedback within a minute is refused; a sixth in ten minutes waits, and says how long', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    expect((await send(token, { type: 'SUGGESTION', content: 'More cricket tables' })).body.success).toBe(
      true,
    )
    const twin = await send(token, { type: 'SUGGESTION', content: ' More cricket tables ' })
    expect(twin.body).toMatchObject({ success: false, errorCode: 'FEEDBACK_DUPLICATE' })
    expect(twin.body.message).toBe('You sent this feedback less than a minute ago; we have it already')
    for (let i = 2; i <= 5; i++)
      expect((await send(token, { type: 'SUGGESTION', content: `Idea ${i}` })).body.success).toBe(true)
    const sixth = await send(token, { type: 'SUGGESTION', content: 'Idea 6' })
    expect(sixth.status).toBe(429)
    const wait = Number(sixth.headers.get('retry-after'))
    expect(wait).toBeGreaterThan(9 * 60)
    expect(wait).toBeLessThanOrEqual(10 * 60)
    expect(sixth.body.message).toBe(`Too many requests, please retry after ${Math.ceil(wait / 60)} minutes`)
    expect(sixth.body.value).toEqual({ retryAfterSeconds: wait })
    const list = (await api(server.url, '/wps/relay/FEEDBACK_list', { token, modId: 'FEEDBACK3' })).body.value
      .list
    expect(list.filter((f: { content: string }) => /cricket|Idea/.test(f.content))).toHaveLength(5)
  })

  it('MEMBER-20: the operator replies once; the member sees the reply; a token is needed', async () => {
    expect((await send(undefined, { type: 'SUGGESTION', content: 'hi' })).status).toBe(401)
    const token = await login(server.url, 'demo', 'Demo1234!')
    const sent = await send(token, { type: 'GAME', content: 'Fortune Tiger froze' })
    const id = sent.body.value.list[0].id
    const { feedback } = await demo(server.url, 'GET', '/demo/api/feedback')
    expect(feedback.find((f: any) => f.id === id).reply).toBeNull()
    await demo(server.url, 'POST', `/demo/api/feedback/${id}/reply`, { reply: 'Fixed, thank you.' })
    await expect(
      demo(server.url, 'POST', `/demo/api/feedback/${id}/reply`, { reply: 'Again' }),
    ).rejects.toThrow(/409/)
    const list = (await api(server.url, '/wps/relay/FEEDBACK_list', { token, modId: 'FEEDBACK3' })).body.value
      .list
    expect(list.find((f: any) => f.id === id).reply).toBe('Fixed, thank you.')
  })
})
