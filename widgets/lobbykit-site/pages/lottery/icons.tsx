// LOTT-4: the lottery icon set (11X5, LF, LHC, PK10, SSC), one glyph per menu; decorative (the menu
// name is the text). Theme colours only.
import type { ReactElement } from 'react'

const GLYPHS: Record<string, ReactElement> = {
  SSC: (
    <text x="16" y="21" fontSize="12" fontWeight="700" textAnchor="middle" fill="currentColor">
      123
    </text>
  ),
  PK10: <path d="M10 7v18M10 8h12l-3 4 3 4H10" fill="none" stroke="currentColor" strokeWidth="2" />,
  '11X5': (
    <g fill="currentColor">
      {[9, 16, 23].flatMap((x) => [11, 21].map((y) => <circle key={`${x}-${y}`} cx={x} cy={y} r="2.6" />))}
    </g>
  ),
  LHC: (
    <g fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="11" cy="12" r="4" />
      <circle cx="21" cy="12" r="4" />
      <circle cx="16" cy="21" r="4" />
    </g>
  ),
  LF: (
    <g>
      <rect x="8" y="8" width="16" height="16" rx="3" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="1.6" fill="currentColor" />
      <circle cx="16" cy="16" r="1.6" fill="currentColor" />
      <circle cx="20" cy="20" r="1.6" fill="currentColor" />
    </g>
  ),
}

/** The icon of a lottery menu; an unknown code gets a plain ball. */
export function LotteryIcon({ code }: { code: string }) {
  return (
    <svg className="lott-icon" viewBox="0 0 32 32" aria-hidden="true" data-icon={code} focusable="false">
      <circle cx="16" cy="16" r="15" style={{ fill: 'var(--accent)' }} />
      <g style={{ color: 'var(--on-accent)' }}>
        {GLYPHS[code] ?? <circle cx="16" cy="16" r="5" fill="currentColor" />}
      </g>
    </svg>
  )
}
