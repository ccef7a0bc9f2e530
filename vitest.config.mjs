// Unit and widget tests: happy-dom, react aliased to preact/compat exactly as build.mjs does.
import { defineConfig } from 'vitest/config'

export default defineConfig({
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
    server: { deps: { inline: [/@r2wc/, /@nanostores/] } },
  },
})
