// QR codes of links (AGENT-3 invitation links, MEMBER-12 referral link): the SVG the pages show is a
// well-formed QR symbol of the link, and the agent's register centre shows one per invitation.
import { render } from 'preact/compat'
import { describe, expect, it } from 'vitest'
import { $session, login } from '../../../../core/stores/session'
import RegisterCentre from '../../../../widgets/lobbykit-site/pages/agent/register'
import { QrCode } from '../../../../widgets/lobbykit-site/shared/qr-code'
import { usePlatform, until } from '../../../helpers/platform'
import { renderPage, text } from '../../../helpers/render-page'

usePlatform()

/** The dark modules of the rendered SVG, as a grid (from its path of 1×1 squares). */
function modulesOf(svg: SVGSVGElement): boolean[][] {
  const n = Number(svg.getAttribute('data-modules'))
  const grid = Array.from({ length: n }, () => Array<boolean>(n).fill(false))
  for (const [, x, y] of (svg.querySelector('path')!.getAttribute('d') ?? '').matchAll(/M(\d+) (\d+)/g))
    grid[Number(y)]![Number(x)] = true
  return grid
}

/** A finder pattern (7×7: dark ring, light ring, dark 3×3 centre) with its top-left at (x, y). */
function isFinder(grid: boolean[][], x: number, y: number): boolean {
  for (let dy = 0; dy < 7; dy++)
    for (let dx = 0; dx < 7; dx++) {
      const ring = Math.max(Math.abs(dx - 3), Math.abs(dy - 3))
      if (grid[y + dy]![x + dx] !== (ring !== 2)) return false
    }
  return true
}

describe('QR code (AGENT-3, MEMBER-12)', () => {
  it('draws a QR symbol of the link: version size, quiet zone, three finder patterns, timing lines', () => {
    const box = document.createElement('div')
    const link = 'https://casino.example/register?affiliateCode=AGT7K2QX'
    render(<QrCode value={link} label="invite" />, box)
    const svg = box.querySelector('svg')!
    expect(svg.getAttribute('role')).toBe('img')
    expect(svg.getAttribute('aria-label')).toBe('invite')
    const grid = modulesOf(svg)
    const n = grid.length
    const symbol = n - 8 // the quiet zone is 4 modules a side
    expect((symbol - 17) % 4).toBe(0) // 21, 25, 29 …: a QR version's size
    expect(symbol).toBeGreaterThanOrEqual(29) // 55 bytes at level M need version 4 or more
    for (let i = 0; i < n; i++)
      for (const [x, y] of [
        [i, 0],
        [i, 3],
        [0, i],
        [3, i],
        [i, n - 1],
        [n - 1, i],
      ] as const)
        expect(grid[y]![x]).toBe(false)
    expect([isFinder(grid, 4, 4), isFinder(grid, n - 11, 4), isFinder(grid, 4, n - 11)]).toEqual([
      true,
      true,
      true,
    ])
    expect(isFinder(grid, n - 11, n - 11)).toBe(false)
    // Timing patterns: row and column 6 of the symbol alternate between the finders.
    for (let i = 8; i < symbol - 8; i++) {
      expect(grid[4 + 6]![4 + i]).toBe(i % 2 === 0)
      expect(grid[4 + i]![4 + 6]).toBe(i % 2 === 0)
    }
    // Another link, another symbol.
    render(<QrCode value={`${link}X`} label="other" />, box)
    expect(JSON.stringify(modulesOf(box.querySelector('svg')!))).not.toBe(JSON.stringify(grid))
  })

  it("the register centre shows each invitation link's QR code in a dialog, with the link written out (AGENT-3)", async () => {
    await login({ type: 'username', username: 'agent', password: 'Agent1234!' })
    expect($session.get().isAgent).toBe(true)
    const { container } = renderPage(RegisterCentre, { path: '/agentHome' })
    await until(() => expect(container.querySelector('tr[data-code] [part=qr-open]')).not.toBeNull())
    const row = container.querySelector('tr[data-code]')!
    const code = row.getAttribute('data-code')!
    ;(row.querySelector('[part=qr-open]') as HTMLButtonElement).click()
    await until(() => expect(container.querySelector('[part=qr-dialog] svg[role=img]')).not.toBeNull())
    const dialog = container.querySelector('[part=qr-dialog]')!
    expect(text(dialog.querySelector('h2, [id*=modal-title]'))).toBe(`QR code: ${code}`)
    expect(dialog.querySelector('svg[role=img]')!.getAttribute('aria-label')).toBe(
      `QR code of the link ${code}`,
    )
    expect(dialog.textContent).toContain(`/register?affiliateCode=${code}`)
  })
})
