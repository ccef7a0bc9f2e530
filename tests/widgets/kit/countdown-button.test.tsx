import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CountdownButton, secondsUntil } from '../../../widgets/kit/countdown-button'
import { click, find, mount, rerender, tick, unmountAll } from '../../helpers/dom'

const NOW = Date.UTC(2025, 0, 1, 12, 0, 0)

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(NOW)
})

afterEach(async () => {
  await unmountAll()
  vi.useRealTimers()
})

function SendCode({ until, onClick = () => {} }: { until: number; onClick?: () => void }) {
  return (
    <CountdownButton
      until={until}
      onClick={onClick}
      label="Send code"
      countingLabel={(s) => `Resend in ${s} s`}
    />
  )
}

function parts(container: HTMLElement) {
  return {
    button: find<HTMLButtonElement>(container, 'button'),
    live: find(container, '[aria-live="polite"]'),
  }
}

describe('CountdownButton', () => {
  it('is enabled while idle', async () => {
    const onClick = vi.fn()
    const container = await mount(<SendCode until={0} onClick={onClick} />)
    const { button, live } = parts(container)
    expect(button.textContent).toBe('Send code')
    expect(button.disabled).toBe(false)
    expect(button.hasAttribute('aria-disabled')).toBe(false)
    expect(live.textContent).toBe('')
    await click(button)
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('counts down each second while disabled, then enables again (LOGIN-15)', async () => {
    const onClick = vi.fn()
    const container = await mount(<SendCode until={NOW + 60_000} onClick={onClick} />)
    const { button } = parts(container)
    expect(button.disabled).toBe(true)
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect(button.textContent).toBe('Resend in 60 s')
    await tick(1000)
    expect(button.textContent).toBe('Resend in 59 s')
    await tick(58_500)
    expect(button.textContent).toBe('Resend in 1 s')
    await click(button)
    expect(onClick).not.toHaveBeenCalled()
    await tick(500)
    expect(button.textContent).toBe('Send code')
    expect(button.disabled).toBe(false)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('announces the start of a countdown once, not every tick', async () => {
    const container = await mount(<SendCode until={0} />)
    await rerender(<SendCode until={NOW + 60_000} />, container)
    const { live, button } = parts(container)
    expect(live.textContent).toBe('Resend in 60 s')
    expect(button.contains(live)).toBe(false)
    await tick(5000)
    expect(live.textContent).toBe('Resend in 60 s')
    await tick(55_000)
    expect(live.textContent).toBe('')
  })

  it('rounds part seconds up and clears its timer when unmounted', async () => {
    expect(secondsUntil(NOW + 1500, NOW)).toBe(2)
    expect(secondsUntil(NOW - 10, NOW)).toBe(0)
    const container = await mount(<SendCode until={NOW + 1500} />)
    expect(parts(container).button.textContent).toBe('Resend in 2 s')
    await rerender(null, container)
    expect(vi.getTimerCount()).toBe(0)
  })
})
