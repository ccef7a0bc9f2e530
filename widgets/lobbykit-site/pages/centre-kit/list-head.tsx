import { Button } from '../../../kit/button'
import { useT } from '../../../kit/use-t'
import './en'

/** A list's heading with a Refresh button (the operator may act while the member looks). */
export function ListHead({ title, busy, onRefresh }: { title: string; busy: boolean; onRefresh(): void }) {
  const tr = useT()
  return (
    <div className="wal-list-head">
      <h2 className="wal-subtitle">{title}</h2>
      <Button busy={busy} onClick={onRefresh} aria-label={`${tr('wal_refresh')}: ${title}`} part="refresh">
        {tr('wal_refresh')}
      </Button>
    </div>
  )
}
