import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { withQueryClient } from '../../../../test/render-screen.tsx'
import { aDetail } from '../../../entities/listing/listing-fixtures.ts'
import { applyLocale } from '../../../shared/i18n/i18n.ts'
import { type PlacePictureProps, PlacePictureSlotContext } from '../../../shared/ui/place-picture-slot.ts'
import { SurroundingsTab } from './surroundings-tab.tsx'

/** What the map slot was asked to draw, shown as text so the test can read it. */
const pictureProbe = (props: PlacePictureProps) => (
  <div role="img" aria-label={props.label}>
    {`pin ${props.pin.lat},${props.pin.lng}; ${props.dots.map((d) => `${d.kind} ${d.lat},${d.lng}`).join('; ')}; outline ${props.outline?.length ?? 0}`}
  </div>
)

const show = (locale: 'en-GB' | 'zh-Hans-CN', listing = aDetail(), withMap = true) => {
  applyLocale(locale)
  const Query = withQueryClient()
  render(
    <MemoryRouter>
      <PlacePictureSlotContext value={withMap ? pictureProbe : null}>
        <SurroundingsTab listing={listing} />
      </PlacePictureSlotContext>
    </MemoryRouter>,
    { wrapper: Query },
  )
}

afterEach(() => applyLocale('en-GB'))

describe('SurroundingsTab', () => {
  it('maps the home with its neighbourhood, the stations and the schools, and lists the stations with minutes', async () => {
    show('en-GB')
    expect((await screen.findByRole('img', { name: /Map of the home/ })).textContent).toBe(
      'pin 43.64,-79.38; school 43.6452,-79.3771; station 43.645723,-79.380462; station 43.649121,-79.378045; outline 4',
    )
    expect(screen.getByTestId('listing-neighbourhood').textContent).toBe('Waterfront Communities-The Island')
    const stations = within(screen.getByRole('list', { name: 'Stations within walking distance' })).getAllByRole(
      'listitem',
    )
    expect(stations.map((s) => s.textContent)).toEqual([
      'MUnionLine 1 · 596 m8 min walk',
      'MKingLine 1 · 1 km13 min walk',
    ])
    expect(screen.getByRole('heading', { name: 'Nearby schools' })).toBeTruthy()
  })

  it('names the neighbourhood and the stations in Chinese, each station ending in 站', async () => {
    show('zh-Hans-CN')
    expect((await screen.findByTestId('listing-neighbourhood')).textContent).toBe('湖滨')
    const stations = within(screen.getByRole('list', { name: '步行可达的车站' })).getAllByRole('listitem')
    expect(stations[0]!.textContent).toContain('联合车站')
    expect(stations[0]!.textContent).toContain('步行8分钟')
    expect(stations[1]!.textContent).toContain('国王街站')
    expect(stations[1]!.textContent).toContain('1号线')
  })

  it('says when no station is within walking reach, and keeps the board’s neighbourhood name without an outline', async () => {
    show('en-GB', aDetail({ stations: [], neighbourhoodArea: null }), false)
    expect(await screen.findByText('No subway or SkyTrain station within 1.5 km')).toBeTruthy()
    expect(screen.getByTestId('listing-neighbourhood').textContent).toBe('Waterfront Communities')
    expect(screen.queryByRole('img')).toBeNull()
  })
})
