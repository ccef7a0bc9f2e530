import { useT } from './use-t'

/** Props of the loading overlay. */
export interface LoadingOverlayProps {
  active: boolean
  /** What is loading; defaults to 'Loading…'. */
  label?: string
}

/**
 * Covers its positioned parent while `active` (POP-17). The `role=status` region stays in the DOM
 * (visually hidden when idle) so the label is announced when loading starts.
 */
export function LoadingOverlay({ active, label }: LoadingOverlayProps) {
  const t = useT()
  return (
    <div
      className="lk-loading"
      part="loading"
      role="status"
      aria-live="polite"
      data-active={active ? 'true' : 'false'}
    >
      {active && <span className="lk-spinner" aria-hidden="true" />}
      {active && <span className="lk-loading-label">{label ?? t('loading')}</span>}
    </div>
  )
}
