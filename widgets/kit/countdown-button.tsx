import { useLayoutEffect, useState } from 'react'
import { Button, type ButtonVariant } from './button'
import { classNames } from './class-names'

/** A send-code button that counts down before it can be pressed again. */
export interface CountdownButtonProps {
  /** Epoch ms when the countdown ends; 0 (or any past time) = idle. */
  until: number
  onClick(): void
  label: string
  /** The label while counting, from the remaining whole seconds (rounded up). */
  countingLabel(seconds: number): string
  disabled?: boolean
  busy?: boolean
  part?: string
  variant?: ButtonVariant
}

/** Whole seconds left until `until`, rounded up; 0 when idle. */
export function secondsUntil(until: number, now = Date.now()): number {
  return Math.max(0, Math.ceil((until - now) / 1000))
}

/**
 * Disabled with a seconds countdown to 0 after a code was sent; re-sending is blocked while
 * counting (spec §7 "sms" 2, LOGIN-15). Only the start of a countdown is announced.
 */
export function CountdownButton(props: CountdownButtonProps) {
  const { until, onClick, label, countingLabel, disabled, busy } = props
  const { part = 'send-code', variant = 'secondary' } = props
  const [, setTick] = useState(0)
  const [announcement, setAnnouncement] = useState('')
  const seconds = secondsUntil(until)
  const counting = seconds > 0

  // Layout effect: the timer must be cleared synchronously on unmount or a new `until`.
  useLayoutEffect(() => {
    if (secondsUntil(until) === 0) {
      setAnnouncement('')
      return
    }
    setAnnouncement(countingLabel(secondsUntil(until)))
    let timer: ReturnType<typeof setTimeout> | undefined
    const schedule = () => {
      const left = until - Date.now()
      // Wake at the next whole-second boundary so the display never skips or repeats a number.
      timer = setTimeout(
        () => {
          setTick((tick) => tick + 1)
          if (until - Date.now() > 0) schedule()
          else setAnnouncement('')
        },
        left % 1000 || 1000,
      )
    }
    schedule()
    return () => clearTimeout(timer)
    // countingLabel is read once at the start on purpose: ticks are not announced.
  }, [until])

  return (
    <>
      <Button
        variant={variant}
        className={classNames('lk-countdown', counting && 'lk-countdown--counting')}
        part={part}
        busy={busy}
        disabled={disabled || counting}
        aria-disabled={disabled || counting ? 'true' : undefined}
        onClick={() => !counting && onClick()}
      >
        {counting ? countingLabel(seconds) : label}
      </Button>
      <span className="lk-visually-hidden" aria-live="polite">
        {announcement}
      </span>
    </>
  )
}
