import { useLayoutEffect, useState } from 'react'
import { ScrollRestoration, useLocation, useNavigationType } from 'react-router'
import { isTakingOverDrawnScreen } from '../../shared/first-screen/taken-over-screen.ts'

/** Where the screens' scroll positions are kept for this tab (the router's own format: location key → y). */
const SCROLL_POSITIONS_KEY = 'maplenest.scrollPositions'

/**
 * The router's scroll restoration — a new screen opens at the top, Back returns where the person was — except on the
 * screen the server drew: the person may already have scrolled it before the app took it over, and a jump to the
 * top then would move what they are reading, and the control under their finger, away (decision 0080). From the
 * first move to another screen on it restores as usual, with the drawn screen's position remembered so that Back
 * returns to it.
 */
export function AppScrollRestoration() {
  const { key, pathname } = useLocation()
  const navigationType = useNavigationType()
  const [drawn, setDrawn] = useState(() => (isTakingOverDrawnScreen() ? { key, pathname, left: false } : null))
  if (drawn && !drawn.left && key !== drawn.key) {
    // the screen putting its own address right (its filters, its language) in place is still the drawn screen
    const stays = navigationType === 'REPLACE' && pathname === drawn.pathname
    setDrawn(stays ? { key, pathname, left: false } : { ...drawn, left: true })
  }
  if (drawn && !drawn.left) return null
  return (
    <>
      {drawn && <RememberDrawnScroll drawnKey={drawn.key} />}
      <ScrollRestoration storageKey={SCROLL_POSITIONS_KEY} />
    </>
  )
}

/**
 * Runs just before the router's restoration starts (an earlier sibling's layout effect), while the page still shows
 * the drawn screen's scroll: the position is stored where the router reads its saved ones.
 */
function RememberDrawnScroll({ drawnKey }: { drawnKey: string }) {
  useLayoutEffect(() => {
    try {
      const saved = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}') as Record<string, number>
      saved[drawnKey] = window.scrollY
      sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(saved))
    } catch {
      // storage refused (a private window): Back opens the drawn screen at its top
    }
  }, [drawnKey])
  return null
}
