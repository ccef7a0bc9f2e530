import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { pingDomain } from '../../../core/api/content'
import {
  loadSpeedLines,
  measuredLine,
  rateSpeed,
  sortLines,
  testSpeeds,
  untestedLines,
} from '../../../core/content/speed'
import { muteRefusedConnections, usePlatform } from '../../helpers/platform'
import { SPEED_UNREACHABLE_SCORE } from '../../../core/constants'

const server = usePlatform()

describe('speed rating (SPEED-11..14, C-1)', () => {
  it('rates 80 ms or less fast, up to 150 normal, above slow', () => {
    expect([1, 79, 80].map(rateSpeed)).toEqual(['fast', 'fast', 'fast'])
    expect([81, 120, 150].map(rateSpeed)).toEqual(['normal', 'normal', 'normal'])
    expect([151, 400, 9998].map(rateSpeed)).toEqual(['slow', 'slow', 'slow'])
  })

  it('scores a failed ping 9999 and calls it unreachable', () => {
    expect(rateSpeed(null)).toBe('unreachable')
    expect(measuredLine('http://x', null)).toEqual({
      domain: 'http://x',
      speed: SPEED_UNREACHABLE_SCORE,
      rating: 'unreachable',
    })
  })

  it('keeps the measured number: 450 ms stays 450 and slow, never a made-up 100-150 (SPEED-7..10 not built)', () => {
    expect(measuredLine('http://x', 450)).toEqual({ domain: 'http://x', speed: 450, rating: 'slow' })
    expect(measuredLine('http://x', 120)).toEqual({ domain: 'http://x', speed: 120, rating: 'normal' })
  })
})

describe('speed list (SPEED-1..5)', () => {
  it('takes the first five domains, each untested at 0', () => {
    const lines = untestedLines(['a', 'b', 'c', 'd', 'e', 'f', 'g'])
    expect(lines.map((l) => l.domain)).toEqual(['a', 'b', 'c', 'd', 'e'])
    expect(lines.every((l) => l.speed === 0 && l.rating === 'untested')).toBe(true)
  })

  it('sorts by measured time ascending, unreachable last, untested after the tested ones', () => {
    const sorted = sortLines([
      measuredLine('slow', 600),
      { domain: 'pending', speed: 0, rating: 'untested' },
      measuredLine('dead', null),
      measuredLine('fast', 3),
      measuredLine('normal', 101),
    ])
    expect(sorted.map((l) => l.domain)).toEqual(['fast', 'normal', 'slow', 'dead', 'pending'])
  })

  it('loads the domain routes of the server, first five only (SPEED-2)', async () => {
    const lines = await loadSpeedLines()
    const { port } = new URL(server().url)
    expect(lines.map((l) => l.domain)).toEqual([
      server().url,
      `http://localhost:${port}`,
      `http://backup.localhost:${port}`,
      `http://slow.localhost:${port}`,
      `http://dead.localhost:${port}`,
    ])
  })
})

describe('ping (SPEED-6)', () => {
  it('measures a live domain and answers null for a dead one, then sorts the tested list', async () => {
    const restore = muteRefusedConnections()
    try {
      expect(await pingDomain(server().url)).toBeGreaterThan(0)
      const dead = 'http://127.0.0.1:9'
      expect(await pingDomain(dead)).toBeNull()
      const heard: string[] = []
      const tested = await testSpeeds(untestedLines([dead, server().url]), (line) => heard.push(line.domain))
      expect(heard.sort()).toEqual([dead, server().url].sort())
      expect(tested.map((l) => l.domain)).toEqual([server().url, dead])
      expect(tested[0]!.rating).toBe(rateSpeed(tested[0]!.speed))
      expect(tested[1]).toMatchObject({ speed: 9999, rating: 'unreachable' })
    } finally {
      restore()
    }
  })

  it('counts a ping that outlives the timeout as failed (SPEED-14)', async () => {
    // A mirror that accepts the request and never answers.
    const restore = muteRefusedConnections()
    const held: ServerResponse[] = []
    const silent = createServer((_req, res) => held.push(res))
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const { port } = silent.address() as AddressInfo
    try {
      const started = Date.now()
      expect(await pingDomain(`http://127.0.0.1:${port}`, 150)).toBeNull()
      expect(Date.now() - started).toBeLessThan(2000)
    } finally {
      // Answer late, so nothing is left hanging for the test environment to complain about.
      for (const res of held) res.writeHead(200, { 'Access-Control-Allow-Origin': '*' }).end('pong')
      await new Promise((resolve) => silent.close(resolve))
      await new Promise((resolve) => setTimeout(resolve, 100))
      restore()
    }
  })
})
