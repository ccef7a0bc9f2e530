import type { KeyboardEvent, ReactNode } from 'react'
import { useDirection } from './use-t'

/** One tab: its stable id (used in element ids) and its visible label. */
export interface TabItem {
  id: string
  label: ReactNode
}

/** An accessible tab list; panels are rendered by the caller with `tabPanelProps`. */
export interface TabsProps {
  /** Accessible name of the tab list (`aria-label`). */
  label: string
  tabs: TabItem[]
  /** The selected tab's id. */
  value: string
  onChange(id: string): void
  /** Prefix of the tab and panel ids; unique within the widget's shadow root. */
  idPrefix: string
  part?: string
}

/** Id of the tab button `id` in the tab list `idPrefix`. */
export function tabId(idPrefix: string, id: string): string {
  return `${idPrefix}-tab-${id}`
}

/** Props for the panel of tab `id`: `role=tabpanel`, its id and `aria-labelledby` its tab. */
export function tabPanelProps(idPrefix: string, id: string) {
  return { role: 'tabpanel' as const, id: `${idPrefix}-panel-${id}`, 'aria-labelledby': tabId(idPrefix, id) }
}

/** Where a key moves in a list of `count` tabs from `index`, or undefined if it is not a tab key. */
function targetIndex(key: string, index: number, count: number, rtl: boolean): number | undefined {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight'
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft'
  if (key === forward) return (index + 1) % count
  if (key === backward) return (index - 1 + count) % count
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  return undefined
}

/**
 * `role=tablist` of `role=tab` buttons with a roving tabindex: arrows (mirrored in RTL), Home and
 * End move focus and select at once (LOGIN tabs, registration and forgot-password tabs).
 */
export function Tabs({ label, tabs, value, onChange, idPrefix, part = 'tabs' }: TabsProps) {
  const rtl = useDirection() === 'rtl'
  const selected = tabs.some((tab) => tab.id === value) ? value : tabs[0]?.id

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = targetIndex(event.key, index, tabs.length, rtl)
    const tab = next === undefined ? undefined : tabs[next]
    if (next === undefined || !tab) return
    event.preventDefault()
    const list = event.currentTarget.closest('[role="tablist"]')
    list?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus()
    if (tab.id !== value) onChange(tab.id)
  }

  return (
    <div className="lk-tabs" role="tablist" aria-label={label} part={part}>
      {tabs.map((tab, index) => {
        const isSelected = tab.id === selected
        return (
          <button
            key={tab.id}
            type="button"
            role="tab"
            className="lk-tab"
            id={tabId(idPrefix, tab.id)}
            aria-selected={isSelected}
            aria-controls={tabPanelProps(idPrefix, tab.id).id}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => tab.id !== value && onChange(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        )
      })}
    </div>
  )
}
