import { describe, expect, it, vi } from 'vitest'
import { requestLogin } from '../../../../core/api/session'
import { login } from '../../../../core/stores/session'
import { $token } from '../../../../core/stores/token'
import DownPage from '../../../../widgets/lobbykit-site/pages/down'
import { usePlatform, until } from '../../../helpers/platform'
import { renderPage, text } from '../../../helpers/render-page'

usePlatform()

describe('/down page (ROUTE-21, SYS-4)', () => {
  it('offers the iOS and Android apps from the server, each with its install guide', async () => {
    const { container } = renderPage(DownPage, { path: '/down' })
    await until(() => expect(container.querySelectorAll('[part=download]')).toHaveLength(2))
    const ios = container.querySelector('[data-platform=ios]')!
    const android = container.querySelector('[data-platform=android]')!
    expect(ios.querySelector('[part=download]')?.getAttribute('href')).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/demo\/app#ios$/,
    )
    expect(text(android.querySelector('[part=download]'))).toBe('Download for Android')
    expect(text(android)).toContain('Version 2.4.0, for Android 8 or later')
    expect(ios.querySelectorAll('[part=guide-ios] li')).toHaveLength(4)
    expect(text(ios.querySelector('[part=guide-ios]'))).toContain('trust the lobbykit profile')
    expect(text(android.querySelector('[part=guide-android]'))).toContain(
      'allow installing apps from this source',
    )
  })

  it('never puts the session token in a download link (C-5, MENU-20)', async () => {
    await login({ type: 'username', username: 'demo', password: 'Demo1234!' })
    const token = $token.get()!
    expect(token.length).toBeGreaterThan(8)
    const { container } = renderPage(DownPage, { path: '/down' })
    await until(() => expect(container.querySelectorAll('[part=download]')).toHaveLength(2))
    for (const link of container.querySelectorAll('a')) expect(link.getAttribute('href')).not.toContain(token)
  })

  it("opens a member's app link with a one-time exchange code that logs in once (MENU-20, C-5)", async () => {
    await login({ type: 'username', username: 'demo', password: 'Demo1234!' })
    const token = $token.get()!
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {})
    try {
      const { container } = renderPage(DownPage, { path: '/down' })
      await until(() => expect(container.querySelectorAll('[part=download]')).toHaveLength(2))
      ;(container.querySelector('[data-platform=android] [part=download]') as HTMLElement).click()
      await until(() => expect(assign).toHaveBeenCalledTimes(1))
      const opened = new URL(String(assign.mock.calls[0]![0]))
      // The demo brand's download page (/demo/app, its Android part), with the code, never the token.
      expect(opened.pathname + opened.hash).toBe('/demo/app#android')
      const code = opened.searchParams.get('token')!
      expect(code).toBeTruthy()
      expect(code).not.toBe(token)
      const session = await requestLogin({ type: 'exchange', code })
      expect(session.token).toBeTruthy()
      await expect(requestLogin({ type: 'exchange', code })).rejects.toMatchObject({
        errorCode: 'INVALID_CREDENTIALS',
      })
    } finally {
      assign.mockRestore()
    }
  })
})
