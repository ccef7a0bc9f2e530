// The demo game catalogue (DESIGN demo/: ~10,000 slots and every other category across the vendors
// of spec §2 and §3). Generated from a seeded PRNG, so every start gives the same games, ids and art.
import { prng } from '../platform/prng'

/** A catalogue vendor: its display name and the game types it offers. */
export type Vendor = { displayName: string; types: string[] }

/** Vendors by code: display name and the game types they offer (spec §2 footer, §3 Vendor codes). */
export const VENDORS: Record<string, Vendor> = {
  PG: { displayName: 'PG Soft', types: ['RNG', 'FISH'] },
  EG2: { displayName: 'EG2 Gaming', types: ['RNG', 'LIVE'] },
  PT: { displayName: 'Playtech', types: ['RNG', 'LIVE'] },
  JDB: { displayName: 'JDB', types: ['RNG', 'FISH'] },
  CQ9: { displayName: 'CQ9', types: ['RNG', 'FISH'] },
  FC: { displayName: 'Fa Chai', types: ['RNG', 'FISH', 'PVP'] },
  JL: { displayName: 'JILI', types: ['RNG', 'FISH', 'PVP'] },
  BGS: { displayName: 'BGS', types: ['RNG', 'LIVE', 'PVP'] },
  BTI: { displayName: 'BTI Sports', types: ['SPORTS'] },
  BTI_VS: { displayName: 'BTI Virtual Sports', types: ['SPORTS'] },
  AV: { displayName: 'AV Esports', types: ['ESPORTS'] },
  AI: { displayName: 'AI Esports', types: ['ESPORTS'] },
  IMES: { displayName: 'IM Esports', types: ['ESPORTS'] },
  TF: { displayName: 'TF Gaming', types: ['ESPORTS'] },
  IA: { displayName: 'IA Esports', types: ['ESPORTS'] },
  DS88: { displayName: 'DS88 Sabong', types: ['COCKFIGHT'] },
  LOTT: { displayName: 'TCG Lottery', types: ['LOTT'] },
  TCG_SEA: { displayName: 'TCG SEA Lottery', types: ['LOTT'] },
  TCG_LOTTO_VN: { displayName: 'TCG VN Lotto', types: ['LOTT'] },
  ELOTT: { displayName: 'TCG E-Lottery', types: ['ELOTT'] },
  // SYS-2: the poker rooms.
  GGP: { displayName: 'GG Poker', types: ['POKER'] },
  V8: { displayName: 'V8 Poker', types: ['POKER'] },
}

/** A vendor's display name; its code when the catalogue has no such vendor. */
export function displayNameOf(code: string) {
  return VENDORS[code]?.displayName ?? code
}

/** Category order of the navigation (spec §2 Navigation order: cockfight comes last; SYS-2 poker). */
export const GAME_TYPES = [
  'LIVE',
  'RNG',
  'FISH',
  'PVP',
  'LOTT',
  'ELOTT',
  'POKER',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
]

/** Sub-type codes (api.md gameClassify): scratch, video poker, jackpot, table, arcade, bingo. */
export const SUB_TYPES = ['SC', 'VP', 'JP', 'TG', 'AC', 'BG']

/** Slots per slot vendor: 8 × 1250 = 10,000 (spec §1 "about 10,000 slot games", from live data: C-13). */
export const SLOTS_PER_VENDOR = 1250

const ADJECTIVES = [
  'Golden',
  'Lucky',
  'Mighty',
  'Wild',
  'Royal',
  'Mystic',
  'Crystal',
  'Dragon',
  'Fortune',
  'Jade',
  'Blazing',
  'Silver',
  'Ancient',
  'Cosmic',
  'Neon',
  'Thunder',
  'Sacred',
  'Emerald',
  'Ruby',
  'Frozen',
  'Sunny',
  'Lotus',
  'Tiger',
  'Phoenix',
  'Sapphire',
  'Happy',
  'Super',
  'Magic',
  'Secret',
  'Candy',
]
const NOUNS = [
  'Reels',
  'Treasure',
  'Empire',
  'Temple',
  'Safari',
  'Garden',
  'Voyage',
  'Kingdom',
  'Bonanza',
  'Legend',
  'Riches',
  'Quest',
  'Fiesta',
  'Carnival',
  'Jackpot',
  'Orchard',
  'Pyramid',
  'Harbour',
  'Galaxy',
  'Monkeys',
  'Koi',
  'Pharaoh',
  'Cowboys',
  'Pirates',
  'Wizards',
  'Panda',
  'Samurai',
  'Festival',
  'Nights',
  'Gems',
]
const TABLES = [
  'Baccarat',
  'Roulette',
  'Blackjack',
  'Sic Bo',
  'Dragon Tiger',
  'Fan Tan',
  'Poker',
  'Bull Bull',
]
const FISH = [
  'Ocean King',
  'Fishing War',
  'Deep Sea Hunter',
  'Shark Bounty',
  'Mermaid Reef',
  'Golden Toad',
  'Koi Pond',
  'Whale Rush',
  'Pearl Diver',
  'Crab Catch',
]
const PVP = [
  'Teen Patti',
  'Rummy',
  'Andar Bahar',
  'Mahjong Ways',
  'Texas Poker',
  'Ludo',
  'Callbreak',
  'Tongits',
  'Pusoy',
  'Domino',
]
/** SYS-2: the poker tables, per poker vendor. */
const POKER = {
  GGP: ["Texas Hold'em", 'Omaha Hi-Lo', 'Short Deck', 'Spin & Gold', 'All-in or Fold', 'Rush & Cash'],
  V8: [
    "Texas Hold'em",
    'Pot-Limit Omaha',
    'Five Card Draw',
    'Seven Card Stud',
    'Sit & Go Turbo',
    "Heads-Up Hold'em",
    "Six-Plus Hold'em",
    'Pineapple',
  ],
}
const LOTT = {
  SSC: 'Speedy SSC',
  PK10: 'PK10 Racing',
  '11X5': '11 Choose 5',
  LHC: 'Mark Six',
  LF: 'Lucky Fast 3',
}

export type GameRow = {
  node_id: number
  game_type: string
  vassalage: string
  game_code: string
  game_name: string
  node_name: string
  game_classify: string | null
  is_game: string
  is_hot: number
  is_new: number
  freeplay: number | null
  support_play: number | null
  popularity: number
}

/** Every game of the demo catalogue. */
export function generateCatalogue(): GameRow[] {
  const random = prng(20250101)
  const pick = (list: string[]) => list[Math.floor(random() * list.length)] as string
  const rows: GameRow[] = []
  let nodeId = 1000
  const add = (type: string, vendor: string, name: string, extra: Partial<GameRow> = {}) => {
    nodeId += 1
    // Some vendors say free play with freeplay (1/0), the others with supportPlay (0 = supported) (TILE-5).
    const usesSupportPlay = vendor === 'PT' || vendor === 'CQ9' || vendor === 'BGS'
    const free = random() < 0.6
    rows.push({
      node_id: nodeId,
      game_type: type,
      vassalage: vendor,
      game_code: `${vendor}-${type}-${nodeId}`,
      game_name: name,
      node_name: name,
      game_classify: null,
      is_game: 'GAME',
      is_hot: random() < 0.03 ? 1 : 0,
      is_new: random() < 0.02 ? 1 : 0,
      freeplay: usesSupportPlay ? null : free ? 1 : 0,
      support_play: usesSupportPlay ? (free ? 0 : 1) : null,
      popularity: Math.floor(random() * 100000),
      ...extra,
    })
  }
  const slotVendors = Object.entries(VENDORS)
    .filter(([, vendor]) => vendor.types.includes('RNG'))
    .map(([code]) => code)
  for (const vendor of slotVendors) {
    for (let i = 1; i <= SLOTS_PER_VENDOR; i++) {
      const roll = random()
      // About one slot in four has a sub-type; bingo is rarer.
      const classify =
        roll < 0.05
          ? 'SC'
          : roll < 0.1
            ? 'VP'
            : roll < 0.15
              ? 'JP'
              : roll < 0.2
                ? 'TG'
                : roll < 0.25
                  ? 'AC'
                  : roll < 0.27
                    ? 'BG'
                    : null
      add('RNG', vendor, `${pick(ADJECTIVES)} ${pick(NOUNS)} ${i}`, { game_classify: classify })
    }
  }
  for (const vendor of ['EG2', 'PT', 'BGS']) {
    TABLES.forEach((table, i) =>
      add('LIVE', vendor, `${displayNameOf(vendor)} ${table}`, {
        freeplay: vendor === 'PT' ? null : 0,
        support_play: vendor === 'PT' ? 1 : null,
        is_hot: i < 2 ? 1 : 0,
      }),
    )
  }
  for (const vendor of ['PG', 'JDB', 'CQ9', 'FC', 'JL'])
    FISH.forEach((name) => add('FISH', vendor, `${name} ${vendor}`))
  for (const vendor of ['FC', 'JL', 'BGS']) PVP.forEach((name) => add('PVP', vendor, `${name} (${vendor})`))
  // TILE-15: a vendor entry: the tile opens a popup listing that vendor's own games.
  add('PVP', 'JL', 'JILI Card Room', { is_game: 'VASSALAGE', is_hot: 1, freeplay: 0 })
  add('SPORTS', 'BTI', 'BTI Sportsbook', { freeplay: 0, is_hot: 1 })
  for (const vendor of ['AV', 'AI', 'IMES', 'TF', 'IA'])
    add('ESPORTS', vendor, `${displayNameOf(vendor)} Arena`, { freeplay: 0 })
  add('COCKFIGHT', 'DS88', 'DS88 Sabong Live', { freeplay: 0, is_hot: 1 })
  add('COCKFIGHT', 'DS88', 'DS88 Derby', { freeplay: 0 })
  for (const [code, name] of Object.entries(LOTT)) add('LOTT', 'LOTT', name, { game_code: code, freeplay: 0 })
  for (const code of ['SEA_4D', 'SEA_5D', 'SEA_TOTO'])
    add('LOTT', 'TCG_SEA', `SEA ${code.slice(4)}`, { game_code: code, freeplay: 0 })
  for (const code of ['VN_NORTH', 'VN_CENTRAL', 'VN_SOUTH'])
    add('LOTT', 'TCG_LOTTO_VN', `Vietnam Lotto ${code.slice(3).toLowerCase()}`, {
      game_code: code,
      freeplay: 0,
    })
  for (const code of ['E_SSC', 'E_PK10', 'E_11X5', 'E_K3', 'E_LHC'])
    add('ELOTT', 'ELOTT', `E-${code.slice(2)}`, { game_code: code, freeplay: 0 })
  // A second BTI code (LOBBY-25: BTI* vendors show as one), added last so the ids above stay.
  for (const name of ['Virtual Football', 'Virtual Horse Racing'])
    add('SPORTS', 'BTI_VS', `BTI ${name}`, { freeplay: 0 })
  // SYS-2: the poker rooms, appended so every id above stays (older database files gain them).
  for (const [vendor, tables] of Object.entries(POKER))
    tables.forEach((table, i) =>
      add('POKER', vendor, `${displayNameOf(vendor)} ${table}`, { freeplay: i % 2, is_hot: i === 0 ? 1 : 0 }),
    )
  return rows
}
