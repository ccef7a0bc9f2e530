import { describe, expect, it } from 'vitest'
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
})
