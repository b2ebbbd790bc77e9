import { useEffect, useReducer } from 'react'
import { useTranslation } from 'react-i18next'
import type { ListingFilters } from '../../../entities/listing/index.ts'
import { showToast } from '../../../shared/ui/overlays.ts'
import { useAreaSearch } from '../api/search-area.ts'
import { DRAW_OFF, drawReducer } from '../draw/draw-state.ts'
import { DRAW_MIN_ZOOM, type LngLat, type MapView } from '../map-views.ts'

/**
 * The draw tool and its area: corners tapped on the map or an outline drawn on it, the closed area searched with the
 * filters (spec §4), and what goes wrong with the search said in a toast (a view too far out, no listings, a failed
 * search). What is wrong with the outline (too few corners, crossing edges) the draw bar says while it is drawn.
 */
export function useDrawMode(filters: ListingFilters) {
  const { t } = useTranslation()
  const [draw, dispatch] = useReducer(drawReducer, DRAW_OFF)

  // A finished area: its listings, exactly, in the sheet and as pins.
  const drawnPoints = draw.mode === 'done' ? draw.points : null
  const area = useAreaSearch(drawnPoints, filters)
  const result = drawnPoints ? area.data : undefined
  const error = drawnPoints ? area.error : null
  useEffect(() => {
    if (result?.items.length === 0) showToast({ content: t('ui.map.draw.none') })
  }, [result, t])
  useEffect(() => {
    if (!error) return
    const msg = error instanceof Error && 'msg' in error ? String((error as { msg: string }).msg) : ''
    showToast({ content: msg || t('ui.map.draw.failed') })
  }, [error, t])

  return {
    draw,
    /** The closed area's search: its answer, or why it failed. */
    result,
    error,
    /**
     * The draw button: stops drawing, or starts it when the view is close enough (else asks to zoom in). True when
     * drawing started.
     */
    toggle: (view: MapView | null): boolean => {
      if (draw.mode === 'drawing') {
        dispatch({ type: 'clear' })
        return false
      }
      if (!view || view.zoom < DRAW_MIN_ZOOM) {
        showToast({ content: t('ui.map.draw.zoomIn') })
        return false
      }
      dispatch({ type: 'start' })
      return true
    },
    add: (point: LngLat) => dispatch({ type: 'add', point }),
    /** The corners of an outline drawn with a finger or a mouse. */
    stroke: (points: LngLat[]) => dispatch({ type: 'stroke', points }),
    finish: () => dispatch({ type: 'finish' }),
    redraw: () => dispatch({ type: 'start' }),
    clear: () => dispatch({ type: 'clear' }),
    /** An area drawn elsewhere (the assistant's), searched like one drawn by hand. */
    set: (points: LngLat[]) => dispatch({ type: 'set', points }),
  }
}

export type DrawMode = ReturnType<typeof useDrawMode>
