import { describe, expect, it } from 'vitest'
import { bundledStyle } from '../basemap/basemap-style.ts'
import { CITY_VIEWS } from '../map-views.ts'
import { basemapShapes, evaluate } from './basemap-shapes.ts'

const style = bundledStyle()
const size = { width: 375, height: 560 }

describe('the map picture’s basemap', () => {
  it('reads the style’s zoom curves as MapLibre does', () => {
    const linear = ['interpolate', ['linear'], ['zoom'], 9, 3, 15, 8]
    expect(evaluate(linear, 8)).toBe(3)
    expect(evaluate(linear, 12)).toBeCloseTo(5.5, 9)
    expect(evaluate(linear, 16)).toBe(8)
    const exponential = ['interpolate', ['exponential', 2], ['zoom'], 10, 1, 12, 4]
    // Base 2 over two levels: a third of the way at the first level ((2¹ − 1) / (2² − 1)).
    expect(evaluate(exponential, 11)).toBeCloseTo(2, 9)
    expect(evaluate(['get', 'colour'], 10, { colour: '#123456' })).toBe('#123456')
    expect(() => evaluate(['case', true, 1, 2], 10)).toThrow(/cannot read/)
  })

  it('draws a whole city as land, water and transit, without streets too fine to see', () => {
    const { background, shapes } = basemapShapes(style, { ...CITY_VIEWS.toronto, ...size })
    expect(background).toBe('#ebe9e2')
    const keys = shapes.map((s) => s.key.replace(/-\d+$/, ''))
    expect(keys).toContain('land')
    expect(keys).toContain('water')
    expect(keys).toContain('transit')
    expect(keys).not.toContain('street-minor')
    expect(keys).not.toContain('stations')
    expect(shapes.find((s) => s.key.startsWith('land-'))).toMatchObject({ kind: 'path', fill: '#f7f6f1' })
  })

  it('draws streets and stations close in, with the widths of the style at that zoom', () => {
    const view = { center: [-79.3871, 43.6532] as [number, number], zoom: 14, ...size }
    const { shapes } = basemapShapes(style, view)
    const major = shapes.find((s) => /^street-major-\d+$/.test(s.key))
    expect(major).toMatchObject({ kind: 'path', stroke: '#fffdf6', round: true })
    const width = ['interpolate', ['exponential', 1.6], ['zoom'], 10, 0.6, 13, 2.5, 16, 9]
    expect(major?.kind === 'path' && major.width).toBeCloseTo(evaluate(width, 14) as number, 1)
    expect(shapes.some((s) => s.kind === 'circle' && s.fill === '#ffffff')).toBe(true)
  })

  it('leaves out what is off the map: Toronto has none of Vancouver’s shapes', () => {
    const { shapes } = basemapShapes(style, { center: [-79.3871, 43.6532], zoom: 12, ...size })
    for (const shape of shapes) {
      if (shape.kind !== 'path') continue
      const xs = [...shape.d.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map((m) => Number(m[1]))
      // Every drawn shape reaches the map (a shape can run beyond it, but not lie wholly outside).
      expect(Math.max(...xs)).toBeGreaterThan(-20)
      expect(Math.min(...xs)).toBeLessThan(375 + 20)
    }
  })
})
