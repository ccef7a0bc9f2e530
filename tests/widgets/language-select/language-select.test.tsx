import { beforeAll, describe, expect, it } from 'vitest'
import { $locale } from '../../../core/stores/locale'
import { setLanguage } from '../../../core/stores/language'
import { reloadSystem } from '../../../core/stores/system'
import { register } from '../../../widgets/language-select/index'
import { register as registerMarquee } from '../../../widgets/notice-marquee/index'
import { demo, until, usePlatform } from '../../helpers/platform'
import { mountWidget } from '../../helpers/dom'

const server = usePlatform()
beforeAll(() => {
  register('language-select')
  registerMarquee('notice-marquee')
})

const select = (root: ShadowRoot) => root.querySelector<HTMLSelectElement>('[part=select]')!

describe('<language-select> (HDR-4, I18N-1..8)', () => {
  it("I18N-2: lists the brand's languages by their own names, labelled, the current one chosen", async () => {
    await setLanguage('EN')
    await demo(server(), 'PUT', '/demo/api/settings', { brand: { languages: ['EN', 'UR', 'ar'] } })
    await reloadSystem()
    const root = mountWidget('<language-select></language-select>')
    await until(() => expect(select(root).options).toHaveLength(3))
    expect([...select(root).options].map((o) => [o.value, o.textContent])).toEqual([
      ['EN', 'English'],
      ['UR', 'اردو'],
      ['AR', 'العربية'],
    ])
    expect(select(root).value).toBe('EN')
    // The accessible name is the label's text, hidden unless show-label.
    const label = root.querySelector('[part=label]')!
    expect(label.textContent).toBe('Language')
    expect(label.className).toBe('lk-visually-hidden')
    expect(root.querySelector('label')!.getAttribute('for')).toBe(select(root).id)
  })

  it("I18N-5: a choice switches every element on the page to the language, never the host's own <html> lang or dir", async () => {
    await setLanguage('EN')
    await demo(server(), 'PUT', '/demo/api/settings', { brand: { languages: ['EN', 'UR'] } })
    await reloadSystem()
    document.documentElement.setAttribute('lang', 'en-GB')
    document.documentElement.setAttribute('dir', 'ltr')
    const root = mountWidget('<language-select show-label></language-select>')
    const marquee = mountWidget('<notice-marquee></notice-marquee>', { add: true })
    await until(() => expect(select(root).options).toHaveLength(2))
    expect(root.querySelector('[part=label]')!.className).toBe('lk-language-label')
    select(root).value = 'UR'
    select(root).dispatchEvent(new Event('change', { bubbles: true }))
    await until(() => expect($locale.get()).toBe('UR'))
    await until(() => expect(marquee.querySelector('.lk-root')!.getAttribute('dir')).toBe('rtl'))
    expect(root.querySelector('.lk-root')!.getAttribute('dir')).toBe('rtl')
    await until(() => expect(root.querySelector('[part=label]')!.textContent).toBe('زبان'))
    expect(document.documentElement.getAttribute('lang')).toBe('en-GB')
    expect(document.documentElement.getAttribute('dir')).toBe('ltr')
    await setLanguage('EN')
  })
})
