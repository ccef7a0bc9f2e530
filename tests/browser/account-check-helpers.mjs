// Named helpers for the kit's account checks (issue 16): the slider human check and the new-device
// code step render in a `<lobbykit-check>` host of their own (open shadow root: locators pierce it).

/** The host of the check dialogs. */
export const CHECK = 'lobbykit-check'

/**
 * Solves the slider by keyboard (LOGIN-15): Home, then ArrowUp up to the notch the page shows,
 * then Tab to Check and Enter.
 * @param {import('playwright-core').Page} page
 */
export async function solveSlider(page) {
  const range = page.locator(`${CHECK} input[type=range]`)
  await range.waitFor()
  const target = await page
    .locator(`${CHECK} .hc-notch`)
    .evaluate((el) => Math.round(parseFloat(/** @type {HTMLElement} */ (el).style.insetInlineStart)))
  await range.focus()
  await range.press('Home')
  for (let i = 0; i < target; i++) await range.press('ArrowUp') // up, not right: the same way in RTL
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
}
