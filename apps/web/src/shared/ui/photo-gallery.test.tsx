import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PhotoGallery, photoAt } from './photo-gallery.tsx'

const photos = ['/a.jpg', '/b.jpg', '/c.jpg']

describe('the photo gallery', () => {
  it('counts the photo the strip stops on', () => {
    expect(photoAt(0, 375, 3)).toBe(0)
    expect(photoAt(380, 375, 3)).toBe(1)
    expect(photoAt(750, 375, 3)).toBe(2)
    // An overscroll past the last photo, or a strip scrolled right to left, still names a photo.
    expect(photoAt(2000, 375, 3)).toBe(2)
    expect(photoAt(-375, 375, 3)).toBe(1)
    expect(photoAt(100, 0, 3)).toBe(0)
  })

  it('shows every photo in a strip that scrolls, and moves the counter as it does', () => {
    render(
      <PhotoGallery
        photos={photos}
        label="Photos"
        renderPhoto={(src, i) => <img src={src} alt={`Room ${i + 1}`} />}
        counter={(current, total) => `${current} / ${total}`}
        announceCounter
      />,
    )
    expect(screen.getAllByRole('img')).toHaveLength(3)
    expect(screen.getByText('1 / 3')).toBeTruthy()
    const strip = screen.getByRole('img', { name: 'Room 1' }).parentElement!.parentElement!
    Object.defineProperty(strip, 'clientWidth', { value: 375 })
    strip.scrollLeft = 750
    fireEvent.scroll(strip)
    expect(screen.getByText('3 / 3')).toBeTruthy()
    // Reached from the keyboard, where the arrow keys scroll it.
    expect(strip.tabIndex).toBe(0)
  })
})
