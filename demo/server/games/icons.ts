// Vendor and game-type images (spec §3 Vendor codes, LOBBY-24..26), the demo's image CDN
// (settings.imageCDNs): /demo/games/icons/<vendor|type>/<code>/<variant>.svg, generated SVG.
// Image paths use ELOTT for LOTT (LOBBY-24): there is no LOTT image. The combined vendors (LOBBY-25)
// have their own: TCG (codes starting with TCG) and BTI.
import { GAME_TYPES, VENDORS } from './catalogue'

const ICON =
  /^\/demo\/games\/icons\/(vendor|type)\/([A-Z0-9_]{1,20})\/(small|small-active|list-white|list-color|list-purple|nav)\.svg$/

/** The codes with images: LOTT is drawn as ELOTT (LOBBY-24). */
const CODES = {
  vendor: new Set([...Object.keys(VENDORS), 'TCG'].filter((code) => code !== 'LOTT')),
  type: new Set(GAME_TYPES.filter((code) => code !== 'LOTT')),
}

/** A stable hue per code. */
function hueOf(code: string) {
  let h = 0
  for (const c of code) h = (h * 31 + c.charCodeAt(0)) % 360
  return h
}

const FONT = 'font-family="Verdana,Arial,sans-serif" font-weight="700" text-anchor="middle"'

/**
 * The SVG of one variant. Small: a 48 px badge, grey by default, in the vendor's colour when active;
 * list: a 160×64 word mark in white (for dark backgrounds), colour, or purple; nav: a 24 px glyph.
 */
export function iconSvg(kind: 'vendor' | 'type', code: string, variant: string) {
  const hue = hueOf(`${kind}:${code}`)
  const short = code.replace(/_/g, '').slice(0, 3)
  const color = `hsl(${hue} 70% 38%)`
  const svg = (w: number, h: number, body: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" data-variant="${variant}">${body}</svg>`
  switch (variant) {
    case 'small':
      return svg(
        48,
        48,
        `<rect width="48" height="48" rx="12" fill="#e6e8ec"/><text x="24" y="30" ${FONT} font-size="15" fill="#3d4450">${short}</text>`,
      )
    case 'small-active':
      return svg(
        48,
        48,
        `<rect width="48" height="48" rx="12" fill="${color}"/><text x="24" y="30" ${FONT} font-size="15" fill="#fff">${short}</text>`,
      )
    case 'list-white':
      return svg(160, 64, `<text x="80" y="42" ${FONT} font-size="26" fill="#fff">${code.slice(0, 8)}</text>`)
    case 'list-color':
      return svg(
        160,
        64,
        `<rect x="8" y="52" width="144" height="4" rx="2" fill="${color}"/><text x="80" y="42" ${FONT} font-size="26" fill="${color}">${code.slice(0, 8)}</text>`,
      )
    case 'list-purple':
      return svg(
        160,
        64,
        `<text x="80" y="42" ${FONT} font-size="26" fill="#5b2bb5">${code.slice(0, 8)}</text>`,
      )
    default:
      return svg(
        24,
        24,
        `<circle cx="12" cy="12" r="11" fill="${color}"/><text x="12" y="16.5" ${FONT} font-size="12" fill="#fff">${code[0]}</text>`,
      )
  }
}

/**
 * The icon a path names: its SVG, null for an unknown code or variant (LOTT included), or undefined
 * when the path is not an icon path. */
export function iconAt(pathname: string) {
  if (!pathname.startsWith('/demo/games/icons/')) return undefined
  const [, kind, code, variant] = ICON.exec(pathname) ?? []
  if ((kind !== 'vendor' && kind !== 'type') || !code || !variant) return null
  return CODES[kind].has(code) ? iconSvg(kind, code, variant) : null
}
