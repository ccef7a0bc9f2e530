/**
 * The game widgets' own wording (tiles, game popups, the lobby of <game-lobby>): English in the
 * shared game chunk, Urdu lazy; registered by ./tile.tsx, which every game widget renders. Game-type
 * names, pagination and Search are shared vocabulary (core/i18n/en.ts).
 */
export const en = {
  game_play: 'Play',
  game_free_trial: 'Free trial',
  game_favourite: 'Favourite: {name}',
  game_popup_label: 'Game: {name}',
  game_vendor_games: '{vendor} games',
  game_notice_title: 'Notice',
  game_loading: 'Loading games…',
  game_load_failed: 'The games could not be loaded.',
  game_rooms_title: '{name}: choose a room',
  game_room_facts: 'stake {stake} · {players} of {seats} players',
  game_room_join: 'Join {room}',
  game_room_full: 'Full',
  game_chat_title: 'Chat with {name}',
  lobby_label: '{type} games',
  lobby_vendors: 'Vendors',
  lobby_all_vendors: 'All vendors',
  lobby_lists: 'Game lists',
  lobby_tab_all: 'All',
  lobby_tab_new: 'New',
  lobby_sub_types: 'Game types',
  lobby_sub_SC: 'Scratch',
  lobby_sub_VP: 'Video poker',
  lobby_sub_JP: 'Jackpot',
  lobby_sub_TG: 'Table games',
  lobby_sub_AC: 'Arcade',
  lobby_sub_BG: 'Bingo',
  lobby_search_label: 'Search games by name',
  lobby_clear_search: 'Clear search',
  lobby_results: 'Showing {0} to {1} of {2} games',
  lobby_login_needed: 'Log in to see your favourite and recent games.',
  lobby_log_in: 'Log in',
  lobby_hint_stake: 'From {0}',
  lobby_hint_lines: '{0} lines or more',
  lobby_vendor_types: "The vendor's game types",
}

declare module '../../core/i18n/index' {
  interface Messages extends Record<keyof typeof en, string> {}
}
