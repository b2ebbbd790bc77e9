import type { TransitLine } from '@maplenest/core'
import type { DemoCity } from './geo.ts'
import reference from './transit-lines.json' with { type: 'json' }

/**
 * The rapid-transit lines of each city, stations in line order (see transit-lines.json's note for provenance): the
 * commute estimate between a neighbourhood and a campus rides them.
 */
export const TRANSIT_LINES: Record<DemoCity, readonly TransitLine[]> = {
  toronto: reference.toronto,
  vancouver: reference.vancouver,
}
