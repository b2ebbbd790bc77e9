import { boxesMeet, worldPixel } from '@maplenest/core'
import type { TFunction } from 'i18next'
import { describe, expect, it } from 'vitest'
import { aSchool } from '../../schools/school-fixtures.ts'
import { schoolMarkers } from './school-markers.ts'

const t = ((key: string, options: { count?: number; name?: string; rating?: string }) =>
  `${key} ${options.count ?? options.name} ${options.rating ?? ''}`.trim()) as unknown as TFunction

// At zoom 15 a degree of longitude is about 46,600 px: 0.0004° is about 19 px, 0.002° about 93 px.
const schools = [
  aSchool({ schoolNumber: 'A', name: 'Ada', lng: -79.4, lat: 43.7, rating: 8.4 }),
  aSchool({ schoolNumber: 'B', name: 'Bea', lng: -79.3996, lat: 43.7, rating: 5.1 }),
  aSchool({ schoolNumber: 'C', name: 'Cy', lng: -79.398, lat: 43.7, rating: null }),
]

describe('the school map’s markers', () => {
  it('count schools whose discs would cover each other as one marker, and keep the others as their rating', () => {
    const { markers, groups } = schoolMarkers(schools, 15, t, 'en-GB')
    expect(markers.map((m) => [m.tone, m.text])).toEqual([
      ['group', '2'],
      ['unrated', ''],
    ])
    const group = markers[0]!
    expect(group.label).toBe('ui.map.school.group 2')
    expect(groups.get(group.id)?.map((s) => s.schoolNumber)).toEqual(['A', 'B'])
    expect(markers[1]).toMatchObject({ id: 'C', kind: 'school', label: 'ui.map.school.pinUnrated Cy' })
  })

  it('part them again closer in, each with its rating', () => {
    const { markers, groups } = schoolMarkers(schools, 17, t, 'en-GB')
    expect(markers.map((m) => [m.id, m.tone, m.text])).toEqual([
      ['A', 'good', '8.4'],
      ['B', 'low', '5.1'],
      ['C', 'unrated', ''],
    ])
    expect(groups.size).toBe(0)
  })

  it('leave no two markers’ discs meeting, at any zoom', () => {
    for (const zoom of [11, 12.5, 14, 15.5, 17]) {
      const { markers } = schoolMarkers(schools, zoom, t, 'en-GB')
      const discs = markers.map((m) => {
        const at = worldPixel(m.lng, m.lat, zoom)
        // a school's disc is 32 px across, a group's 36
        const r = (m.tone === 'group' ? 36 : 32) / 2
        return { x0: at.x - r, y0: at.y - r, x1: at.x + r, y1: at.y + r }
      })
      discs.forEach((a, i) => {
        for (const b of discs.slice(i + 1)) expect(boxesMeet(a, b, 0)).toBe(false)
      })
    }
  })
})
