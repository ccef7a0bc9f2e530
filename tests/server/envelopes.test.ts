// @vitest-environment node
// Red envelopes on the reference server (MEMBER-18): the amount stays secret until opened, opening
// pays once (also when two opens race), with an account-record line; expired ones cannot be opened.
import { describe, expect, it } from 'vitest'
import { api, demo, login, useServer } from './helpers'

const server = useServer()
const relay = (name: string, token: string, body?: unknown) =>
  api(server.url, `/wps/relay/${name}`, { token, body })
const balance = async (token: string) =>
  (await api(server.url, '/wps/member/info', { token })).body.value.balance as number

describe('red envelopes (MEMBER-18)', () => {
  it('an unopened envelope hides its amount; opening reveals and credits it once, even in parallel', async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const { list } = (await relay('ENVELOPE_list', token)).body.value
    const ready = list.find((e: any) => e.status === 'READY')
    expect(ready.amount).toBeNull()
    expect(list.find((e: any) => e.status === 'OPENED').amount).toBe(20)
    const before = await balance(token)
    const answers = await Promise.all([1, 2, 3].map(() => relay('ENVELOPE_open', token, { id: ready.id })))
    const paid = answers.filter((a) => a.body.success)
    expect(paid).toHaveLength(1)
    expect(answers.filter((a) => a.body.errorCode === 'ENVELOPE_OPENED')).toHaveLength(2)
    const amount = paid[0]!.body.value.amount
    expect(amount).toBeGreaterThan(0)
    expect(await balance(token)).toBeCloseTo(before + amount, 2)
    const again = await relay('ENVELOPE_open', token, { id: ready.id })
    expect(again.body.errorCode).toBe('ENVELOPE_OPENED')
    expect(await balance(token)).toBeCloseTo(before + amount, 2)
    const after = (await relay('ENVELOPE_list', token)).body.value.list.find((e: any) => e.id === ready.id)
    expect(after).toMatchObject({ status: 'OPENED', amount })
  })

  it("another member's envelope answers like a missing one; the control page grants new ones", async () => {
    const agent = await login(server.url, 'agent', 'Agent1234!')
    const token = await login(server.url, 'demo', 'Demo1234!')
    const mine = (await relay('ENVELOPE_list', token)).body.value.list[0]
    expect((await relay('ENVELOPE_open', agent, { id: mine.id })).body.errorCode).toBe('NOT_FOUND')
    const { id } = await demo(server.url, 'POST', '/demo/api/envelopes', { account: 'agent', min: 7, max: 7 })
    const opened = await relay('ENVELOPE_open', agent, { id })
    expect(opened.body.value.amount).toBe(7)
  })
})
