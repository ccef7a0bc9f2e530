import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useStore } from '@nanostores/react'
import type { VendorLane } from '../../core/api/games'
import {
  INITIAL_FILTERS,
  chooseClassification,
  chooseSubType,
  chooseVendor,
  goToPage,
  needsLogin,
  queryFor,
  searchFor,
  type Classification,
  type LobbyFilters,
} from '../../core/games/filters'
import { loadVendorLanes, subTypesOf } from '../../core/games/vendors'
import { iconUrl, vendorEntries } from '../../core/games/vendor-codes'
import { gameTypeName, tDynamic } from '../../core/i18n/index'
import { formatNumber, ltr } from '../../core/format'
import { warmIntl } from '../../core/intl-warm'
import { openPopup } from '../../core/stores/popup'
import { $locale } from '../../core/stores/locale'
import { $session } from '../../core/stores/session'
import { $system } from '../../core/stores/system'
import { Button } from '../kit/button'
import type { WidgetBaseProps } from '../kit/define-widget'
import { Tabs, tabPanelProps } from '../kit/tabs'
import { useT } from '../kit/use-t'
import { useUid } from '../kit/use-uid'
import { useImageBase } from '../kit/use-image-base'
import { GameGrid, useGamePage } from '../game-tile/game-grid'
import type { VendorTypes as VendorTypesPart } from './vendor-types'

export interface GameLobbyProps {
  /** RNG, LIVE, FISH, PVP, SPORTS, ESPORTS, LOTT, ELOTT, COCKFIGHT; or HOT, FAV, RECENT, SEARCH alone. */
  gameType?: string
}

const LISTS_ONLY = ['HOT', 'FAV', 'RECENT', 'SEARCH']

function useVendorLane(type: string): { lane: VendorLane | undefined; failed: boolean; waiting: boolean } {
  const [lanes, setLanes] = useState<VendorLane[] | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    if (LISTS_ONLY.includes(type)) return
    let live = true
    loadVendorLanes().then(
      (all) => live && setLanes(all),
      () => live && setFailed(true),
    )
    return () => {
      live = false
    }
  }, [type])
  return {
    lane: lanes?.find((lane) => lane.title === type),
    failed,
    waiting: lanes === null && !failed && !LISTS_ONLY.includes(type),
  }
}

/** `<game-lobby>`: a category's vendors, lists, sub-types, search and paged grid (spec §2, §4 Game filters). */
export function GameLobby({ gameType, host }: GameLobbyProps & WidgetBaseProps) {
  const t = useT()
  const uid = useUid('lobby')
  const type = (gameType || 'RNG').toUpperCase()
  const session = useStore($session)
  const lang = useStore($locale).toLowerCase()
  const brand = useStore($system).answer?.info.brand
  const languages = brand?.languages ?? []
  // LOBBY-27, C-13: the slots hint from the brand's configuration, none without it.
  const slotHints = [
    brand?.slotHint?.minStake ? t('lobby_hint_stake', [ltr(brand.slotHint.minStake)]) : '',
    brand?.slotHint?.minLines
      ? t('lobby_hint_lines', [ltr(formatNumber(brand.slotHint.minLines, lang))])
      : '',
  ].filter(Boolean)
  const loggedIn = session.status === 'loggedIn'
  const [filters, setFilters] = useState<LobbyFilters>(INITIAL_FILTERS)
  const [text, setText] = useState('')
  const top = useRef<HTMLElement>(null)
  const { lane, waiting } = useVendorLane(type)
  const listsOnly = LISTS_ONLY.includes(type)
  const imageBase = useImageBase()

  useEffect(() => {
    setFilters(INITIAL_FILTERS)
    setText('')
  }, [type])
  // The results line's number formatter is made while the first page is on its way, after ICU is
  // loaded on a worker (core/intl-warm.ts), not in the render that paints the tiles.
  useEffect(() => void warmIntl().then(() => formatNumber(0, lang)), [lang])

  // API-37, LOBBY-21: a chosen vendor offers its game types (a chunk loaded on the first choice).
  const [vendorType, setVendorType] = useState<string | null>(null)
  const [VendorTypes, setVendorTypes] = useState<typeof VendorTypesPart>()
  useEffect(() => {
    setVendorType(null)
    if (filters.vendor && !VendorTypes)
      import('./vendor-types').then((part) => setVendorTypes(() => part.VendorTypes))
  }, [filters.vendor, type])
  const listed = (filters.vendor && vendorType) || type
  const query = queryFor(listed, filters)
  const blocked = needsLogin(query) && !loggedIn
  const state = useGamePage(query, !blocked && session.status !== 'unknown')

  /** LOBBY-12/13: every filter change goes to page 1 and clears the search text. */
  const change = (next: LobbyFilters) => {
    setFilters(next)
    if (!next.search) setText('')
  }
  const onClassification = (id: string) => {
    const classification = id as Classification
    // FAV-3: favourites and recent need a login.
    if ((classification === 'favourite' || classification === 'recent') && !loggedIn)
      return openPopup('login')
    change(chooseClassification(filters, classification))
  }
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // Read the field itself: a submit right after typing must not see the text of the last render.
    const typed = String(new FormData(event.currentTarget).get('gameName') ?? text)
    change(searchFor(filters, typed))
  }
  const onPage = (page: number) => {
    const next = goToPage(filters, page, state.data?.totalPages ?? 1)
    if (next === filters) return
    setFilters(next)
    const box = top.current?.getBoundingClientRect()
    if (box && box.top < 0) top.current?.scrollIntoView({ block: 'start' })
  }

  const tabs = [
    { id: 'all', label: t('lobby_tab_all') },
    { id: 'hot', label: t('game_type_HOT') },
    { id: 'recent', label: t('game_type_RECENT') },
    { id: 'favourite', label: t('game_type_FAV') },
    ...(type === 'RNG' ? [{ id: 'new', label: t('lobby_tab_new') }] : []),
  ]
  // The sub-types belong to the lobby's own type; another vendor type lists without them.
  const subTypes = listed === type ? subTypesOf(lane, languages) : []
  // LOBBY-25: TCG* (with TY) and BTI* vendors show as one combined vendor.
  const vendors = vendorEntries(lane?.cards ?? [], languages)
  const data = state.data
  const first = data && data.games.length ? (filters.page - 1) * query.pageSize + 1 : 0

  return (
    <section
      ref={top}
      className="lk-lobby"
      part="lobby"
      aria-label={t('lobby_label', { type: gameTypeName(type) })}
    >
      {/* The rows the vendors and the slot sub-types will fill hold their room while they load (CLS). */}
      {waiting && <div className="lk-chips lk-chips--waiting" />}
      {!listsOnly && vendors.length > 1 && (
        <div className="lk-chips lk-vendors" role="group" aria-label={t('lobby_vendors')} part="vendors">
          <button
            type="button"
            className="lk-chip"
            aria-pressed={filters.vendor === null}
            onClick={() => change(chooseVendor(filters, null))}
          >
            {t('lobby_all_vendors')}
          </button>
          {vendors.map((entry) => {
            const active = filters.vendor === entry.key
            // LOBBY-26: the small icon, its active variant on the chosen vendor.
            const icon = iconUrl(imageBase, 'vendor', entry.imageCode, active ? 'small-active' : 'small')
            return (
              <button
                key={entry.key}
                type="button"
                className="lk-chip"
                data-vendor={entry.key}
                aria-pressed={active}
                onClick={() => change(chooseVendor(filters, entry.key))}
              >
                {icon && (
                  <img className="lk-chip-icon" src={icon} alt="" width={24} height={24} part="vendor-icon" />
                )}
                {entry.displayName}
              </button>
            )
          })}
        </div>
      )}
      {/* LOBBY-12: the types' row holds a chip row's room from the vendor choice on, filled or not
          (a visitor's stays empty: the call needs a login), so its chips never move the list. */}
      {!listsOnly && filters.vendor && (
        <div className="lk-types-row">
          {VendorTypes && (
            <VendorTypes
              vendor={filters.vendor}
              value={vendorType ?? type}
              onChange={(next) => {
                setVendorType(next)
                change({ ...filters, classification: 'all', subType: null, search: '', page: 1 })
              }}
            />
          )}
        </div>
      )}
      {!listsOnly && (
        <Tabs
          label={t('lobby_lists')}
          tabs={tabs}
          value={filters.classification}
          onChange={onClassification}
          idPrefix={uid}
          part="lists"
        />
      )}
      {waiting && type === 'RNG' && <div className="lk-chips lk-chips--waiting" />}
      {!listsOnly && subTypes.length > 0 && (
        <div className="lk-chips" role="group" aria-label={t('lobby_sub_types')} part="sub-types">
          {subTypes.map((code) => (
            <button
              key={code}
              type="button"
              className="lk-chip"
              data-sub-type={code}
              aria-pressed={filters.subType === code}
              onClick={() => change(chooseSubType(filters, code))}
            >
              {tDynamic(`lobby_sub_${code}`)}
            </button>
          ))}
        </div>
      )}
      {type === 'RNG' && slotHints.length > 0 && (
        <p className="lk-muted lk-small lk-lobby-hint">{slotHints.join(' · ')}</p>
      )}
      {(!listsOnly || type === 'SEARCH') && (
        <form className="lk-lobby-search" role="search" onSubmit={onSearch} part="search">
          <input
            className="lk-input lk-search-input"
            type="search"
            name="gameName"
            value={text}
            maxLength={50}
            aria-label={t('lobby_search_label')}
            placeholder={t('lobby_search_label')}
            onInput={(event) => setText((event.target as HTMLInputElement).value)}
          />
          <Button type="submit" variant="secondary">
            {t('search')}
          </Button>
        </form>
      )}
      <div {...(listsOnly ? {} : tabPanelProps(uid, filters.classification))} className="lk-lobby-panel">
        {blocked ? (
          <div className="lk-empty lk-stack" part="login-needed">
            <p>{t('lobby_login_needed')}</p>
            <Button variant="primary" onClick={() => openPopup('login')}>
              {t('lobby_log_in')}
            </Button>
          </div>
        ) : (
          <>
            {/* The results line; before the first page, its room (DESIGN "Budgets": CLS). */}
            {(!data || (data.total !== undefined && first > 0)) && (
              <p className="lk-muted lk-small" part="count">
                {data
                  ? t(
                      'lobby_results',
                      [first, first + data.games.length - 1, data.total ?? 0].map((n) =>
                        formatNumber(n, lang),
                      ),
                    )
                  : '\u00a0'}
              </p>
            )}
            <GameGrid
              state={state}
              page={filters.page}
              onPage={onPage}
              source={host}
              placeholders={query.pageSize}
            />
          </>
        )}
      </div>
    </section>
  )
}
