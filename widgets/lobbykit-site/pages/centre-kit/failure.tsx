import { Button } from '../../../kit/button'
import { useT } from '../../../kit/use-t'

/** A failure: role=alert, and a "Try again" that repeats the action (nothing typed is cleared). */
export function Failure({ text, onRetry }: { text: string; onRetry?: (() => void) | undefined }) {
  const tr = useT()
  return (
    <div className="wal-failure" part="wallet-error">
      <p className="lk-form-error" role="alert">
        {text}
      </p>
      {onRetry && <Button onClick={onRetry}>{tr('retry')}</Button>}
    </div>
  )
}
