/**
 * The sixteen colours an agent offers her app in (spec §9: the official default #fa436a among 16 themes). Each has a
 * name, shown in the app's language as `agentApp.theme.<name>`; any other #rrggbb colour is still allowed.
 */
export const THEME_PALETTE = [
  { name: 'rose', color: '#fa436a' },
  { name: 'red', color: '#e54d42' },
  { name: 'orange', color: '#f37b1d' },
  { name: 'amber', color: '#fbbd08' },
  { name: 'olive', color: '#8dc63f' },
  { name: 'green', color: '#39b54a' },
  { name: 'mint', color: '#04d188' },
  { name: 'teal', color: '#1cbbb4' },
  { name: 'blue', color: '#0081ff' },
  { name: 'navy', color: '#1f3a68' },
  { name: 'purple', color: '#6739b6' },
  { name: 'mauve', color: '#9c26b0' },
  { name: 'pink', color: '#e03997' },
  { name: 'brown', color: '#a5673f' },
  { name: 'slate', color: '#8799a3' },
  { name: 'charcoal', color: '#333333' },
] as const

export type ThemeColourName = (typeof THEME_PALETTE)[number]['name']

/** The colour a new agent app starts with (spec §9), the first of the palette. */
export const DEFAULT_AGENT_APP_COLOUR = THEME_PALETTE[0].color

/** The palette's colour of this value (#rrggbb, any case), or null for a custom colour. */
export function paletteColour(value: string | null | undefined): (typeof THEME_PALETTE)[number] | null {
  const v = (value ?? '').trim().toLowerCase()
  return THEME_PALETTE.find((c) => c.color === v) ?? null
}
