// @vitest-environment node
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { trimDompurify } from '../../scripts/dompurify-trim.mjs'

const file = createRequire(import.meta.url)
  .resolve('dompurify')
  .replace(/purify\.cjs\.js$/, 'purify.es.mjs')
const original = readFileSync(file, 'utf8')

describe('scripts/dompurify-trim (the sanitiser tests run on its output: vitest.config.mjs)', () => {
  it('drops the unused AsyncGenerator and _slicedToArray helpers and nothing else', () => {
    const trimmed = trimDompurify(original)
    expect(trimmed).not.toContain('AsyncGenerator')
    expect(trimmed.match(/_slicedToArray\(/g)).toHaveLength(1) // the now unused definition, dropped by esbuild
    expect(original.length - trimmed.length).toBeLessThan(2_500)
  })

  it('refuses, failing the build, when the file is not the text it was written for', () => {
    expect(() =>
      trimDompurify(original.replace('_slicedToArray(_ref2, 2)', '_slicedToArray(_ref2, 3)')),
    ).toThrow(/dompurify-trim/)
    expect(() =>
      trimDompurify(original.replace('function AsyncGenerator(e) {', 'function AsyncGenerator(e, f) {')),
    ).toThrow(/dompurify-trim/)
    expect(() => trimDompurify(`${original}\nnew AsyncGenerator(null)`)).toThrow(/dompurify-trim/)
    expect(() => trimDompurify(original.replace('DOMPurify 3.', 'DOMPurify 4.'))).toThrow(/dompurify-trim/)
  })
})
