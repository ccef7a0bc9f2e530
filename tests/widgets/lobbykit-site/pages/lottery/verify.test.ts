// @vitest-environment node
// API-51 (fair draw): the lottery hall's in-browser check (WebCrypto) and the server's draw (node:crypto) follow
// the same published rule: for fresh secrets, every game format gives the same numbers and hash.
import { describe, expect, it } from 'vitest'
import { checkDraw, ruleNumbers, sha256Hex } from '../../../../../widgets/lobbykit-site/pages/lottery/verify'
import { LOTTERY_GAMES } from '../../../../../demo/server/lottery/catalogue'
import { newSecret, numbersFromSecret, secretHashOf } from '../../../../../demo/server/lottery/fair'

describe('provably fair draws in the browser (API-51 (fair draw))', () => {
  it('API-51 (fair draw): WebCrypto recomputes the hash and the numbers of every game format as the server draws them', async () => {
    for (const game of LOTTERY_GAMES) {
      for (let round = 0; round < 5; round++) {
        const secret = newSecret()
        const issue = 29_000_000 + round
        expect(await sha256Hex(secret)).toBe(secretHashOf(secret))
        const numbers = numbersFromSecret(secret, game.code, issue, game.format)
        expect(numbers).toHaveLength(game.format.count)
        expect(await ruleNumbers(secret, game.code, String(issue), game.format)).toEqual(numbers)
      }
    }
  })

  it('API-51 (fair draw): a draw whose secret or numbers were changed is not verified', async () => {
    const secret = newSecret()
    const format = { kind: 'pick' as const, count: 7, max: 49 }
    const draw = {
      gameCode: 'LHC',
      gameName: 'Mark Six',
      issue: '123',
      numbers: numbersFromSecret(secret, 'LHC', 123, format),
      drawnAt: 0,
      closedAt: 100,
      secretHash: secretHashOf(secret),
      secretHashPublishedAt: 50,
      secret,
      format,
    }
    expect(await checkDraw(draw)).toMatchObject({
      hashMatches: true,
      numbersMatch: true,
      publishedInTime: true,
    })
    const other = newSecret()
    expect(await checkDraw({ ...draw, secret: other })).toMatchObject({ hashMatches: false })
    const moved = [...draw.numbers].reverse()
    expect(await checkDraw({ ...draw, numbers: moved })).toMatchObject({
      hashMatches: true,
      numbersMatch: false,
    })
    expect(await checkDraw({ ...draw, secretHashPublishedAt: 150 })).toMatchObject({ publishedInTime: false })
  })
})
