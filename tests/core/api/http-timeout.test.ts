// @vitest-environment node
// Node's own fetch: happy-dom's fetch ignores fake timers and the abort reason.
import { createServer, type Server } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { call, REQUEST_TIMEOUT_MS } from '../../../core/api/http'
import { isApiError } from '../../../core/errors'

const sockets = new Set<Socket>()
let silent: Server
beforeAll(async () => {
  silent = createServer(() => {}) // accepts requests, never answers
  silent.on('connection', (socket) => sockets.add(socket))
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
})
afterAll(() => {
  for (const socket of sockets) socket.destroy()
  silent.close()
})

describe('core/api timeout', () => {
  it('gives up on a platform that never answers after the request timeout (ERR-4)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/wps/system/status`
      let settled = false
      const pending = call(url, { modId: 'COMM3' })
        .catch((e: unknown) => e)
        .finally(() => (settled = true))
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 100)
      expect(settled).toBe(false) // still waiting just before the timeout
      await vi.advanceTimersByTimeAsync(1_000)
      const error = await pending
      expect(isApiError(error) && error.key).toBe('timeout')
      expect(isApiError(error) && error.errorCode).toBe('TIMEOUT')
    } finally {
      vi.useRealTimers()
    }
  })
})
