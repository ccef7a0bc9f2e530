// core/api/url-lite.ts stands in for ufo's withBase and withQuery in the runtime: the same answers
// as ufo itself for the paths, bases and queries lobbykit's calls pass (runtime budget).
import { describe, expect, it } from 'vitest'
import * as ufo from '../../node_modules/ufo/dist/index.mjs'
import { withBase, withQuery } from '../../core/api/url-lite'

describe('url-lite matches ufo', () => {
  const bases = [
    undefined,
    '',
    '/',
    'http://127.0.0.1:4173',
    'https://api.example.com/',
    'https://api.example.com/gw',
  ]
  const paths = ['/wps/session/login', 'wps/relay/X', '/gw/wps/x', 'https://other.example/wps', '']
  it.each(bases.flatMap((base) => paths.map((path) => [path, base] as const)))(
    'withBase(%j, %j)',
    (path, base) => expect(withBase(path, base)).toBe(ufo.withBase(path, base as string)),
  )

  const queries: Record<string, any>[] = [
    {},
    { language: 'EN', gameType: 'RNG', page: 2, size: 60 },
    { q: 'a b+c&d=é/ق', empty: '', none: undefined, flag: true, zero: 0, no: false },
    { types: ['B', 'PL'], x: null },
  ]
  const inputs = ['/wps/relay/MCSFE_getListAnnouncements', '/wps/x?lang=UR', '/wps/x?lang=UR&a=1#top']
  it.each(inputs.flatMap((input) => queries.map((query) => [input, query] as const)))(
    'withQuery(%j, %j) decodes to the same parameters',
    (input, query) => {
      const ours = withQuery(input, query)
      const theirs = ufo.withQuery(input, query)
      const read = (url: string) => {
        const u = new URL(url, 'http://x')
        return [u.pathname, u.hash, [...u.searchParams].sort().join('&')]
      }
      expect(read(ours)).toEqual(read(theirs))
    },
  )
})
