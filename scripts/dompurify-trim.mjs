/**
 * Trims two Babel helpers from DOMPurify's ES build (`dompurify/dist/purify.es.mjs`, the file we
 * bundle), which esbuild cannot drop on its own (2 KB minified of the sanitiser chunk, DESIGN
 * "Budgets"). Used by build.mjs and by vitest.config.mjs, so the sanitiser tests (hostile payloads
 * included) run on exactly the code that ships.
 *
 * - `AsyncGenerator` (and `_OverloadYield`, which only it uses) is never called, but assigns to its
 *   prototype at the top level.
 * - `_slicedToArray(pair, 2)` (with four helpers of its own) only destructures the pairs of
 *   `Object.entries` in `clone()`; for an array it returns its argument itself, so the pair is used
 *   as it is.
 *
 * Anything unexpected — another DOMPurify version, the text changed, a helper used elsewhere —
 * throws, and the build fails: a security library is never patched on a guess.
 */
export const DOMPURIFY_FILE = /[\\/]dompurify[\\/]dist[\\/]purify\.es\.mjs$/

const ASYNC_GENERATOR =
  /^function AsyncGenerator\(e\) \{\n[\s\S]*?\n\}\nAsyncGenerator\.prototype\[[\s\S]*?\n\};\n/m
const ENTRY_PAIR =
  /(for \(const (_ref\d+) of entries\(object\)\) \{\n\t\tvar _ref\d+ = )_slicedToArray\(\2, 2\);/g

export function trimDompurify(code) {
  const fail = (what) => {
    throw new Error(
      `dompurify-trim: ${what} — purify.es.mjs is not the text the trim was written for; check the new version and update scripts/dompurify-trim.mjs`,
    )
  }
  if (!/^\/\*! @license DOMPurify 3\./.test(code)) fail('not DOMPurify 3.x')
  const helpers = code.match(ASYNC_GENERATOR)
  if (!helpers || code.split('AsyncGenerator').length - 1 !== helpers[0].split('AsyncGenerator').length - 1)
    fail('AsyncGenerator is not the unused helper it was')
  let out = code.replace(ASYNC_GENERATOR, '')
  const pairs = out.match(ENTRY_PAIR)
  if (pairs?.length !== 1) fail('_slicedToArray is not used once on an Object.entries pair')
  out = out.replace(ENTRY_PAIR, '$1$2;')
  if ((out.match(/_slicedToArray\(/g) ?? []).length !== 1) fail('_slicedToArray is still called elsewhere') // its definition only
  return out
}
