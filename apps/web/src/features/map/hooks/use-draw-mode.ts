import { DRAW_MIN_POINTS } from '@maplenest/core'
import { useEffect, useReducer } from 'react'
import { useTranslation } from 'react-i18next'
import type { ListingFilters } from '../../../entities/listing/index.ts'
import { showToast } from '../../../shared/ui/overlays.ts'
import { useAreaSearch } from '../api/search-area.ts'
import { DRAW_OFF, drawReducer } from '../draw/draw-state.ts'
import { DRAW_MIN_ZOOM, type LngLat, type MapView } from '../map-views.ts'

/**
 * The draw tool and its area: corners tapped on the map, the closed area searched with the filters (spec §4), and
 * what goes wrong said in a toast (too few corners, crossing edges, a view too far out, no listings, a failed search).
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
  useEffect(() => {
    if (draw.mode !== 'drawing' || !draw.problem) return
    showToast({
      content:
        draw.problem === 'tooFew' ? t('ui.map.draw.tooFew', { count: DRAW_MIN_POINTS }) : t('ui.map.draw.invalid'),
    })
  }, [draw, t])

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
    finish: () => dispatch({ type: 'finish' }),
    redraw: () => dispatch({ type: 'start' }),
    clear: () => dispatch({ type: 'clear' }),
    /** An area drawn elsewhere (the assistant's), searched like one drawn by hand. */
    set: (points: LngLat[]) => dispatch({ type: 'set', points }),
  }
}

export type DrawMode = ReturnType<typeof useDrawMode>
