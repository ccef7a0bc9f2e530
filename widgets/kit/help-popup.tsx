import { useState } from 'react'
import { Button } from './button'
import { lazyPart } from './lazy-part'

/** The help popup (POP-7), a part of its own (DESIGN "Budgets"). */
const HelpPopup = lazyPart(() => import('./help-dialog').then((m) => m.HelpDialog))

/**
 * POP-7: the login and registration forms' Help link, opening the help centre in a dialog over the
 * form (what was typed stays); `label` names both.
 */
export function HelpLink({ label }: { label: string }) {
  const [open, setOpen] = useState(false)
  return (
    <p className="lk-link-row lk-center">
      <Button variant="link" onClick={() => setOpen(true)} part="help-link" aria-haspopup="dialog">
        {label}
      </Button>
      {open && <HelpPopup title={label} onClose={() => setOpen(false)} />}
    </p>
  )
}
