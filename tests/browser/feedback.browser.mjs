// Feedback and complaints in the real site as `demo` (MEMBER-20, VAL-53, VAL-54, API-59): a 141-character
// message is refused next to the field before anything is sent, and by the server; a 6 MB image is refused
// with the size message; a good one is sent, shows in the history, and the operator's reply follows.
import assert from 'node:assert/strict'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { API_HEADERS, waitUntil } from './harness.mjs'
import { openAsDemo, textOf } from './member-centre-helpers.mjs'

const SITE = 'lobbykit-site'
const SECTION = `${SITE} [part=feedback-section]`

/** A png of `bytes` bytes (the signature, then zeros): the server reads its bytes. */
const png = (bytes) => {
  const data = Buffer.alloc(bytes)
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(data)
  return data
}

export const tests = [
  {
    name: 'MEMBER-20/VAL-53/VAL-54/API-59 feedback: 141 characters refused before sending and by the server, a 6 MB image refused, a sent one gets the reply',
    fn: async (t) => {
      const { page } = t
      const token = await openAsDemo(t, '/member?tab=feedback')
      const form = page.locator(`${SECTION} [part=feedback-form]`)
      await form.waitFor()
      const content = form.locator('textarea[name=content]')
      const counter = form.locator('[part=feedback-counter]')
      await content.fill('x'.repeat(141))
      assert.equal(await textOf(counter), '141 of 140 characters')
      await form.locator('[part=feedback-send]').click()
      const error = form.locator('.lk-error')
      assert.equal(await textOf(error), 'Please keep your feedback to 140 characters')
      assert.equal(await content.getAttribute('aria-invalid'), 'true')
      assert.match(await content.getAttribute('aria-describedby'), new RegExp(await error.getAttribute('id')))
      assert.equal(t.watch().count('/wps/feedback'), 0, 'nothing was sent')
      assert.equal(await content.inputValue(), 'x'.repeat(141), 'what was typed is kept')
      // The server refuses it too (VAL-53, C-8).
      const refused = await fetch(`${t.base}/wps/feedback`, {
        method: 'PUT',
        headers: {
          ...API_HEADERS,
          modID: 'FEEDBACK3',
          Authorization: token,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ type: 'SUGGESTION', content: 'x'.repeat(141) }),
      }).then((r) => r.json())
      assert.equal(refused.errorCode, 'FEEDBACK_TOO_LONG')
      // The support question counts words between the server's {0} and {1} (VAL-54).
      await form.locator('select[name=type]').selectOption('QUESTION')
      await content.fill('How do I verify my phone?')
      assert.equal(await textOf(counter), '6 words (between 5 and 60)')
      await form.locator('select[name=type]').selectOption('COMPLAINT')
      // A 6 MB image is refused with the size message, before sending.
      await content.fill('The game froze after my win; see the picture.')
      const input = form.locator('input[name=images]')
      // From a file on disk: Chromium reads it directly (a 6 MB buffer through the protocol is slow).
      const dir = await mkdtemp(join(tmpdir(), 'lk-feedback-'))
      await writeFile(join(dir, 'big.png'), png(6 * 1024 * 1024))
      await input.setInputFiles(join(dir, 'big.png'))
      await form.locator('[part=feedback-send]').click()
      assert.equal(
        await textOf(form.locator('[part=feedback-images] .lk-error')),
        'Each image may be at most 5 MB',
      )
      assert.equal(t.watch().count('/wps/feedback'), 0)
      await input.setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: png(2048) })
      await form.locator('[part=feedback-send]').click()
      await waitUntil(async () => (await textOf(form.locator('[part=feedback-sent]'))) !== '', 'sent')
      const first = page.locator(`${SECTION} [part=feedback-item]`).first()
      assert.match(
        await textOf(first),
        /The game froze after my win; see the picture\..*1 image\(s\) attached.*Waiting for a reply/,
      )
      // The operator replies on the control page; the member sees it.
      const { feedback } = await t.demo('GET', '/demo/api/feedback')
      const id = feedback.find((f) => f.content.startsWith('The game froze')).id
      await t.demo('POST', `/demo/api/feedback/${id}/reply`, { reply: 'We refunded the round.' })
      await page.reload()
      await first.waitFor()
      assert.match(
        (await first.locator('[part=feedback-reply]').innerText()).replace(/\s+/g, ' '),
        /^Reply We refunded the round\./,
      )
      await t.screenshot('feedback', page, { fullPage: true })
    },
  },
]
