// Home loads a section's games only when it comes near the viewport (HOME-5): tests that look at the
// whole page first read it down to its foot, as a visitor scrolling would.

/** Scrolls `/` down a screen at a time to its foot, letting each section that comes near load. */
export async function readHome(page) {
  for (let i = 0; i < 80; i++) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight)
      return window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2
    })
    await page.waitForTimeout(120)
    if (atEnd) return
  }
}
