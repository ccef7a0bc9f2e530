import { useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import { intlLocale } from '../../core/format'
import { warmIntl } from '../../core/intl-warm'
import { $locale } from '../../core/stores/locale'
import { useDirection } from './use-t'
import { useUid } from './use-uid'

/** One country of the dial-code list. */
export interface CountryOption {
  /** ISO code (PK); unique, used as the option key. */
  code: string
  /** Dial code as the server gives it, with or without '+' (92, +92). */
  dialCode: string
  name: string
}

/** A native select of dial codes, accessible by default. */
export interface CountryCodePickerProps {
  /** The selected dial code. */
  value: string
  options: CountryOption[]
  onChange(dialCode: string): void
  /** Accessible name; visually hidden. */
  label: string
  name?: string
  disabled?: boolean
  part?: string
}

/** `+92` from `92` or `+92`. */
export function formatDialCode(dialCode: string): string {
  return `+${dialCode.replace(/^\+/, '')}`
}

const regionNames = new Map<string, Intl.DisplayNames | null>()

/**
 * A country's name in the interface language (DESIGN i18n: through `Intl`), from its ISO code; the
 * server's name when Intl has none for the code or the language.
 */
export function countryName(code: string, lang: string, fallback: string): string {
  const locale = intlLocale(lang)
  let names = regionNames.get(locale)
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' })
    } catch {
      names = null
    }
    regionNames.set(locale, names)
  }
  try {
    return names?.of(code.toUpperCase()) ?? fallback
  } catch {
    return fallback // not a region code Intl accepts
  }
}

/**
 * Dial-code picker (LOGIN username tab, forgot-password mobile tab): a native select whose options
 * read `+92 Pakistan` (the name in the interface language), drawn compactly as `+92 ▾` so it fits at the start of a phone field at 320 px.
 */
export function CountryCodePicker({
  value,
  options,
  onChange,
  label,
  name = 'countryDialingCode',
  disabled,
  part = 'country-code',
}: CountryCodePickerProps) {
  const id = useUid('country')
  const lang = useStore($locale)
  // The names come from Intl once the page's is warm (core/intl-warm.ts): made before, the first
  // region names load ICU's data in this render, 35–50 ms of a phone's main thread. Until then the
  // closed select shows only its dial code, and an opened one the server's names.
  const [warm, setWarm] = useState(false)
  useEffect(() => {
    let live = true
    void warmIntl().then(() => live && setWarm(true))
    return () => {
      live = false
    }
  }, [])
  // In right-to-left text "+92" would read "92+": isolate the code left to right.
  const isolate = useDirection() === 'rtl' ? (text: string) => `\u2066${text}\u2069` : (text: string) => text
  return (
    <span className="lk-country" data-disabled={disabled ? 'true' : undefined}>
      <span className="lk-country-value" aria-hidden="true">
        {formatDialCode(value)}
      </span>
      <label className="lk-visually-hidden" htmlFor={id}>
        {label}
      </label>
      <select
        className="lk-select"
        id={id}
        name={name}
        part={part}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {options.map((option) => (
          <option key={option.code} value={option.dialCode}>
            {`${isolate(formatDialCode(option.dialCode))} ${warm ? countryName(option.code, lang, option.name) : option.name}`}
          </option>
        ))}
      </select>
    </span>
  )
}
