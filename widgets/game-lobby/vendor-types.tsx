/**
 * API-37, LOBBY-21: the chosen vendor's game types as a row of chips. Loaded with a dynamic import()
 * the first time a vendor is chosen, so the lobby's first render does not grow (DESIGN "Budgets").
 * The call answers category entries (gameCategory and their vendors); a vendor's types are the
 * categories whose vendors hold any of its codes (a combined vendor, LOBBY-25, joins them with commas).
 */
import { useEffect, useRef, useState } from 'react'
import { useStore } from '@nanostores/react'
import { $token } from '../../core/stores/token'
import { fetchVendorGameTypes, type CategoryEntry } from '../../core/api/games'
import { errorMessageOf } from '../../core/errors'
import { gameTypeName } from '../../core/i18n/index'
import { Button } from '../kit/button'
import { RefreshIcon } from '../kit/icons'
import { useAdoptedCss } from '../kit/use-adopted-css'
import { useT } from '../kit/use-t'
import css from './vendor-types.css?raw'

/** LOBBY-21: the categories a vendor (one code, or codes joined with commas) has games in. */
export function typesOfVendor(entries: CategoryEntry[], vendor: string): string[] {
  const codes = vendor.split(',')
  return entries
    .filter((entry) => entry.vendors.some((item) => codes.includes(item.vassalage)))
    .map((entry) => entry.gameCategory)
}

export interface VendorTypesProps {
  vendor: string
  /** The game type listed now (the lobby's own until one is chosen). */
  value: string
  onChange: (gameType: string) => void
}

export function VendorTypes({ vendor, value, onChange }: VendorTypesProps) {
  const t = useT()
  const [entries, setEntries] = useState<CategoryEntry[] | null>(null)
  const [error, setError] = useState<unknown>(null)
  const [attempt, setAttempt] = useState(0)
  // The call needs a token: a new one (a login) reads the types again while the old chips stay in
  // their place until the answer (LOBBY-12: nothing above the list moves); none leaves the row empty.
  const token = useStore($token)
  useEffect(() => {
    setError(null)
    if (!token) {
      setEntries(null)
      return
    }
    const controller = new AbortController()
    fetchVendorGameTypes(controller.signal).then(
      (answer) => setEntries(answer),
      (failure: unknown) => !controller.signal.aborted && setError(failure),
    )
    return () => controller.abort()
  }, [attempt, token])

  if (error) return <TypesFailure error={error} onRetry={() => setAttempt(attempt + 1)} />
  const types = entries ? typesOfVendor(entries, vendor) : []
  // One type alone is no choice: the row shows when the vendor has games of two or more.
  if (types.length < 2) return null
  return (
    <div className="lk-chips" role="group" aria-label={t('lobby_vendor_types')} part="vendor-types">
      {types.map((type) => (
        <button
          key={type}
          type="button"
          className="lk-chip"
          data-game-type={type}
          aria-pressed={value === type}
          onClick={() => onChange(type)}
        >
          {gameTypeName(type)}
        </button>
      ))}
    </div>
  )
}

/** A failed call in the row's room (LOBBY-12): its message in two lines, and an icon Try again. */
function TypesFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT()
  const box = useRef<HTMLDivElement>(null)
  const inlineCss = useAdoptedCss(box, css)
  const text = errorMessageOf(error)
  return (
    <div ref={box} className="lk-form-error lk-types-error" role="alert" part="vendor-types-error">
      {inlineCss && <style>{css}</style>}
      <p title={text}>{text}</p>
      <Button variant="icon" aria-label={t('retry')} title={t('retry')} onClick={onRetry}>
        <RefreshIcon />
      </Button>
    </div>
  )
}
