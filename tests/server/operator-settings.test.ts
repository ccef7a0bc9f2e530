// @vitest-environment node
// The operator's own configuration of the reference platform (README "Operator set-up", DESIGN
// cross-origin): SETTINGS_FILE and ALLOWED_ORIGINS give the allowed origins without the control page.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { readOperatorSettings, parseAllowedOrigins } from '../../demo/server/platform/operator-settings'
import { normaliseOrigin } from '../../demo/server/platform/cors'
import { api, demo, setSettings, useServer } from './helpers'

const dir = mkdtempSync(join(tmpdir(), 'lobbykit-operator-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** Writes `content` to a file of the temporary folder and answers its path. */
function file(name: string, content: string): string {
  const path = join(dir, name)
  writeFileSync(path, content)
  return path
}

async function preflight(base: string, origin: string) {
  const response = await fetch(`${base}/wps/session/login`, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'authorization,merchant,content-type',
    },
  })
  return response.headers.get('access-control-allow-origin')
}

describe('operator settings: reading SETTINGS_FILE and ALLOWED_ORIGINS', () => {
  it('C-8: ALLOWED_ORIGINS is a comma-separated list of origins, written the way browsers send them', () => {
    expect(parseAllowedOrigins(' https://www.acme.example , https://Cms.Acme.example:8443/,')).toEqual([
      'https://www.acme.example',
      'https://cms.acme.example:8443',
    ])
    expect(normaliseOrigin('https://www.acme.example:443')).toBe('https://www.acme.example')
  })

  it.each([
    ['https://www.acme.example/news', /no path/],
    ['*', /not an origin/],
    ['https://*.acme.example', /no \*/],
    ['www.acme.example', /not an origin/],
    ['ftp://files.acme.example', /scheme, host and port only/],
  ])('C-8: refuses %s in ALLOWED_ORIGINS with a message naming it', (origin, message) => {
    expect(() => readOperatorSettings({ ALLOWED_ORIGINS: origin })).toThrow(message)
    expect(() => readOperatorSettings({ ALLOWED_ORIGINS: origin })).toThrow(/ALLOWED_ORIGINS/)
  })

  it('C-8: SETTINGS_FILE holds any settings; ALLOWED_ORIGINS replaces its list of origins', () => {
    const path = file(
      'settings.json',
      JSON.stringify({ allowedOrigins: ['https://www.acme.example/'], brand: { name: 'Acme Casino' } }),
    )
    expect(readOperatorSettings({ SETTINGS_FILE: path })).toEqual({
      allowedOrigins: ['https://www.acme.example'],
      brand: { name: 'Acme Casino' },
    })
    expect(readOperatorSettings({ SETTINGS_FILE: path, ALLOWED_ORIGINS: 'https://m.acme.example' })).toEqual({
      allowedOrigins: ['https://m.acme.example'],
      brand: { name: 'Acme Casino' },
    })
    expect(readOperatorSettings({})).toEqual({})
  })

  it('C-8: a settings file that is not JSON, not an object, or names an unknown setting stops the start', () => {
    expect(() =>
      readOperatorSettings({ SETTINGS_FILE: file('broken.json', '{"allowedOrigins": [') }),
    ).toThrow(/SETTINGS_FILE .*broken\.json/)
    expect(() => readOperatorSettings({ SETTINGS_FILE: file('list.json', '["https://a.example"]') })).toThrow(
      /one JSON object/,
    )
    expect(() => readOperatorSettings({ SETTINGS_FILE: file('typo.json', '{"allowedOrigin": []}') })).toThrow(
      /Unknown setting allowedOrigin/,
    )
    expect(() => readOperatorSettings({ SETTINGS_FILE: join(dir, 'missing.json') })).toThrow(/missing\.json/)
  })
})

describe('operator settings on a running server', () => {
  const settingsFile = file(
    'running.json',
    JSON.stringify({ allowedOrigins: ['https://www.acme.example'], brand: { name: 'Acme Casino' } }),
  )
  const server = useServer({
    operatorSettings: readOperatorSettings({
      SETTINGS_FILE: settingsFile,
      ALLOWED_ORIGINS: 'https://www.acme.example,https://m.acme.example',
    }),
  })

  it('C-8: answers CORS for exactly the configured origins, loopback ones no longer, with no control-page call', async () => {
    expect(await preflight(server.url, 'https://www.acme.example')).toBe('https://www.acme.example')
    expect(await preflight(server.url, 'https://m.acme.example')).toBe('https://m.acme.example')
    expect(await preflight(server.url, 'https://evil.example')).toBeNull()
    expect(await preflight(server.url, 'http://127.0.0.1:5173')).toBeNull()
    const status = await api(server.url, '/wps/system/status', {
      headers: { Origin: 'https://m.acme.example' },
    })
    expect(status.headers.get('access-control-allow-origin')).toBe('https://m.acme.example')
    // The rest of the file is the brand's too.
    const settings = await demo<{ allowedOrigins: string[]; brand: { name: string } }>(
      server.url,
      'GET',
      '/demo/api/settings',
    )
    expect(settings.allowedOrigins).toEqual(['https://www.acme.example', 'https://m.acme.example'])
    expect(settings.brand.name).toBe('Acme Casino')
  })

  it('C-8: a demo reset keeps the operator configuration; the control page may still change it while running', async () => {
    await setSettings(server.url, { allowedOrigins: ['https://staging.acme.example'] })
    expect(await preflight(server.url, 'https://staging.acme.example')).toBe('https://staging.acme.example')
    expect(await preflight(server.url, 'https://www.acme.example')).toBeNull()
    await demo(server.url, 'POST', '/demo/api/reset')
    expect(await preflight(server.url, 'https://www.acme.example')).toBe('https://www.acme.example')
    expect(await preflight(server.url, 'https://staging.acme.example')).toBeNull()
  })

  it('C-8: the control API refuses an origin written so that it could never match', async () => {
    await expect(setSettings(server.url, { allowedOrigins: ['https://www.acme.example/'] })).rejects.toThrow(
      /write \\?"https:\/\/www\.acme\.example\/\\?" as https:\/\/www\.acme\.example/,
    )
    await expect(
      setSettings(server.url, { allowedOrigins: ['https://www.acme.example/shop'] }),
    ).rejects.toThrow(/allowedOrigins: .*no path/)
    expect(await preflight(server.url, 'https://www.acme.example')).toBe('https://www.acme.example')
  })
})

describe('npm start reads the operator configuration from its environment', () => {
  it('C-8: ALLOWED_ORIGINS given to demo/server/main.ts is what the API answers CORS for', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'demo/server/main.ts'], {
      env: {
        ...process.env,
        PORT: '0',
        CONTROL_PORT: '0',
        DATABASE_FILE: ':memory:',
        ALLOWED_ORIGINS: 'https://www.acme.example',
        SETTINGS_FILE: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    try {
      let out = ''
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString()
          const found = /lobbykit demo on (http:\/\/\S+)/.exec(out)
          if (found && out.includes('API answers CORS for')) resolve(found[1] as string)
        })
        child.once('exit', (code) => reject(new Error(`the server exited (${code}): ${out}`)))
      })
      expect(out).toContain('API answers CORS for: https://www.acme.example')
      expect(await preflight(url, 'https://www.acme.example')).toBe('https://www.acme.example')
      expect(await preflight(url, 'http://localhost:8080')).toBeNull()
    } finally {
      child.kill('SIGTERM')
    }
  }, 60_000)

  it('C-8: a bad ALLOWED_ORIGINS stops the start with a message naming it', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'demo/server/main.ts'], {
      env: { ...process.env, PORT: '0', CONTROL_PORT: '0', DATABASE_FILE: ':memory:', ALLOWED_ORIGINS: '*' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let err = ''
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()))
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
    expect(code).toBe(1)
    expect(err).toContain('ALLOWED_ORIGINS: "*" is not an origin')
  }, 60_000)
})
