import { DRAW_MIN_POINTS, isSelfIntersecting, MAP_POLYGON_MAX_POINTS } from '@maplenest/core'
import type { LngLat } from '../map-views.ts'

/**
 * The draw tool (spec §4): off; drawing (taps add corners, a drag adds the corners of the outline it drew); done
 * (the area is closed and searched). Finishing needs at least DRAW_MIN_POINTS corners; with fewer the tool stays in
 * drawing and says so. An outline whose edges cross is refused (the server would refuse it too) and drawing starts
 * again. An area has at most MAP_POLYGON_MAX_POINTS corners, what the map API takes: corners past it are not added.
 */
export type DrawState =
  | { mode: 'off' }
  | { mode: 'drawing'; points: LngLat[]; problem: DrawProblem }
  | { mode: 'done'; points: LngLat[] }

export type DrawProblem = 'tooFew' | 'crossing' | null

type DrawAction =
  | { type: 'start' }
  | { type: 'add'; point: LngLat }
  /** The corners of a drawn outline, in the order drawn. */
  | { type: 'stroke'; points: LngLat[] }
  | { type: 'finish' }
  | { type: 'clear' }
  /** An area drawn elsewhere (the assistant's): closed and searched like one drawn by hand. */
  | { type: 'set'; points: LngLat[] }

export const DRAW_OFF: DrawState = { mode: 'off' }

export function drawReducer(state: DrawState, action: DrawAction): DrawState {
  switch (action.type) {
    case 'start':
      return { mode: 'drawing', points: [], problem: null }
    case 'add':
      if (state.mode !== 'drawing') return state
      if (state.points.length >= MAP_POLYGON_MAX_POINTS) return state
      return { mode: 'drawing', points: [...state.points, action.point], problem: null }
    case 'stroke': {
      if (state.mode !== 'drawing' || action.points.length === 0) return state
      const room = MAP_POLYGON_MAX_POINTS - state.points.length
      if (room <= 0) return state
      return { mode: 'drawing', points: [...state.points, ...action.points.slice(0, room)], problem: null }
    }
    case 'finish':
      if (state.mode !== 'drawing') return state
      if (state.points.length < DRAW_MIN_POINTS) return { ...state, problem: 'tooFew' }
      if (isSelfIntersecting(state.points)) return { mode: 'drawing', points: [], problem: 'crossing' }
      return { mode: 'done', points: state.points }
    case 'clear':
      return DRAW_OFF
    case 'set':
      return action.points.length >= DRAW_MIN_POINTS ? { mode: 'done', points: action.points } : state
  }
}
