import { afterEach, describe, expect, it, vi } from 'vitest'
import { act } from 'preact/test-utils'
import { CountryCodePicker, formatDialCode } from '../../../widgets/kit/country-code-picker'
import { LoadingOverlay } from '../../../widgets/kit/loading-overlay'
import { loadDictionary } from '../../../core/i18n/index'
import { $locale } from '../../../core/stores/locale'
import { find, mount, rerender, unmountAll } from '../../helpers/dom'

afterEach(async () => {
  await unmountAll()
  $locale.set('EN')
})

const COUNTRIES = [
  { code: 'PK', dialCode: '92', name: 'Pakistan' },
  { code: 'IN', dialCode: '+91', name: 'India' },
]

describe('CountryCodePicker', () => {
  it('is a native select with a hidden label and +code name options', async () => {
    const container = await mount(
      <CountryCodePicker value="92" options={COUNTRIES} onChange={() => {}} label="Country code" />,
    )
    const select = find<HTMLSelectElement>(container, 'select')
    expect(select.name).toBe('countryDialingCode')
    const label = find(container, 'label')
    expect(label.getAttribute('for')).toBe(select.id)
    expect(label.className).toBe('lk-visually-hidden')
    expect(Array.from(select.options, (option) => option.textContent)).toEqual(['+92 Pakistan', '+91 India'])
    expect(select.value).toBe('92')
  })

  it('reports the chosen dial code', async () => {
    const onChange = vi.fn()
    const container = await mount(
      <CountryCodePicker value="92" options={COUNTRIES} onChange={onChange} label="Code" />,
    )
    const select = find<HTMLSelectElement>(container, 'select')
    await act(() => {
      select.value = '+91'
      select.dispatchEvent(new Event('change', { bubbles: true }))
    })
    expect(onChange).toHaveBeenCalledWith('+91')
    expect(formatDialCode('+1')).toBe('+1')
  })

  it('keeps the dial code reading +92 in right-to-left languages', async () => {
    $locale.set('UR')
    const container = await mount(
      <CountryCodePicker value="92" options={COUNTRIES} onChange={() => {}} label="Code" />,
    )
    expect(find(container, 'option').textContent).toBe('\u2066+92\u2069 پاکستان')
    expect(find(container, '.lk-country-value').textContent).toBe('+92')
  })

  it('names each country in the interface language, the server’s name where Intl has none', async () => {
    const options = [...COUNTRIES, { code: 'X1', dialCode: '999', name: 'Server name' }]
    const names = async () => {
      const container = await mount(
        <CountryCodePicker value="92" options={options} onChange={() => {}} label="Code" />,
      )
      return Array.from(find<HTMLSelectElement>(container, 'select').options, (option) => option.textContent)
    }
    expect(await names()).toEqual(['+92 Pakistan', '+91 India', '+999 Server name'])
    await unmountAll()
    $locale.set('UR')
    expect(await names()).toEqual([
      '\u2066+92\u2069 پاکستان',
      '\u2066+91\u2069 بھارت',
      '\u2066+999\u2069 Server name',
    ])
  })
})

describe('LoadingOverlay', () => {
  it('keeps an empty status region while idle and announces its label when active (POP-17)', async () => {
    const container = await mount(<LoadingOverlay active={false} label="Loading games" />)
    const status = find(container, '[role="status"]')
    expect(status.getAttribute('aria-live')).toBe('polite')
    expect(status.textContent).toBe('')
    await rerender(<LoadingOverlay active label="Loading games" />, container)
    expect(find(container, '[role="status"]')).toBe(status)
    expect(status.textContent).toBe('Loading games')
    expect(find(status, '.lk-spinner').getAttribute('aria-hidden')).toBe('true')
  })

  it('says Loading… in the current language by default', async () => {
    await loadDictionary('UR')
    $locale.set('UR')
    const container = await mount(<LoadingOverlay active />)
    expect(find(container, '[role="status"]').textContent).toBe('لوڈ ہو رہا ہے…')
  })
})
