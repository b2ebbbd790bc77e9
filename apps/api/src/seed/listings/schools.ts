import type { schools } from '../../db/schema.ts'
import { GEO } from '../geo/index.ts'
import type { Rng } from '../rng.ts'

type SchoolRow = typeof schools.$inferInsert

const BOARD_SITES: Record<string, string> = {
  TDSB: 'https://www.tdsb.on.ca',
  TCDSB: 'https://www.tcdsb.org',
}

/**
 * The sample schools of the geographic reference. Ratings are demo figures drawn here (0–10, one decimal),
 * not Fraser Institute results; `fraserRank` stays empty.
 */
export function demoSchools(rng: Rng): SchoolRow[] {
  return GEO.schools.map((s, i) => {
    const catholic = /Catholic|St\. |Cardinal|Little Flower/.test(s.name)
    return {
      schoolNumber: `${s.city === 'toronto' ? 'ON' : 'BC'}-DEMO-${String(i + 1).padStart(3, '0')}`,
      name: s.name,
      level: s.level,
      language: /^École|French/.test(s.name) ? 'French' : 'English',
      board: s.board,
      category: catholic ? 'Catholic' : 'Public',
      rating: Math.round(rng.range(5.2, 9.6) * 10) / 10,
      fraserRank: null,
      grades: s.level === 'secondary' ? '9-12' : rng.pick(['JK-8', 'JK-6', 'K-7']),
      address: s.address,
      phone: null,
      fax: null,
      website: BOARD_SITES[s.board] ?? (s.city === 'vancouver' ? 'https://www.vsb.bc.ca' : null),
      location: { x: s.lng, y: s.lat },
      city: s.city,
    }
  })
}
