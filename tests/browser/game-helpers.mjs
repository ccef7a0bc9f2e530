// Helpers for the game widget browser tests on cms.html, which also holds the announcement popup
// and the speed tester.

/**
 * The page's announcement popup counts as already closed this session (ANN-11), so it covers no
 * tile; the speed tester's demo "dead" mirror (scrolled into view with the lobby) logs its failed
 * ping as a console error by design, which is not this test's concern.
 */
export async function quietPage(t) {
  await t.page.addInitScript(() => sessionStorage.setItem('lobbykit:lobbykit:closed', 'A,B,F'))
  t.allowErrors(/dead\.localhost.*ping\.txt/)
}
