import { useRef } from 'react'
import { useUid } from '../../../kit/use-uid'

/** One entry of a centre's navigation: `id` is its `data-tab`, `href` the link the site follows. */
export interface CentreNavItem {
  id: string
  label: string
  href: string
}

/** A named group of entries (Wallet, Records …); `label` is already translated. */
export interface CentreNavGroup {
  id: string
  label: string
  items: CentreNavItem[]
}

/**
 * A centre's navigation in named groups (MEMBER-CONTRACT.md, spec §2 Agent centre pages). It draws
 * both forms and the centre's own width picks one (container queries in records.css): in a narrow
 * centre one native select with an optgroup a group, which goes to the chosen entry on change; in a
 * wide one a side list with the group names beside the content. The select follows a link of the
 * list, so the site's router and an element's section links handle both alike.
 */
export function CentreNav({
  label,
  pickLabel,
  groups,
  lead,
  current,
  part,
}: {
  /** The navigation's name (aria-label). */
  label: string
  /** The picker's visible label. */
  pickLabel: string
  groups: CentreNavGroup[]
  /** An entry before the groups (the member's facts). */
  lead?: CentreNavItem
  current: string
  part: string
}) {
  const ref = useRef<HTMLElement>(null)
  const pickId = useUid('pick')
  const groupId = useUid('group')
  const follow = (id: string) => {
    const link = ref.current?.querySelector<HTMLAnchorElement>(`.rec-side a[data-tab="${CSS.escape(id)}"]`)
    link?.click()
  }
  const link = (item: CentreNavItem) => (
    <a href={item.href} aria-current={item.id === current ? 'page' : undefined} data-tab={item.id}>
      {item.label}
    </a>
  )
  const shown = groups.filter((group) => group.items.length > 0)
  return (
    <nav ref={ref} className="rec-nav" aria-label={label} part={part}>
      <div className="lk-field rec-picker">
        <label className="lk-label" htmlFor={pickId}>
          {pickLabel}
        </label>
        <div className="lk-control">
          <select
            id={pickId}
            className="lk-input rec-native"
            part="section-picker"
            value={current}
            onChange={(e) => follow(e.currentTarget.value)}
          >
            {lead && <option value={lead.id}>{lead.label}</option>}
            {shown.map((group) => (
              <optgroup key={group.id} label={group.label}>
                {group.items.map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
      </div>
      <div className="rec-side" part="section-list">
        {lead && <p className="rec-side-lead">{link(lead)}</p>}
        {shown.map((group) => (
          <div key={group.id} className="rec-side-group" data-group={group.id}>
            <p className="rec-side-title" id={`${groupId}-${group.id}`}>
              {group.label}
            </p>
            <ul aria-labelledby={`${groupId}-${group.id}`}>
              {group.items.map((item) => (
                <li key={item.id}>{link(item)}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  )
}
