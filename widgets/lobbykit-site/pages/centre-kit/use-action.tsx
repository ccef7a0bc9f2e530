import { useState } from 'react'
import { errorMessageOf } from '../../../../core/errors'
import { Button } from '../../../kit/button'
import { useT } from '../../../kit/use-t'

/** A server action that can fail: busy while it runs, the failure kept with a way to run it again. */
export function useAction() {
  const [state, setState] = useState<{ busy: boolean; error: unknown; retry?: () => void }>({
    busy: false,
    error: null,
  })
  const run = async (work: () => Promise<void>): Promise<void> => {
    setState({ busy: true, error: null })
    try {
      await work()
      setState({ busy: false, error: null })
    } catch (error) {
      setState({ busy: false, error, retry: () => void run(work) })
    }
  }
  return { ...state, run }
}

/** A failed action: the message (role=alert) and Try again. */
export function ActionError({ action }: { action: ReturnType<typeof useAction> }) {
  const t = useT()
  if (!action.error) return null
  return (
    <div className="rec-alert" part="action-error">
      <p className="lk-form-error" role="alert">
        {errorMessageOf(action.error)}
      </p>
      <Button onClick={action.retry}>{t('retry')}</Button>
    </div>
  )
}
