// Helpers shared by the member-centre browser tests (records, wallet-free benefits, missions).
import assert from 'node:assert/strict'
import { gotoLoggedIn, DEMO } from './harness.mjs'

const SITE = 'lobbykit-site'

/** The side menu's speed tester pings the demo's dead mirror on purpose (speed.browser.mjs). */
export const DEAD_MIRROR = /dead\.localhost.*ping\.txt|ERR_EMPTY_RESPONSE/

/** A locator's text with its white space folded. */
export const textOf = async (locator) => ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim()

/** The number in a money text such as "Rs 1,250.50". */
export const amountOf = (text) => Number(text.replace(/[^\d.]/g, ''))

/** Logs the demo member in through the platform and opens `path` with `?token=` (SYS-17); answers the token. */
export async function openAsDemo(t, path = '/') {
  const answer = await t.api('/wps/session/login', {
    body: { type: 'username', username: DEMO.username, password: DEMO.password },
  })
  assert.equal(answer.success, true, 'login call')
  t.allowErrors(DEAD_MIRROR)
  const token = await gotoLoggedIn(t.page, t.base, `${t.base}${path}`, answer.value.token)
  await t.page.locator(`${SITE} [part=member]`).waitFor()
  return token
}

/** Logs in through the platform and opens `path` with `?token=`; answers the token. */
export async function openAs(t, who, path) {
  const answer = await t.api('/wps/session/login', { body: { type: 'username', ...who } })
  assert.equal(answer.success, true, `login ${who.username}`)
  t.allowErrors(DEAD_MIRROR)
  return gotoLoggedIn(t.page, t.base, `${t.base}${path}`, answer.value.token)
}
