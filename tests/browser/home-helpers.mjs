// Home loads a section's games only when it comes near the viewport (HOME-5): tests that look at the
// whole page first read it down to its foot, as a visitor scrolling would.

/** Scrolls `/` down a screen at a time to its foot, letting each section that comes near load. */
export async function readHome(page) {
  // The sections have their places once the game menus answered: the first type's section is there.
  await page
    .locator('lobbykit-site [part=main] [data-page=home] [data-section]:not([data-section=HOT])')
    .first()
    .waitFor()
  let still = 0
  for (let i = 0; i < 100 && still < 3; i++) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight)
      return window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2
    })
    await page.waitForTimeout(120)
    still = atEnd ? still + 1 : 0 // at the foot three times running: nothing more grew below
  }
}
