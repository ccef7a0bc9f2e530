import { map } from 'nanostores'

/** What the operator configures on the loader's script tag (`data-*`) or `window.lobbykitConfig`. */
export interface LobbykitConfig {
  /** API origin (and optional path prefix) of the platform gateway; '' = same origin as the page. */
  api: string
  /** Merchant code (brand config, CONST-6). */
  merchant: string
  /** Interface language code to start with (EN, UR …); '' = the visitor's, else the brand's default (I18N-4). */
  lang: string
  /** 'light' | 'dark' | 'auto' (auto follows prefers-color-scheme until the user picks: NS-27). */
  theme: 'light' | 'dark' | 'auto'
  /** Tag prefix: 'acme' gives `acme-member-login`. */
  prefix: string
  /** Base URL the bundle was loaded from (chunks are imported relative to it). */
  base: string
  /** URL of an operator dictionary: `{lang}` is replaced by the language code. */
  i18n: string
  /** The page is the agent login page (LOGIN-11, LOGIN-26). */
  agent: boolean
  /** Where an agent goes after logging in on the agent page (LOGIN-26); the host may take over the navigation. */
  agentHome: string
  /**
   * What goes before every web-storage key (C-6): `lobbykit:{merchant}:` by
   * default, so a host page's own `token` never collides; '' gives the spec's bare keys (STORE-2).
   */
  storagePrefix: string
  /**
   * The route table of the host page (`data-routes`, JSON: section or area → URL; core/routes.ts):
   * where a widget's link to a section goes on a page that is not the standalone site.
   */
  routes: string
  /** The standalone site's address (`data-site`): a section with no route may go there. */
  site: string
  /** The brand's platform, WEB (CONST-5): sent as `platform` with the game calls. */
  platform: string
}

export const DEFAULT_CONFIG: LobbykitConfig = {
  api: '',
  merchant: 'lobbykit',
  lang: '',
  theme: 'auto',
  prefix: '',
  base: '',
  i18n: '',
  agent: false,
  agentHome: '/agentHome',
  storagePrefix: 'lobbykit:{merchant}:',
  routes: '',
  site: '',
  platform: 'WEB',
}

/** The runtime's configuration; set once by the runtime from the loader. */
export const $config = map<LobbykitConfig>({ ...DEFAULT_CONFIG })

/** Merges configuration (later values win); unknown keys are ignored. */
export function configure(partial: Partial<LobbykitConfig>): void {
  const next = { ...$config.get() }
  for (const key of Object.keys(DEFAULT_CONFIG) as (keyof LobbykitConfig)[]) {
    const value = partial[key]
    if (value !== undefined && value !== null) (next as Record<string, unknown>)[key] = value
  }
  $config.set(next)
}
