import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { errorMessageOf } from '../../../core/errors'
import { $system, loadSystem, reloadSystem, type SystemState } from '../../../core/stores/system'
import { Button } from '../../kit/button'
import { useT } from '../../kit/use-t'

/** The platform status and permission the page reads (loaded once per page, SYS-8). */
export function useSystem(): SystemState {
  const system = useStore($system)
  useEffect(() => {
    if (!system.loaded) void loadSystem()
  }, [system.loaded])
  return system
}

/** Loading or failure of the status call, with Try again (ERR-3); nothing once it is there. */
export function SystemState({ system }: { system: SystemState }) {
  const t = useT()
  if (!system.loaded)
    return (
      <p className="lk-page-state" role="status">
        {t('loading')}
      </p>
    )
  if (!system.error) return null
  return (
    <div className="lk-page-state lk-stack" part="page-error">
      <p className="lk-form-error" role="alert">
        {errorMessageOf(system.error)}
      </p>
      <Button onClick={reloadSystem}>{t('retry')}</Button>
    </div>
  )
}
