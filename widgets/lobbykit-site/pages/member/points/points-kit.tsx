/**
 * What the points mall's parts share: points in the interface language, a failure's text, the badges'
 * tones, and the transaction password a redemption and a conversion ask for (API-67, API-68).
 */
import { useStore } from '@nanostores/react'
import { tDynamic } from '../../../../../core/i18n/index'
import { isApiError, errorMessageOf } from '../../../../../core/errors'
import { $locale } from '../../../../../core/stores/locale'
import { intlLocale } from '../../../../../core/format'
import { Field } from '../../../../kit/field'
import { useT } from '../../../../kit/use-t'

const MAPPED_ERRORS = [
  'TX_PASSWORD_NOT_SET',
  'TX_PASSWORD_INCORRECT',
  'POINTS_SHORT',
  'GOODS_SOLD_OUT',
  'GOODS_OFF',
  'AMOUNT_REQUIRED',
  'POINTS_MIN',
]

/** A failed redemption or conversion in the interface language (the server's message otherwise). */
export function usePointsError(): (error: unknown) => string {
  const t = useT()
  return (error) =>
    isApiError(error) && error.errorCode && MAPPED_ERRORS.includes(error.errorCode)
      ? tDynamic(`points_err_${error.errorCode}`)
      : errorMessageOf(error)
}
export const BADGE_TONES = {
  ON: 'go',
  SOLD_OUT: 'off',
  OFF: 'off',
  PROCESS: 'go',
  APPROVED: 'ok',
  REJECTED: 'off',
} as const

/** Points in the interface language's digits. */
export function usePoints(): (value: number) => string {
  const lang = useStore($locale)
  return (value) => new Intl.NumberFormat(intlLocale(lang), { maximumFractionDigits: 0 }).format(value)
}

/** The transaction password field (sent, never kept). */
export function TxPasswordField({
  value,
  onValue,
  error,
  hint,
}: {
  value: string
  onValue(value: string): void
  error: string | undefined
  hint?: string
}) {
  const t = useT()
  return (
    <Field
      name="paymentPassword"
      type="password"
      label={t('points_tx_password')}
      value={value}
      onValue={onValue}
      error={error}
      hint={hint}
      autoComplete="off"
      inputMode="numeric"
      required
      revealable
    />
  )
}

/** A failed redemption or conversion below its form (role=alert). */
export function PointsFailure({ text }: { text: string }) {
  return text ? (
    <p className="lk-form-error" role="alert" part="form-error">
      {text}
    </p>
  ) : null
}
