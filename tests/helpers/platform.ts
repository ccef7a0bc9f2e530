import { request } from 'node:http'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { startServer, type RunningServer } from '../../demo/server/platform/app'
import { configure, DEFAULT_CONFIG } from '../../core/config'
import { clearListeners } from '../../core/events'
import { $locale } from '../../core/stores/locale'
import { $popup } from '../../core/stores/popup'
import { disconnectTabs, dropSession } from '../../core/stores/session'
import { resetSmsCountdown } from '../../core/stores/sms'
import { loadSystem, resetSystem } from '../../core/stores/system'

/** The reference platform on a random port, and the client configured to talk to it. */
export async function startPlatform(): Promise<RunningServer> {
  const server = await startServer({ port: 0, dbFile: ':memory:' })
  configure({ ...DEFAULT_CONFIG, api: server.url })
  return server
}

/** Back to the seed on the server, and a clean client: no session, no popup, no countdown. */
export async function resetPlatform(server: RunningServer): Promise<void> {
  await demo(server, 'POST', '/demo/api/reset')
  dropSession()
  disconnectTabs()
  resetSystem()
  resetSmsCountdown()
  clearListeners()
  $popup.set(null)
  $locale.set('EN')
  configure({ ...DEFAULT_CONFIG, api: server.url })
  document.cookie
    .split(';')
    .forEach((c) => (document.cookie = `${c.split('=')[0]!.trim()}=; max-age=0; path=/`))
  sessionStorage.clear()
  localStorage.clear()
}

/** Calls the demo control API (JSON, its own loopback port) from Node, like an operator's back office. */
export function demo<T = unknown>(
  server: RunningServer,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  return nodeRequest<T>(server.controlUrl + path, {
    method,
    body,
    headers: method === 'GET' ? {} : { 'Content-Type': 'application/json' },
  })
}

/** An HTTP request from Node (happy-dom's fetch applies the page's CORS rules). */
export function nodeRequest<T = unknown>(
  url: string,
  options: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<T & { __status?: number }> {
  return new Promise((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body)
    const req = request(
      url,
      {
        method: options.method ?? 'GET',
        headers: { ...(payload ? { 'Content-Type': 'application/json' } : {}), ...options.headers },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () => {
          try {
            resolve(Object.assign(JSON.parse(text || '{}'), { __status: res.statusCode }))
          } catch (error) {
            reject(error)
          }
        })
      },
    )
    req.on('error', reject)
    req.end(payload)
  })
}

/** The headers every platform call carries (api.md). */
export const PLATFORM_HEADERS = { Merchant: 'lobbykit', Device: 'web', Language: 'EN' }

/** The newest sms code the server sent to `mobile`. */
export async function latestSmsCode(server: RunningServer, mobile: string): Promise<string> {
  const { messages } = await demo<{ messages: { code?: string }[] }>(
    server,
    'GET',
    `/demo/api/outbox?to=${mobile}`,
  )
  const code = messages[0]?.code
  if (!code) throw new Error(`no sms to ${mobile}`)
  return code
}

/**
 * Waits until `check` passes, polling every 20 ms. It returns at the signal; `ms` only decides when
 * to give up with the check's own error, so by default it stays just inside vitest's 15 s test
 * timeout (a lazy chunk's first transform can take seconds on a loaded machine).
 */
export async function until(check: () => void | boolean, ms = 12_000): Promise<void> {
  const started = Date.now()
  for (;;) {
    try {
      if (check() !== false) return
    } catch (error) {
      if (Date.now() - started > ms) throw error
    }
    if (Date.now() - started > ms) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/**
 * Registers the usual lifecycle: the platform started once for the file, reset and the system status
 * loaded before each test. Answers a getter for the running server.
 */
export function usePlatform(): () => RunningServer {
  let server: RunningServer
  beforeAll(async () => {
    server = await startPlatform()
  })
  afterAll(() => server.close())
  beforeEach(async () => {
    await resetPlatform(server)
    await loadSystem()
  })
  return () => server
}

/**
 * happy-dom reports a refused connection on the console it was created with (not the test's), so a
 * test that means to reach a dead port mutes those lines at the stream. Answers the restore function.
 */
export function muteRefusedConnections(): () => void {
  const streams = [process.stdout, process.stderr]
  const originals = streams.map((stream) => stream.write.bind(stream))
  streams.forEach((stream, i) => {
    stream.write = ((chunk: unknown, ...rest: unknown[]) =>
      /ECONNREFUSED/.test(String(chunk))
        ? true
        : (originals[i] as (...a: unknown[]) => boolean)(chunk, ...rest)) as typeof stream.write
  })
  return () => streams.forEach((stream, i) => (stream.write = originals[i] as typeof stream.write))
}
