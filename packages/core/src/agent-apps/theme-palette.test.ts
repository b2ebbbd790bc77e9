import { describe, expect, it } from 'vitest'
import { translate } from '../i18n/catalogue.ts'
import { DEFAULT_AGENT_APP_COLOUR, paletteColour, THEME_PALETTE } from './theme-palette.ts'

describe("the agent app's palette (spec §9)", () => {
  it('holds sixteen distinct #rrggbb colours, the default #fa436a first', () => {
    expect(THEME_PALETTE).toHaveLength(16)
    expect(new Set(THEME_PALETTE.map((c) => c.color)).size).toBe(16)
    expect(new Set(THEME_PALETTE.map((c) => c.name)).size).toBe(16)
    for (const { color } of THEME_PALETTE) expect(color).toMatch(/^#[0-9a-f]{6}$/)
    expect(DEFAULT_AGENT_APP_COLOUR).toBe('#fa436a')
    expect(THEME_PALETTE[0]).toEqual({ name: 'rose', color: '#fa436a' })
  })

  it('names every colour in both languages', () => {
    expect(translate('en-GB', 'agentApp.theme.rose')).toBe('Rose')
    expect(translate('zh-Hans-CN', 'agentApp.theme.rose')).toBe('玫红')
    for (const { name } of THEME_PALETTE) {
      const en = translate('en-GB', `agentApp.theme.${name}`)
      const zh = translate('zh-Hans-CN', `agentApp.theme.${name}`)
      expect(en).not.toBe(`agentApp.theme.${name}`)
      expect(zh).toMatch(/\p{Script=Han}/u)
    }
  })

  it('finds the palette colour of a value in any case, and none for a custom colour', () => {
    expect(paletteColour(' #FA436A ')).toEqual({ name: 'rose', color: '#fa436a' })
    expect(paletteColour('#7a1f5c')).toBeNull()
    expect(paletteColour(null)).toBeNull()
  })
})
