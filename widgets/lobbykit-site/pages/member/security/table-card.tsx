import { useState, type ReactNode } from 'react'
import { LoadState } from '../../../shared/load-state'
import type { Loaded } from '../../../shared/use-load'
import { Failure } from '../../centre-kit/failure'
import { Done, secErrorText } from './kit'

/**
 * An action on one row of a security-centre table, or on all of them (`'all'`): which one runs, the
 * failure's text, and the success line `run` answers. One at a time.
 */
export function useRowAction<K extends number | 'all'>(run: (which: K) => Promise<string>) {
  const [busy, setBusy] = useState<K | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const act = async (which: K) => {
    setBusy(which)
    setFailure(null)
    setDone(null)
    try {
      setDone(await run(which))
    } catch (error) {
      setFailure(secErrorText(error))
    } finally {
      setBusy(null)
    }
  }
  return { busy, failure, done, act }
}

/**
 * A card of the security centre holding a table (recent logins, remembered devices): title, hint, the
 * load state, the table (`children`, shown when there are rows) in a scrolling region named by the
 * title, the action's failure or success, and the action on all rows (`actions`) when there is one.
 */
export function TableCard({
  id,
  title,
  hint,
  part,
  state,
  empty,
  children,
  failure,
  done,
  actions,
}: {
  id: string
  title: string
  hint: string
  part: string
  state: Loaded<unknown>
  empty: boolean
  children: ReactNode
  /** The row action's outcome, for a table with actions. */
  failure?: string | null
  done?: string | null
  actions?: ReactNode
}) {
  return (
    <section className="wal-card lk-stack" part={part} aria-labelledby={id}>
      <h2 className="wal-subtitle" id={id}>
        {title}
      </h2>
      <p className="lk-small lk-muted">{hint}</p>
      <LoadState state={state} empty={empty} />
      {!empty && (
        <div className="sec-table-wrap" tabIndex={0} role="group" aria-labelledby={id}>
          {children}
        </div>
      )}
      {failure && <Failure text={failure} />}
      <Done text={done ?? null} />
      {actions && <div className="wal-actions">{actions}</div>}
    </section>
  )
}
