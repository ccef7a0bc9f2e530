import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sanitizeHtml, sanitizeToFragment } from '../../core/sanitize'

let container: HTMLDivElement

beforeEach(() => {
  container = document.createElement('div')
  document.body.append(container)
})

afterEach(() => {
  container.remove()
  vi.restoreAllMocks()
})

/** Sanitises into the test container and returns it, so assertions can query real nodes. */
function render(html: string): HTMLDivElement {
  container.innerHTML = sanitizeHtml(html)
  return container
}

/** Asserts that nothing in the rendered tree can run script. */
function expectInert(root: Element): void {
  for (const el of root.querySelectorAll('*')) {
    for (const attr of el.attributes) {
      expect(attr.name.startsWith('on'), `${el.tagName} keeps ${attr.name}`).toBe(false)
      expect(attr.value.replace(/\s/g, '').toLowerCase()).not.toMatch(/^(?:javascript|vbscript|data:text)/)
    }
  }
  expect(
    root.querySelector('script, style, iframe, object, embed, form, input, svg, math, base, meta, link'),
  ).toBeNull()
}

describe('sanitizeHtml (C-7)', () => {
  it('removes script tags and their content', () => {
    const root = render('<p>hi</p><script>alert(1)</script>')
    expect(root.innerHTML).toBe('<p>hi</p>')
  })

  it('removes event-handler attributes', () => {
    const root = render('<p onclick="alert(1)">a</p><b onmouseover="alert(1)">b</b>')
    expectInert(root)
    expect(root.textContent).toBe('ab')
  })

  it('removes onerror from an image and keeps the image', () => {
    const root = render('<img src=x onerror="alert(1)">')
    expectInert(root)
    expect(root.querySelector('img')?.getAttribute('src')).toBe('x')
  })

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' java\tscript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  ])('drops the href %j', (href) => {
    const root = render(`<a href="${href}">x</a>`)
    expect(root.querySelector('a')?.hasAttribute('href')).toBe(false)
  })

  it('removes svg with onload', () => {
    const root = render('<svg onload="alert(1)"><circle r="1"/></svg><p>ok</p>')
    expectInert(root)
    expect(root.innerHTML).toBe('<p>ok</p>')
  })

  it('removes iframes with srcdoc', () => {
    const root = render('<iframe srcdoc="<script>alert(1)</script>"></iframe><p>ok</p>')
    expectInert(root)
    expect(root.innerHTML).toBe('<p>ok</p>')
  })

  it('neutralises math namespace-confusion tricks', () => {
    const root = render(
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
    )
    expectInert(root)
  })

  it('removes style elements and style attributes', () => {
    const root = render('<style>body{display:none}</style><p style="position:fixed;inset:0">a</p>')
    expectInert(root)
    expect(root.innerHTML).toBe('<p>a</p>')
  })

  it('removes forms and their controls but keeps their text', () => {
    const root = render(
      '<form action="https://evil.example"><input name="password"><p>text</p><button>go</button></form>',
    )
    expectInert(root)
    expect(root.querySelector('p')?.textContent).toBe('text')
    expect(root.querySelector('button')).toBeNull()
  })

  it('removes base, meta, link, object and embed', () => {
    const root = render(
      '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example">' +
        '<link rel="icon" href="https://evil.example/x.ico"><object data="x.swf"></object><embed src="x.swf"><p>ok</p>',
    )
    expectInert(root)
    expect(root.innerHTML).toBe('<p>ok</p>')
  })

  it('keeps formatting and https links, adding rel to target="_blank"', () => {
    const root = render(
      '<p><b>Big</b> news: <a href="https://example.com/promo" target="_blank">read</a></p>',
    )
    const link = root.querySelector('a')
    expect(root.querySelector('p > b')?.textContent).toBe('Big')
    expect(link?.getAttribute('href')).toBe('https://example.com/promo')
    expect(link?.getAttribute('target')).toBe('_blank')
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('adds rel whatever the case of _blank', () => {
    const link = render('<a href="https://example.com" target="_BLANK" rel="opener">x</a>').querySelector('a')
    expect([link?.getAttribute('target'), link?.getAttribute('rel')]).toEqual([
      '_blank',
      'noopener noreferrer',
    ])
  })

  it('keeps mailto, tel and relative links and drops other targets', () => {
    const root = render(
      '<a href="mailto:help@example.com">m</a><a href="tel:+92300">t</a><a href="/help#term" target="_top">r</a>',
    )
    const hrefs = [...root.querySelectorAll('a')].map((a) => a.getAttribute('href'))
    expect(hrefs).toEqual(['mailto:help@example.com', 'tel:+92300', '/help#term'])
    expect(root.querySelector('a[target]')).toBeNull()
  })

  it('keeps raster data images and drops other data URIs', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo='
    const root = render(
      `<img src="${png}"><img src="data:image/svg+xml;base64,PHN2Zz4="><img src="data:text/html,x">`,
    )
    expect([...root.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([png, null, null])
  })

  it('drops id, class and data attributes', () => {
    const root = render('<p id="login" class="modal" data-x="1" title="t">a</p>')
    expect(root.innerHTML).toBe('<p title="t">a</p>')
  })
})

describe('sanitizeToFragment', () => {
  it('returns a fragment of clean nodes ready to append', () => {
    const fragment = sanitizeToFragment(
      '<p>a <a href="https://example.com" target="_blank">b</a></p><script>x()</script>',
    )
    expect(fragment).toBeInstanceOf(DocumentFragment)
    container.append(fragment)
    expectInert(container)
    expect(container.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer')
    expect(container.innerHTML).not.toContain('script')
  })
})
