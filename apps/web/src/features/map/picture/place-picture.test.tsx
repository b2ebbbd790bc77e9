import { render, screen, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { applyLocale } from '../../../shared/i18n/i18n.ts'
import type { PlacePictureProps } from '../../../shared/ui/place-picture-slot.ts'
import { PlacePicture } from './place-picture.tsx'

/** A condo 410 m south of Sheppard-Yonge, with the station, North York Centre, a school and an outline round it. */
const NEAR_SHEPPARD_YONGE: PlacePictureProps = {
  pin: { lat: 43.758, lng: -79.4101 },
  dots: [
    { id: 'school-1', kind: 'school', lat: 43.7552, lng: -79.4142 },
    { id: 'station-1', kind: 'station', lat: 43.761674, lng: -79.410987 },
    { id: 'station-2', kind: 'station', lat: 43.769241, lng: -79.412912 },
  ],
  outline: [
    [43.745, -79.425],
    [43.745, -79.395],
    [43.775, -79.395],
    [43.775, -79.425],
  ],
  label: 'Map of the home',
}

// jsdom lays nothing out: the picture's frame is given a phone's width.
const width = Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth')
beforeAll(() => Object.defineProperty(Element.prototype, 'clientWidth', { configurable: true, get: () => 343 }))
afterAll(() => Object.defineProperty(Element.prototype, 'clientWidth', width!))
afterEach(() => applyLocale('en-GB'))

/** The basemap's names drawn on a picture. */
const names = (container: HTMLElement) =>
  [...container.querySelectorAll('[aria-hidden="true"] > div')].map((d) => d.textContent)

describe('PlacePicture', () => {
  it('draws again with the street names once they have come', async () => {
    // a page's first picture: the street names are not here until a picture asks for them
    vi.resetModules()
    const { PlacePicture: FirstPicture } = await import('./place-picture.tsx')
    const { container } = render(<FirstPicture {...NEAR_SHEPPARD_YONGE} />)
    expect(names(container)).toContain('Sheppard-Yonge')
    expect(names(container)).not.toContain('Sheppard Ave W')
    await waitFor(() => expect(names(container)).toContain('Sheppard Ave W'))
  })

  it('draws the basemap with the pin, a sign for each station and school, and the outline round them', () => {
    render(<PlacePicture {...NEAR_SHEPPARD_YONGE} />)
    const picture = screen.getByRole('img', { name: 'Map of the home' })
    expect(picture.querySelectorAll('svg path').length).toBeGreaterThan(5)
    expect(picture.querySelectorAll('[data-dot="station"]')).toHaveLength(2)
    expect(picture.querySelectorAll('[data-dot="school"]')).toHaveLength(1)
    // the pin in the middle with the nearest station and the school (North York Centre, 1.3 km off, falls outside
    // at the farthest zoom that still names streets); the outline is drawn round them
    const placed = [...picture.querySelectorAll<HTMLElement>('[data-pin], [data-dot]')].map((el) =>
      /translate\((-?[\d.]+)px, (-?[\d.]+)px\)/.exec(el.style.transform)!.slice(1).map(Number),
    )
    expect(placed[3]).toEqual([171.5, 110])
    for (const [x, y] of placed.slice(0, 2)) {
      expect(x).toBeGreaterThan(0)
      expect(x).toBeLessThan(343)
      expect(y).toBeGreaterThan(0)
      expect(y).toBeLessThan(220)
    }
    expect(picture.querySelector('[data-outline]')!.getAttribute('points')!.split(' ')).toHaveLength(4)
  })

  it('names stations on the basemap in the app’s language, in Chinese with 站', () => {
    applyLocale('zh-Hans-CN')
    const { container } = render(<PlacePicture {...NEAR_SHEPPARD_YONGE} />)
    expect(names(container)).toContain('雪柏-央街站')
  })
})
