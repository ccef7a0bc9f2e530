// Unit and widget tests: happy-dom, react aliased to preact/compat exactly as build.mjs does.
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
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
  define: { 'process.env.NODE_ENV': '"test"' },
  test: {
    environment: 'happy-dom',
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/browser/**', 'node_modules/**'],
    setupFiles: ['tests/setup.ts'],
    testTimeout: 15_000,
    // One worker per core: vitest's default leaves one of CI's two cores idle.
    maxWorkers: 2,
    // scrypt at 2^14 instead of the server's 2^17 (demo/server/passwords.mjs), so the suite stays fast.
    env: { LOBBYKIT_SCRYPT_LOG2N: '14' },
    environmentOptions: { happyDOM: { url: 'http://127.0.0.1:3000/' } },
    server: { deps: { inline: [/@r2wc/, /@nanostores/, /dompurify/] } },
  },
})
