import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { useSignedIn } from '../../../shared/session/use-session.ts'
import type { MapHandle } from '../components/map-canvas.tsx'
import type { LngLat, MapView } from '../map-views.ts'
import { type KeptWork, keepWork, takeKeptWork } from '../sign-in/kept-work.ts'

interface MapWork {
  view: MapView | null
  area: readonly LngLat[] | null
  selection: readonly string[]
}

interface KeptWorkTargets {
  setArea: (points: LngLat[]) => void
  setSelection: (mlNums: readonly string[]) => void
  share: () => void
}

/**
 * Nothing lost through sign-in: what a visitor has done on the map — the view, the drawn area, the selection and the
 * action that needed an account — is kept for the tab as they leave to sign in, and put back when they come back
 * signed in to the same address (the filters live in it), with the action then done.
 */
export function useKeptWork(work: MapWork, targets: KeptWorkTargets) {
  const { pathname, search } = useLocation()
  const path = `${pathname}${search}`
  const signedIn = useSignedIn()
  const latest = useRef({ work, targets, path })
  latest.current = { work, targets, path }
  const [pendingAction, setPendingAction] = useState<KeptWork['action']>(null)

  /** Keeps the work as the person leaves to sign in; `action` is what they asked for. */
  const keep = (action: KeptWork['action']) => {
    const { view, area, selection } = latest.current.work
    if (!view?.center) return
    keepWork({
      path: latest.current.path,
      center: view.center,
      zoom: view.zoom,
      area: area ? [...area] : null,
      selection: [...selection],
      action,
      at: Date.now(),
    })
  }

  /** Puts the kept work back once the map is ready, when the person has come back signed in. */
  const restore = (handle: MapHandle) => {
    if (!signedIn) return
    const kept = takeKeptWork(latest.current.path, Date.now())
    if (!kept) return
    handle.jumpTo(kept.center, kept.zoom)
    if (kept.area) latest.current.targets.setArea(kept.area)
    if (kept.selection.length > 0) latest.current.targets.setSelection(kept.selection)
    setPendingAction(kept.action)
  }

  // The action asked for is done once the selection it acts on is back.
  const selectionBack = work.selection.length > 0
  useEffect(() => {
    if (pendingAction !== 'share' || !selectionBack) return
    setPendingAction(null)
    latest.current.targets.share()
  }, [pendingAction, selectionBack])

  return { keep, restore }
}
