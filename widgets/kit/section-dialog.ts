/**
 * The kit's section dialog (`lobbykit('open', section)`, core/routes.ts): a section with no route on
 * the host page opens here, as its element (`<member-centre section="withdraw">`, `<promotion-list>`
 * …) inside a native modal `<dialog>` in a shadow root of its own on the body. The dialog takes
 * focus; Escape, × or a click on the cover close it and remove it. A chunk of its own, imported on
 * the first call (DESIGN "Budgets": the shared runtime carries only the import).
 */
import { $config } from '../../core/config'
import { directionOf, t } from '../../core/i18n/index'
import { $locale } from '../../core/stores/locale'
import { $theme } from '../../core/stores/theme'
import type { LoaderHooks } from '../../loader/types'

/** The areas and the element each opens as. */
const AREAS: Record<string, string> = {
  member: 'member-centre',
  agent: 'agent-centre',
  promotions: 'promotion-list',
  lottery: 'lottery-hall',
}

/** The agent centre's pages (agent-centre `section`); any other id is a member-centre section. */
export const AGENT_SECTIONS = [
  'announcement',
  'overview',
  'register',
  'downline',
  'team-bets',
  'team-transfers',
  'user-loss',
  'income',
  'details',
  'dividend',
  'daily',
  'hourly',
  'realtime',
  'contracts',
]

const CSS = `dialog{box-sizing:border-box;width:min(960px,calc(100vw - 16px));max-height:calc(100dvh - 16px);padding:0;border:0;border-radius:var(--lk-radius,8px);background:var(--lk-bg,#fff);color:var(--lk-text,#1a1a1a);box-shadow:0 12px 40px rgba(0,0,0,.35);overflow:auto}
dialog::backdrop{background:rgba(0,0,0,.5)}
.bar{position:sticky;top:0;z-index:1;display:flex;justify-content:flex-end;padding:4px;background:inherit}
button{font:inherit;font-size:22px;line-height:1;min-width:44px;min-height:44px;border:0;border-radius:var(--lk-radius,8px);background:transparent;color:inherit;cursor:pointer}
button:focus-visible{outline:2px solid var(--lk-accent,#0a66c2)}
.body{padding:0 12px 16px}`

/** The element a section opens as: its tag and `section` attribute. */
export function elementOf(section: string): { tag: string; section?: string } {
  const area = AREAS[section]
  if (area) return { tag: area }
  return { tag: AGENT_SECTIONS.includes(section) ? 'agent-centre' : 'member-centre', section }
}

let open: HTMLElement | null = null
let sheet: CSSStyleSheet | undefined

/** Opens `section` in the dialog (one at a time: a second call replaces the first). */
export async function openSection(section: string, loader: LoaderHooks): Promise<void> {
  if (typeof section !== 'string' || !/^[a-z-]{2,40}$/.test(section))
    throw new Error(`[lobbykit] open: not a section: ${String(section)}`)
  const { tag, section: id } = elementOf(section)
  const prefix = $config.get().prefix ? `${$config.get().prefix}-` : ''
  await loader.define(tag)
  open?.remove()
  const host = document.createElement('div')
  host.setAttribute('data-lobbykit-dialog', section)
  const root = host.attachShadow({ mode: 'open' })
  const dialog = document.createElement('dialog')
  dialog.setAttribute('part', 'section-dialog')
  dialog.setAttribute('data-theme', $theme.get())
  dialog.lang = $locale.get().toLowerCase()
  dialog.dir = directionOf($locale.get())
  dialog.setAttribute('aria-label', section.replace(/-/g, ' '))
  const bar = document.createElement('div')
  bar.className = 'bar'
  const close = document.createElement('button')
  close.type = 'button'
  close.setAttribute('part', 'section-dialog-close')
  close.setAttribute('aria-label', t('close'))
  close.textContent = '×'
  close.onclick = () => dialog.close()
  bar.append(close)
  const body = document.createElement('div')
  body.className = 'body'
  const element = document.createElement(prefix + tag)
  if (id) element.setAttribute('section', id)
  body.append(element)
  dialog.append(bar, body)
  // A click on the cover (the dialog itself, outside its content) closes it.
  dialog.addEventListener('click', (event) => event.target === dialog && dialog.close())
  dialog.addEventListener('close', () => {
    host.remove()
    if (open === host) open = null
  })
  // A constructed sheet, as every kit style: a page whose CSP forbids inline styles still styles it.
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function') {
    sheet ??= new CSSStyleSheet()
    sheet.replaceSync(CSS)
    root.adoptedStyleSheets = [sheet]
  } else {
    const style = document.createElement('style')
    style.textContent = CSS
    root.append(style)
  }
  root.append(dialog)
  document.body.append(host)
  open = host
  dialog.showModal()
  element.focus?.()
}
