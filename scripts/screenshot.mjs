/**
 * Takes screenshots of a page in Debian's Chromium, for looking at what we build.
 *   node scripts/screenshot.mjs <url> <out.png> [--width 1280] [--height 900] [--dark] [--lang UR] [--full]
 *   [--click selector] [--fill selector=:value ...] [--wait ms]
 */
import { chromium } from 'playwright-core'

const args = process.argv.slice(2)
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`)
  return i === -1 ? fallback : args[i + 1]
}
const [url, out] = args
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
})
const page = await browser.newPage({
  viewport: { width: Number(opt('width', 1280)), height: Number(opt('height', 900)) },
  colorScheme: args.includes('--dark') ? 'dark' : 'light',
})
page.on('console', (m) => console.log(`[console.${m.type()}] ${m.text()}`))
page.on('pageerror', (e) => console.log(`[pageerror] ${e.message}`))
await page.goto(url, { waitUntil: 'networkidle' })
if (opt('lang')) await page.evaluate((l) => window.lobbykit('setLanguage', l), opt('lang'))
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--fill') {
    const at = args[i + 1].lastIndexOf('=:')
    const [sel, value] = [args[i + 1].slice(0, at), args[i + 1].slice(at + 2)]
    await page.locator(sel).fill(value)
  }
  if (args[i] === '--click') await page.locator(args[i + 1]).click()
}
await page.waitForTimeout(Number(opt('wait', 500)))
await page.screenshot({ path: out, fullPage: args.includes('--full') })
await browser.close()
