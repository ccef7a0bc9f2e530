// Unit and widget tests: happy-dom, react aliased to preact/compat exactly as build.mjs does.
import { defineConfig } from 'vitest/config'
import { DOMPURIFY_FILE, trimDompurify } from './scripts/dompurify-trim.mjs'

export default defineConfig({
  // The sanitiser tests run on DOMPurify as build.mjs ships it (trimmed: scripts/dompurify-trim.mjs).
  plugins: [{ name: 'dompurify-trim', enforce: 'pre', transform: (code, id) => (DOMPURIFY_FILE.test(id.split('?')[0]) ? trimDompurify(code) : null) }],
  resolve: {
    alias: [
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  define: { 'process.env.NODE_ENV': '"test"' },
  test: {
    environment: 'happy-dom',
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/browser/**', 'node_modules/**'],
    testTimeout: 15_000,
    environmentOptions: { happyDOM: { url: 'http://127.0.0.1:3000/' } },
    server: { deps: { inline: [/@r2wc/, /@nanostores/, /dompurify/] } },
  },
})
