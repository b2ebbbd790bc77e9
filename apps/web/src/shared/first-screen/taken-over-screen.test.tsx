import { TAKEN_OVER_EVENT } from '@maplenest/core'
import { useLayoutEffect, useState } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { isTakingOverDrawnScreen, markTakingOverDrawnScreen, updateAsTakenOver } from './taken-over-screen.ts'

/** A screen that, once laid out, updates what it shows, as the map does with its size. */
function Measured() {
  const [size, setSize] = useState('unmeasured')
  useLayoutEffect(() => updateAsTakenOver(() => setSize('measured')), [])
  return <p>{size}</p>
}

/** Draws the screen as the browser does (no test act()): what it shows when the first frame could be painted. */
function firstFrame() {
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  flushSync(() => root.render(<Measured />))
  return { container, root, shown: container.textContent }
}

describe('a screen updated while the app takes over the drawn one', () => {
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT
  beforeEach(() => {
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
  })
  afterEach(() => {
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment
  })

  it('updates before the first frame when the app drew the screen, in slices while it takes the drawn one over, and at once after', async () => {
    const drawnByTheApp = firstFrame()
    expect(drawnByTheApp.shown).toBe('measured')
    drawnByTheApp.root.unmount()

    markTakingOverDrawnScreen()
    expect(isTakingOverDrawnScreen()).toBe(true)
    const takingOver = firstFrame()
    expect(takingOver.shown).toBe('unmeasured')
    await expect.poll(() => takingOver.container.textContent).toBe('measured')
    takingOver.root.unmount()

    document.dispatchEvent(new Event(TAKEN_OVER_EVENT))
    const afterwards = firstFrame()
    expect(afterwards.shown).toBe('measured')
    afterwards.root.unmount()
    expect(isTakingOverDrawnScreen()).toBe(true)
  })
})
