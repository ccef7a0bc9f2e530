// Unit and widget tests: happy-dom, react aliased to preact/compat exactly as build.mjs does. The
// reference server's tests run in Node itself: they call the API as a platform client does, with
// Node's fetch (no page origin, so no simulated CORS preflight before every call).
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const shared = {
  define: { 'process.env.NODE_ENV': '"test"' },
  test: {
    testTimeout: 15_000,
    // scrypt at 2^14 instead of the server's 2^17 (demo/server/passwords.mjs), so the suite stays fast.
    env: { LOBBYKIT_SCRYPT_LOG2N: '14' },
  },
}

export default defineConfig({
  test: {
    // One worker per core: vitest's default leaves one of CI's two cores idle.
    maxWorkers: 2,
    projects: [
      {
        ...shared,
        test: { ...shared.test, name: 'server', environment: 'node', include: ['tests/server/**/*.test.ts'] },
      },
      {
        ...shared,
        resolve: {
          alias: [
            { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
            { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
            { find: /^react-dom$/, replacement: 'preact/compat' },
            { find: /^react$/, replacement: 'preact/compat' },
            // As build.mjs: ofetch's URL helpers from core/api/url-lite.ts.
            { find: /^ufo$/, replacement: fileURLToPath(new URL('./core/api/url-lite.ts', import.meta.url)) },
          ],
        },
        test: {
          ...shared.test,
          name: 'widgets',
          environment: 'happy-dom',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/browser/**', 'tests/server/**', 'node_modules/**'],
          setupFiles: ['tests/setup.ts'],
          environmentOptions: { happyDOM: { url: 'http://127.0.0.1:3000/' } },
          server: { deps: { inline: [/@r2wc/, /@nanostores/, /dompurify/] } },
        },
      },
    ],
  },
})
