import { layoutPins, MARKER_GAP_PX, type SchoolSummary } from '@maplenest/core'
import type { TFunction } from 'i18next'
import type { MapMarker } from '../components/map-canvas.tsx'
import { formatRating, toSchoolTone } from './school-tone.ts'

/** A school's disc as drawn (map-canvas.module.css: 28 px and its 2 px white border). */
const SCHOOL_DISC = { width: 32, height: 32, centred: true }
/** Schools counted together: a 36 px disc and its 3 px pale ring, whatever the count. */
const GROUP_DISC_PX = 42

/** The prefix of the id of a marker that stands for several schools. */
const GROUP_MARKER = 'schools-'

/** The schools' markers, and the schools each group marker stands for (by its id). */
export interface SchoolMarkers {
  markers: MapMarker[]
  groups: ReadonlyMap<string, readonly SchoolSummary[]>
}

/**
 * The schools in view as markers that never cover each other at the map's zoom: each school its disc coloured by
 * rating, and schools whose discs would meet one round marker counting them (core's `layoutPins`), which a tap
 * zooms in on.
 */
export function schoolMarkers(
  schools: readonly SchoolSummary[],
  zoom: number,
  t: TFunction,
  locale: string,
): SchoolMarkers {
  const groups = new Map<string, readonly SchoolSummary[]>()
  const placed = layoutPins(
    schools.map((school) => ({
      lng: school.lng,
      lat: school.lat,
      count: 1,
      minPrice: 0,
      maxPrice: 0,
      pin: SCHOOL_DISC,
      item: school,
    })),
    zoom,
    MARKER_GAP_PX,
    () => GROUP_DISC_PX,
  )
  const markers = placed.map((marker): MapMarker => {
    if (marker.kind === 'cluster') {
      const id = `${GROUP_MARKER}${marker.items.map((school) => school.schoolNumber).join('-')}`
      groups.set(id, marker.items)
      return {
        id,
        kind: 'school',
        lng: marker.lng,
        lat: marker.lat,
        text: String(marker.count),
        label: t('ui.map.school.group', { count: marker.count }),
        tone: 'group',
        data: { schools: String(marker.count) },
      }
    }
    const school = marker.item
    const rating = formatRating(school.rating, locale)
    return {
      id: school.schoolNumber,
      kind: 'school',
      lng: school.lng,
      lat: school.lat,
      text: school.rating === null ? '' : rating,
      label:
        school.rating === null
          ? t('ui.map.school.pinUnrated', { name: school.name })
          : t('ui.map.school.pin', { name: school.name, rating }),
      tone: toSchoolTone(school.rating),
      data: { school: school.schoolNumber, tone: toSchoolTone(school.rating) },
    }
  })
  return { markers, groups }
}
