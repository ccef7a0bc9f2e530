// The agent centre's client data: consolidated funds and contract flags load only for a
// logged-in agent, never for a trial member (ROLE-10), only while the agent-policy flag is on
// (AGENT-23, FLAG-5); the agent calls answer the not-agent error to a member (ROLE-15).
import { describe, expect, it } from 'vitest'
import { fetchOverview, fetchSalary } from '../../core/api/agent'
import { errorMessageOf, isApiError } from '../../core/errors'
import { $consolidated, loadConsolidated, mayLoadConsolidated } from '../../core/stores/agent'
import { login, loginFreePlay } from '../../core/stores/session'
import { loadSystem, resetSystem } from '../../core/stores/system'
import { demo, usePlatform } from '../helpers/platform'

const platform = usePlatform()

describe('consolidated contract data (AGENT-23, ROLE-10, FLAG-24..27)', () => {
  it('loads for an agent while the agent-policy flag is on, with the four contract flags', async () => {
    resetSystem()
    await loadSystem()
    await login({ type: 'username', username: 'agent', password: 'Agent1234!' })
    expect(mayLoadConsolidated()).toBe(true)
    const value = await loadConsolidated()
    expect(value).toMatchObject({
      divtypereq: true,
      dailysalreqtype: true,
      contracthoursalreq: true,
      realtimesalreqtype: true,
    })
    expect($consolidated.get()?.balance).toBe(8400)
    expect((await fetchSalary('realtime', 1, 5)).contract).toMatchObject({ kind: 'realtime', rate: 0.5 })
  })

  it('is not fetched while the agent-policy flag is off, nor for a trial member', async () => {
    await demo(platform(), 'PUT', '/demo/api/settings', { whitelabel: { AGENTPOLICY: false } })
    resetSystem()
    await loadSystem()
    await login({ type: 'username', username: 'agent', password: 'Agent1234!' })
    expect(mayLoadConsolidated()).toBe(false)
    expect(await loadConsolidated()).toBeNull()
    await demo(platform(), 'PUT', '/demo/api/settings', { whitelabel: { AGENTPOLICY: true } })
    resetSystem()
    await loadSystem()
    await loginFreePlay()
    expect(mayLoadConsolidated()).toBe(false)
    expect(await loadConsolidated()).toBeNull()
  })

  it('a member is refused every agent call with the not-agent message (ROLE-15)', async () => {
    await login({ type: 'username', username: 'demo', password: 'Demo1234!' })
    const error = await fetchOverview({ startTime: 0, endTime: 1 }).catch((e: unknown) => e)
    expect(isApiError(error)).toBe(true)
    expect(errorMessageOf(error)).toBe('Non-agents cannot log in')
  })
})
