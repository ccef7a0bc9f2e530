import { errorMessageOf } from '../../../core/errors'
import { Button } from '../../kit/button'
import { useT } from '../../kit/use-t'
import type { Loaded } from './use-load'

/**
 * The loading, failure (ERR-3, with Try again) or empty state of a page's call; nothing once there is
 * something to show.
 */
export function LoadState({ state, empty }: { state: Loaded<unknown>; empty: boolean }) {
  const t = useT()
  if (state.loading && empty) {
    return (
      <p className="lk-page-state" role="status">
        <span className="lk-spinner lk-spinner--inline" aria-hidden="true" /> {t('loading')}
      </p>
    )
  }
  if (state.error) {
    return (
      <div className="lk-page-state lk-stack" part="page-error">
        <p className="lk-form-error" role="alert">
          {errorMessageOf(state.error)}
        </p>
        <Button onClick={state.reload}>{t('retry')}</Button>
      </div>
    )
  }
  if (empty && !state.loading) return <p className="lk-page-state lk-muted">{t('no_data')}</p>
  return null
}
