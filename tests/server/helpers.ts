// Shared helpers for the reference-server tests: start it on port 0, call the API with the
// required headers, read the envelope.
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { startServer, type RunningServer, type StartOptions } from '../../demo/server/platform/app'

export interface Envelope<T = any> {
  success: boolean
  value: T
  message: string
  errorCode: string | null
}

export interface ApiAnswer<T = any> {
  status: number
  headers: Headers
  body: Envelope<T>
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  body?: unknown
  token?: string
  modId?: string
  headers?: Record<string, string>
}

export const API_HEADERS = { Merchant: 'lobbykit', Device: 'web', Language: 'EN' }

/** The control port's URL of each platform URL started here. */
const CONTROL_URLS = new Map<string, string>()

/** The demo control API's base URL for a platform URL (`useServer().url`). */
export function controlUrl(base: string): string {
  return CONTROL_URLS.get(base) ?? base
}

/** Starts a server for the file, resets it before each test, closes it after. */
export function useServer(options: StartOptions = {}) {
  const server = { url: '' } as { url: string; instance?: RunningServer }
  beforeAll(async () => {
    server.instance = await startServer({ port: 0, ...options })
    server.url = server.instance.url
    CONTROL_URLS.set(server.url, server.instance.controlUrl)
  })
  afterAll(async () => {
    await server.instance?.close()
  })
  beforeEach(async () => {
    await demo(server.url, 'POST', '/demo/api/reset')
  })
  return server
}

/** Calls a platform API path with the api.md headers. */
export async function api<T = any>(
  base: string,
  path: string,
  options: CallOptions = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = {
    ...API_HEADERS,
    modID: options.modId ?? 'COMM3',
    ...options.headers,
  }
  if (options.token) headers.Authorization = options.token
  if (options.body !== undefined) headers['Content-Type'] = 'application/json;charset=UTF-8'
  const response = await fetch(base + path, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  return { status: response.status, headers: response.headers, body: (await response.json()) as Envelope<T> }
}

/** Calls the demo control API (its own port, found from the platform URL); answers the parsed JSON. */
export async function demo<T = any>(base: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(controlUrl(base) + path, {
    method,
    // The control API takes JSON only, even for an empty body (a cross-site form cannot send it).
    headers: method === 'GET' ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

/** Logs in by username; answers the token (fails the test when login fails). */
export async function login(
  base: string,
  username: string,
  password: string,
  extra: Record<string, unknown> = {},
) {
  const answer = await api(base, '/wps/session/login', {
    body: { type: 'username', username, password, ...extra },
  })
  if (!answer.body.success) throw new Error(`login ${username}: ${answer.body.errorCode}`)
  return answer.body.value.token as string
}

/**
 * Registers through the web form (REG3) with an adult birth date, logged in; `fields` adds to the form
 * or replaces its fields (a field set to undefined is left out). Answers the server's answer.
 */
export function register(base: string, username: string, fields: Record<string, unknown> = {}) {
  const form: Record<string, unknown> = {
    username,
    password: 'Secret123!',
    confirmPassword: 'Secret123!',
    countryDialingCode: '92',
    registerMethod: 'WEB',
    termsAccepted: true,
    ageConfirmed: true,
    birthday: '1990-01-01',
    login: true,
    ...fields,
  }
  const body = Object.fromEntries(Object.entries(form).filter(([, value]) => value !== undefined))
  return api(base, '/wps/member/register', { method: 'PUT', body, modId: 'REG3' })
}

/** A captcha key the server accepts (8–64 of [A-Za-z0-9-]). */
export function captchaKey() {
  return `test-${Math.random().toString(36).slice(2, 12)}`
}

/** Fetches a captcha for `key` and reads its code through the demo API. */
export async function solveCaptcha(base: string, key: string) {
  const image = await api(base, `/wps/captcha?uuid=${key}`, { modId: 'CAPTCHA3' })
  if (!image.body.success) throw new Error(`captcha: ${image.body.errorCode}`)
  const { code } = await demo<{ code: string }>(base, 'GET', `/demo/api/captcha/${key}`)
  return code
}

/** Changes settings through the demo API. */
export function setSettings(base: string, patch: Record<string, unknown>) {
  return demo(base, 'PUT', '/demo/api/settings', patch)
}
