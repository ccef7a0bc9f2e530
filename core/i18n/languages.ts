/** I18N-2: every language code of spec §1, each with its own name (the language pickers). */
export const LANGUAGES: readonly (readonly [code: string, name: string])[] = [
  ['EN', 'English'],
  ['UR', 'اردو'],
  ['UR-LA', 'Urdu (Latin)'],
  ['CN', '简体中文'],
  ['TW', '繁體中文'],
  ['JA', '日本語'],
  ['TH', 'ไทย'],
  ['VI', 'Tiếng Việt'],
  ['MY', 'မြန်မာ'],
  ['ES', 'Español'],
  ['HI', 'हिन्दी'],
  ['ID', 'Bahasa Indonesia'],
  ['KM', 'ខ្មែរ'],
  ['KO', '한국어'],
  ['MS', 'Bahasa Melayu'],
  ['PT', 'Português'],
  ['PT-BR', 'Português (Brasil)'],
  ['TA', 'தமிழ்'],
  ['TY', 'TY'],
  ['TR', 'Türkçe'],
  ['BN', 'বাংলা'],
  ['AR', 'العربية'],
  ['FA', 'فارسی'],
  ['RU', 'Русский'],
  ['KK', 'Қазақ'],
  ['UZ', 'Oʻzbek'],
  ['LO', 'ລາວ'],
  ['NE', 'नेपाली'],
  ['FR', 'Français'],
]

/** Upper case, `_` → `-` (`ur` → `UR`, `pt_br` → `PT-BR`), as core/stores/language.ts writes codes. */
function codeOf(code: string): string {
  return code.trim().toUpperCase().replace('_', '-')
}

/** I18N-1..3: the languages the brand offers (every code of spec §1 when the brand names none). */
export function brandLanguageCodes(named: readonly string[] | undefined): string[] {
  const codes = (named ?? []).map(codeOf).filter(Boolean)
  return codes.length ? [...new Set(codes)] : LANGUAGES.map(([code]) => code)
}

/** A language's own name (`UR` → `اردو`), the code itself for one spec §1 does not list. */
export function languageName(code: string): string {
  return LANGUAGES.find(([c]) => c === code)?.[1] ?? code
}
