import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { $toasts, clearToasts, dismissToast, showToast, TOAST_LIMIT } from '../../../core/stores/toast'
import { Toasts } from '../../../widgets/kit/toast'
import { click, find, mount, tick, unmountAll } from '../../helpers/dom'
import { act } from 'preact/test-utils'

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(async () => {
  await unmountAll()
  clearToasts()
  vi.useRealTimers()
})

const texts = () => $toasts.get().map((toast) => toast.text)

describe('toast store', () => {
  it('adds a toast and removes it after its time (4 s by default)', () => {
    const id = showToast('Saved', 'success')
    expect($toasts.get()).toEqual([{ id, text: 'Saved', tone: 'success' }])
    vi.advanceTimersByTime(3999)
    expect(texts()).toEqual(['Saved'])
    vi.advanceTimersByTime(1)
    expect(texts()).toEqual([])
  })

  it('keeps a toast shown with ms 0 until dismissed', () => {
    const id = showToast('Read me', 'info', 0)
    vi.advanceTimersByTime(60_000)
    expect(texts()).toEqual(['Read me'])
    dismissToast(id)
    expect(texts()).toEqual([])
    expect(vi.getTimerCount()).toBe(0)
  })

  it('shows at most TOAST_LIMIT toasts, dropping the oldest and its timer', () => {
    for (let n = 1; n <= TOAST_LIMIT + 1; n++) showToast(`T${n}`)
    expect(texts()).toEqual(['T2', 'T3', 'T4'].slice(-TOAST_LIMIT))
    expect(vi.getTimerCount()).toBe(TOAST_LIMIT)
  })

  it('ignores unknown ids', () => {
    showToast('Still here')
    dismissToast(12345)
    expect(texts()).toEqual(['Still here'])
  })
})

describe('Toasts', () => {
  it('renders the stack in a polite live region; errors are alerts; each is dismissible', async () => {
    const container = await mount(<Toasts />)
    const region = find(container, '.lk-toasts')
    expect(region.getAttribute('aria-live')).toBe('polite')
    await act(() => {
      showToast('Copied')
      showToast('Network error', 'error')
    })
    const items = container.querySelectorAll('.lk-toast')
    expect(Array.from(items, (el) => el.getAttribute('role'))).toEqual([null, 'alert'])
    await click(find(items[1]!, 'button'))
    expect(texts()).toEqual(['Copied'])
    expect(container.querySelectorAll('.lk-toast')).toHaveLength(1)
    await tick(4000)
    expect(container.querySelectorAll('.lk-toast')).toHaveLength(0)
  })
})
