// Named helpers for the kit's account checks (LOGIN-15, LOGIN-28): the slider human check and the new-device
// code step render in a `<lobbykit-check>` host of their own (open shadow root: locators pierce it).

import { demoApi } from './harness.mjs'

/** The host of the check dialogs. */
export const CHECK = 'lobbykit-check'

/**
 * Solves the slider by keyboard (LOGIN-15): Home, then ArrowUp up to the picture's number,
 * then Tab to Check and Enter.
 * @param {import('playwright-core').Page} page
 */
export async function solveSlider(page) {
  const range = page.locator(`${CHECK} input[type=range]`)
  await range.waitFor()
  // The number is only in the picture (LOGIN-15); the test reads the newest challenge's target from
  // the demo control API of the page's server.
  await page.locator(`${CHECK} img.hc-picture`).waitFor()
  const { target } = await demoApi(new URL(page.url()).origin, 'GET', '/demo/api/human-check')
  await range.focus()
  await range.press('Home')
  // Up, not right: the same way in RTL. The keyboard of the page, not the locator's press: a press
  // each without finding the range again (up to a hundred of them).
  for (let i = 0; i < target; i++) await page.keyboard.press('ArrowUp')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
}
