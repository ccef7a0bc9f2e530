import { LOBBY_PAGE_SIZE, SEARCH_PAGE_SIZE, SHORT_LIST_PAGE_SIZE } from '../constants'
// Spec §4 Game filters (LOBBY-10..14, 17, 18): the lobby's filter state and its transitions, and
// the query each state sends. Pure functions: the lobby keeps the state, these decide it.

/** LOBBY-2/3: the classification tabs (new for slots only). */
export type Classification = 'all' | 'hot' | 'recent' | 'favourite' | 'new'

export interface LobbyFilters {
  /** Vendor code, null = all vendors. */
  vendor: string | null
  classification: Classification
  /** Sub-type code (gameClassify), null = none. */
  subType: string | null
  /** The trimmed name searched for; '' = no search. */
  search: string
  page: number
}

export const INITIAL_FILTERS: LobbyFilters = {
  vendor: null,
  classification: 'all',
  subType: null,
  search: '',
  page: 1,
}

/** LOBBY-10, 12, 13: a vendor resets the classification to all, the page to 1 and clears the search. */
export function chooseVendor(filters: LobbyFilters, vendor: string | null): LobbyFilters {
  return { ...filters, vendor, classification: 'all', subType: null, search: '', page: 1 }
}

/** LOBBY-11..13: a classification changes the query; page 1, search cleared, sub-type dropped. */
export function chooseClassification(filters: LobbyFilters, classification: Classification): LobbyFilters {
  return { ...filters, classification, subType: null, search: '', page: 1 }
}

/** A sub-type filters the whole list (classification all); choosing it again removes it. */
export function chooseSubType(filters: LobbyFilters, subType: string | null): LobbyFilters {
  return {
    ...filters,
    classification: 'all',
    subType: filters.subType === subType ? null : subType,
    search: '',
    page: 1,
  }
}

/** LOBBY-4/5: a search by the trimmed name, from page 1. */
export function searchFor(filters: LobbyFilters, text: string): LobbyFilters {
  return { ...filters, search: text.trim(), page: 1 }
}

/** LOBBY-14: a page outside 1..totalPages (or the current one) changes nothing. */
export function goToPage(filters: LobbyFilters, page: number, totalPages: number): LobbyFilters {
  if (!Number.isInteger(page) || page < 1 || page > totalPages || page === filters.page) return filters
  return { ...filters, page }
}

/** Which call a state sends, and its page size (LOBBY-11, 17, 18; spec §9 search 24). */
export type LobbyQuery =
  | {
      kind: 'list'
      gameType?: string
      vassalage?: string
      gameClassify?: string
      isNew?: boolean
      gameName?: string
      pageNo: number
      pageSize: number
    }
  | {
      kind: 'hot' | 'favourite' | 'recent'
      gameType?: string
      vassalage?: string
      pageNo: number
      pageSize: number
    }

/**
 * The query for a lobby of `gameType` in state `filters`. HOT, FAV, RECENT and SEARCH are the lists
 * alone, across every category.
 */
export function queryFor(gameType: string, filters: LobbyFilters): LobbyQuery {
  const pageNo = filters.page
  const scope = {
    gameType: ['HOT', 'FAV', 'RECENT', 'SEARCH'].includes(gameType) ? undefined : gameType,
    vassalage: filters.vendor ?? undefined,
  }
  if (gameType === 'SEARCH' || filters.search) {
    return { kind: 'list', ...scope, gameName: filters.search, pageNo, pageSize: SEARCH_PAGE_SIZE }
  }
  const classification =
    gameType === 'HOT'
      ? 'hot'
      : gameType === 'FAV'
        ? 'favourite'
        : gameType === 'RECENT'
          ? 'recent'
          : filters.classification
  if (classification === 'hot' || classification === 'favourite' || classification === 'recent') {
    return { kind: classification, ...scope, pageNo, pageSize: SHORT_LIST_PAGE_SIZE }
  }
  return {
    kind: 'list',
    ...scope,
    gameClassify: filters.subType ?? undefined,
    isNew: classification === 'new' ? true : undefined,
    pageNo,
    pageSize: LOBBY_PAGE_SIZE,
  }
}

/** FAV-3: favourites and recent games need a login. */
export function needsLogin(query: LobbyQuery): boolean {
  return query.kind === 'favourite' || query.kind === 'recent'
}
