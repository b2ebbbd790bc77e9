import { type ListingSummary, ROOM_TYPES } from '@maplenest/core'
import { describe, expect, it } from 'vitest'
import { toDetailPath } from '../entities/listing/listing-paths.ts'
import { builderPath, layoutPath, projectPath } from '../entities/project/project-paths.ts'
import { toSchoolDetailPath } from '../entities/school/school-paths.ts'
import { resolveRoute } from './route-table.ts'

/** Every paths module of the app, found by name so a new one is checked without being listed here. */
const PATH_MODULES = import.meta.glob<Record<string, unknown>>(['../**/*-paths.ts', '!../**/*.test.ts'], {
  eager: true,
})

/** The app paths a value holds: a string, or the strings of an object of them; builders are checked below. */
function appPaths(value: unknown): string[] {
  if (typeof value === 'string') return value.startsWith('/pages/') ? [value] : []
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(appPaths)
  return []
}

const CONSTANTS = Object.entries(PATH_MODULES).flatMap(([file, exports]) =>
  Object.entries(exports).flatMap(([name, value]) => appPaths(value).map((path) => [`${file} ${name}`, path])),
)

const drawn = (href: string) => resolveRoute(href.split('?')[0] ?? href)

describe('route paths', () => {
  it('finds the paths modules of the entities and features', () => {
    const files = Object.keys(PATH_MODULES)
    for (const name of ['listing-paths.ts', 'project-paths.ts', 'school-paths.ts', 'agent-paths.ts', 'auth-paths.ts'])
      expect(
        files.some((file) => file.endsWith(name)),
        name,
      ).toBe(true)
    expect(CONSTANTS.length).toBeGreaterThan(30)
  })

  it.each(CONSTANTS)('%s (%s) is a route that draws a screen', (_, path) => {
    const entry = drawn(path)
    expect(entry, path).toBeDefined()
    expect(entry?.path).toBe(path)
  })

  it('builds detail addresses that are routes, for every city, sale or lease and kind', () => {
    const kinds: Pick<ListingSummary, 'city' | 'sr' | 'roomType'>[] = []
    for (const city of ['toronto', 'vancouver'] as const)
      for (const sr of ['Sale', 'Lease'] as const) for (const roomType of ROOM_TYPES) kinds.push({ city, sr, roomType })
    for (const kind of kinds)
      for (const share of [false, true]) {
        const href = toDetailPath({ mlNum: 'C1 2', ...kind }, { share })
        expect(drawn(href), href).toBeDefined()
        expect(href.endsWith('?mlNum=C1%202')).toBe(true)
      }
  })

  it('builds project, layout, builder and school addresses that are routes', () => {
    for (const share of [false, true])
      for (const href of [projectPath('p 1', share), layoutPath('l1', share), builderPath('b1', share)])
        expect(drawn(href), href).toBeDefined()
    expect(drawn(toSchoolDetailPath('123'))?.path).toBe('/pages/school/school-detail')
  })
})
