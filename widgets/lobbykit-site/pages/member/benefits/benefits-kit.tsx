/** What the VIP, manual-rebate and reward sections share: their stylesheet, the flag check and percentages. */
import { useRef, type ReactNode } from 'react'
import { useStore } from '@nanostores/react'
import type { Whitelabel } from '../../../../../core/api/types'
import { intlLocale } from '../../../../../core/format'
import { $locale } from '../../../../../core/stores/locale'
import { $flags } from '../../../../../core/stores/system'
import { useAdoptedCss } from '../../../../kit/use-adopted-css'
import { useT } from '../../../../kit/use-t'
import css from './benefits.css?raw'
import '../en'

/**
 * A benefit section with its stylesheet adopted into the site's shadow root. While its white-label flag
 * is off (the server refuses its calls too) it says so instead of asking.
 */
export function BenefitSection({
  name,
  flag,
  children,
}: {
  name: string
  flag?: keyof Whitelabel
  children: ReactNode
}) {
  const t = useT()
  const ref = useRef<HTMLDivElement>(null)
  const inline = useAdoptedCss(ref, css)
  const flags = useStore($flags).whitelabel
  const on = !flag || flags[flag] === true
  return (
    <div ref={ref} className="benefits rec-section" data-section={name} part={`${name}-section`}>
      {inline && <style>{css}</style>}
      {on ? children : <p role="status">{t('benefits_off')}</p>}
    </div>
  )
}

/** A percentage in the interface language's digits (rates carry up to two decimals). */
export function usePercent(): (value: number) => string {
  const lang = useStore($locale)
  const t = useT()
  return (value) =>
    t('benefits_percent', [
      new Intl.NumberFormat(intlLocale(lang), { maximumFractionDigits: 2 }).format(value),
    ])
}
