import { Button } from '../../../kit/button'
import { useT } from '../../../kit/use-t'
import { needsBirthday } from '../../../../core/actions/age-refusal'
import { AgeFix } from './age-fix'

/**
 * A failure: role=alert, and a "Try again" that repeats the action (nothing typed is cleared); a refusal
 * for want of a birth date (C-17) links to the profile's birthday instead.
 */
export function Failure({
  text,
  onRetry,
  error,
}: {
  text: string
  onRetry?: (() => void) | undefined
  error?: unknown
}) {
  const tr = useT()
  return (
    <div className="wal-failure" part="wallet-error">
      <p className="lk-form-error" role="alert">
        {text}
      </p>
      {needsBirthday(error) && <AgeFix />}
      {onRetry && <Button onClick={onRetry}>{tr('retry')}</Button>}
    </div>
  )
}
