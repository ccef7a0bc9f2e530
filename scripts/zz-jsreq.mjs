import { chromium } from 'playwright-core'
import { startServer } from './server.mjs'
process.env.LOBBYKIT_SCRYPT_LOG2N ??= '14'
const server = await startServer({ port: 0, dbFile: ':memory:', root: '/work/main' })
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] })
for (const path of ['/', '/demo/cms.html']) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
  const js = []
  page.on('request', (r) => { if (r.resourceType() === 'script' || r.url().endsWith('.js')) js.push(r.url().replace(/^https?:\/\/[^/]+/, '')) })
  await page.goto(server.url + path, { waitUntil: 'networkidle' })
  console.log(path, js.length)
  console.log(js.join('\n'))
  await page.close()
}
await browser.close(); await server.close?.()
process.exit(0)
