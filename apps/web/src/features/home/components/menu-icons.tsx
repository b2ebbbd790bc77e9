import type { ReactNode } from 'react'

function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg
      width="26"
      height="26"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.7}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  )
}

export const MENU_GLYPHS = {
  sale: (
    <Glyph>
      <path d="M3 12l9-8 9 8" />
      <path d="M5 10.5V20h14v-9.5" />
      <path d="M12 12.5v5M10.2 14h2.8a1.2 1.2 0 0 1 0 2.4h-2" />
    </Glyph>
  ),
  rent: (
    <Glyph>
      <circle cx="8" cy="12" r="4" />
      <path d="M12 12h9M18 12v3M15.5 12v2" />
    </Glyph>
  ),
  new: (
    <Glyph>
      <path d="M4 21V9l6-4v16M10 21h10V11l-6-3" />
      <path d="M7 12h.01M7 16h.01M14 13h2M14 17h2" />
    </Glyph>
  ),
  school: (
    <Glyph>
      <path d="M2.5 9L12 4.5 21.5 9 12 13.5z" />
      <path d="M6.5 11v5c1.5 1.5 3.4 2.2 5.5 2.2s4-.7 5.5-2.2v-5M21.5 9v5" />
    </Glyph>
  ),
  agent: (
    <Glyph>
      <circle cx="12" cy="8" r="3.5" />
      <path d="M5 20c.8-3.8 3.6-6 7-6s6.2 2.2 7 6" />
      <path d="M12 14l-1.2 3 1.2 1.5 1.2-1.5z" />
    </Glyph>
  ),
  loan: (
    <Glyph>
      <rect x="5" y="3" width="14" height="18" rx="2" />
      <path d="M8 7h8M8.5 11h.01M12 11h.01M15.5 11h.01M8.5 14.5h.01M12 14.5h.01M15.5 14.5h.01M8.5 18h.01M12 18h3.5" />
    </Glyph>
  ),
  exclusive: (
    <Glyph>
      <path d="M6 4h12l3 5-9 11L3 9z" />
      <path d="M3 9h18M9.5 4L12 20M14.5 4L12 20" />
    </Glyph>
  ),
  market: (
    <Glyph>
      <path d="M4 20V4M4 20h16" />
      <path d="M7 15l4-4 3 3 5-6" />
    </Glyph>
  ),
  university: (
    <Glyph>
      <path d="M3 9.5L12 5l9 4.5" />
      <path d="M5 10.5v7M9.5 10.5v7M14.5 10.5v7M19 10.5v7M3.5 20h17" />
    </Glyph>
  ),
  more: (
    <Glyph>
      <circle cx="6" cy="12" r="1.2" />
      <circle cx="12" cy="12" r="1.2" />
      <circle cx="18" cy="12" r="1.2" />
    </Glyph>
  ),
} as const

export type MenuGlyph = keyof typeof MENU_GLYPHS
