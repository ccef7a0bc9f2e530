import { describe, expect, it, vi } from 'vitest'
import { $locale } from '../../../../core/stores/locale'
import { loadDictionary } from '../../../../core/i18n/index'
import HelpPage from '../../../../widgets/lobbykit-site/pages/help'
import { configure } from '../../../../core/config'
import { muteRefusedConnections, usePlatform, until } from '../../../helpers/platform'
import { recordNavigation, renderPage, text } from '../../../helpers/render-page'

const server = usePlatform()

describe('/help page (ROUTE-14..17, API-62)', () => {
  it('shows the help centre from the server, sanitised, with the terms section (ROUTE-14, C-7)', async () => {
    server()
      .db.prepare(
        "UPDATE help_articles SET content = content || '<img src=x onerror=alert(1)><script>alert(2)</script>' WHERE code = 'about'",
      )
      .run()
    const { container } = renderPage(HelpPage, { path: '/help' })
    await until(() =>
      expect(container.querySelector('[data-code=term] h2')?.textContent).toBe('Terms and services'),
    )
    expect(container.querySelector('h1')?.textContent).toBe('Help centre')
    const about = container.querySelector('[data-code=about]')!
    expect(about.innerHTML).not.toMatch(/onerror|<script/)
    expect(container.querySelector('a[href="/help#term"]')).not.toBeNull()
  })

  it('opens at the terms section for /help#term and at the top otherwise (ROUTE-15, ROUTE-17)', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    const scrolled: string[] = []
    const into = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (
      this: HTMLElement,
    ) {
      scrolled.push(this.dataset.code ?? '')
    })
    const { container, rerender } = renderPage(HelpPage, { path: '/help', hash: 'term' })
    await until(() => expect(scrolled).toEqual(['term']))
    const term = container.querySelector('#term')
    expect(document.activeElement).toBe(term)
    rerender({ hash: '' })
    await until(() => expect(scrollTo).toHaveBeenCalledWith(0, 0))
    scrollTo.mockRestore()
    into.mockRestore()
  })

  it('goes back to /index (ROUTE-16)', async () => {
    const paths = recordNavigation()
    const { container } = renderPage(HelpPage, { path: '/help' })
    ;(container.querySelector('[part=back]') as HTMLButtonElement).click()
    expect(paths).toEqual(['/index'])
  })

  it('asks in the current language and shows Urdu sections (I18N-9)', async () => {
    await loadDictionary('UR')
    $locale.set('UR')
    const { container } = renderPage(HelpPage, { path: '/help' })
    await until(() => expect(text(container.querySelector('[data-code=term] h2'))).toBe('شرائط و ضوابط'))
    expect(text(container.querySelector('h1'))).toBe('مدد مرکز')
  })

  it('says when the help centre cannot be loaded, and tries again (ERR-3)', async () => {
    const unmute = muteRefusedConnections()
    configure({ api: 'http://127.0.0.1:9' })
    try {
      const { container } = renderPage(HelpPage, { path: '/help' })
      await until(() =>
        expect(text(container.querySelector('[role=alert]'))).toBe(
          'Network link is abnormal, please try again',
        ),
      )
      configure({ api: server().url })
      ;(container.querySelector('[part=page-error] button') as HTMLButtonElement).click()
      await until(() => expect(container.querySelector('[data-code=term]')).not.toBeNull())
    } finally {
      configure({ api: server().url })
      unmute()
    }
  })
})
