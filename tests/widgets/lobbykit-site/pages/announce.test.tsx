import { beforeAll, describe, expect, it } from 'vitest'
import { register } from '../../../../widgets/announcement-popup/index'
import AnnouncePage from '../../../../widgets/lobbykit-site/pages/announce'
import { usePlatform, until } from '../../../helpers/platform'
import { renderPage, text } from '../../../helpers/render-page'

usePlatform()
beforeAll(() => register('announcement-popup'))

describe('/announce page (ROUTE-20, ANN-1, ANN-4)', () => {
  it('shows the announcement list in place, under its title', async () => {
    const { container } = renderPage(AnnouncePage, { path: '/announce' })
    expect(text(container.querySelector('h1'))).toBe('Announcements')
    const list = container.querySelector('announcement-popup')!
    expect((list as HTMLElement & { mode?: string }).mode).toBe('inline')
    await until(() => expect(list.shadowRoot!.querySelectorAll('[part=item]').length).toBeGreaterThan(0))
    expect(list.shadowRoot!.querySelector('[role=dialog]')).toBeNull()
  })
})
