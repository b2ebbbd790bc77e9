import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DragSheet } from './drag-sheet.tsx'
import type { SheetPosition } from './sheet-snap.ts'

const LABELS = { peek: 'Lower it', half: 'Show more', full: 'Show it all' } as const

/** A sheet in a stage 600 px tall: peek 100, half 250, full 400. */
function Stage() {
  const [position, setPosition] = useState<SheetPosition>('half')
  return (
    <div data-height="600">
      <DragSheet
        heightsFor={({ height }) => ({ peek: 100, half: height / 2 - 50, full: height - 200 })}
        position={position}
        onPosition={setPosition}
        label="Conversation"
        handleLabel={(next) => LABELS[next]}
        hint="Drag or use the arrow keys"
      >
        <p>Answers</p>
      </DragSheet>
    </div>
  )
}

const sheetHeight = () => screen.getByRole('region', { name: 'Conversation' }).style.height

describe('a sheet dragged between three heights', () => {
  // jsdom lays nothing out: the stage says its height
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return Number(this.dataset.height ?? 0)
      },
    })
  })
  afterAll(() => {
    delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight
  })

  it('rests at its position and its handle says what a press does', () => {
    render(<Stage />)
    expect(sheetHeight()).toBe('250px')
    fireEvent.click(screen.getByRole('button', { name: 'Show it all' }))
    expect(sheetHeight()).toBe('400px')
    fireEvent.click(screen.getByRole('button', { name: 'Lower it' }))
    expect(sheetHeight()).toBe('100px')
    expect(screen.getByRole('button', { name: 'Show more' }).getAttribute('aria-describedby')).toBeTruthy()
    expect(screen.getByText('Drag or use the arrow keys')).toBeTruthy()
  })

  it('moves a step with the up and down arrow keys, staying at the ends', () => {
    render(<Stage />)
    const handle = screen.getByRole('button', { name: 'Show it all' })
    fireEvent.keyDown(handle, { key: 'ArrowUp' })
    fireEvent.keyDown(handle, { key: 'ArrowUp' })
    expect(sheetHeight()).toBe('400px')
    fireEvent.keyDown(handle, { key: 'ArrowDown' })
    fireEvent.keyDown(handle, { key: 'ArrowDown' })
    fireEvent.keyDown(handle, { key: 'ArrowDown' })
    expect(sheetHeight()).toBe('100px')
  })

  it('follows a drag of the handle and snaps where it is let go, without taking it as a press', () => {
    render(<Stage />)
    const handle = screen.getByRole('button', { name: 'Show it all' })
    fireEvent.pointerDown(handle, { pointerId: 1, clientY: 500, button: 0, pointerType: 'touch' })
    fireEvent.pointerMove(handle, { pointerId: 1, clientY: 420, pointerType: 'touch' })
    expect(sheetHeight()).toBe('330px')
    fireEvent.pointerMove(handle, { pointerId: 1, clientY: 380, pointerType: 'touch' })
    fireEvent.pointerUp(handle, { pointerId: 1, clientY: 380, pointerType: 'touch' })
    fireEvent.click(handle)
    expect(sheetHeight()).toBe('400px')
    expect(screen.getByRole('button', { name: 'Lower it' })).toBeTruthy()
  })
})
