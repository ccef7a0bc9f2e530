import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CaptchaImage } from '../../../widgets/kit/captcha-image'
import { click, find, mount, unmountAll } from '../../helpers/dom'

const PNG = 'data:image/png;base64,iVBORw0KGgo='

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(async () => {
  await unmountAll()
  vi.useRealTimers()
})

describe('CaptchaImage', () => {
  it('shows the image in a reserved 120 × 40 box with a labelled refresh button', async () => {
    const container = await mount(
      <CaptchaImage src={PNG} loading={false} onRefresh={() => {}} alt="Captcha" />,
    )
    const img = find<HTMLImageElement>(container, 'img')
    expect(img.getAttribute('src')).toBe(PNG)
    expect(img.getAttribute('alt')).toBe('Captcha')
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['120', '40'])
    const refresh = find(container, '.lk-captcha-refresh')
    expect(refresh.getAttribute('aria-label')).toBe('Show a new code image')
    expect(refresh.getAttribute('type')).toBe('button')
  })

  it('refreshes at most once per second (VAL-60)', async () => {
    const onRefresh = vi.fn()
    const container = await mount(
      <CaptchaImage src={PNG} loading={false} onRefresh={onRefresh} alt="Captcha" />,
    )
    const refresh = find(container, '.lk-captcha-refresh')
    await click(refresh)
    vi.advanceTimersByTime(999)
    await click(refresh)
    expect(onRefresh).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    await click(refresh)
    expect(onRefresh).toHaveBeenCalledTimes(2)
  })

  it('shows a loading state before the first image', async () => {
    const container = await mount(<CaptchaImage src={null} loading onRefresh={() => {}} alt="Captcha" />)
    expect(container.querySelector('img')).toBeNull()
    expect(find(container, '.lk-captcha').getAttribute('aria-busy')).toBe('true')
    expect(find(container, '.lk-spinner').getAttribute('aria-hidden')).toBe('true')
    expect(find(container, '.lk-captcha-frame .lk-visually-hidden').textContent).toBe(
      'Loading the code image…',
    )
  })
})
