import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderScreen } from '../../../../test/render-screen.tsx'
import { HomeListingTabs } from './home-listing-tabs.tsx'

describe('home listing tabs', () => {
  it('are tabs the arrow keys move between, each drawn when first chosen and kept as it was', () => {
    renderScreen('/', {
      '/': (
        <HomeListingTabs
          renderListings={(preview) => <p>{`Listings of ${preview.seeAll}`}</p>}
          precons={<input aria-label="Project search" />}
        />
      ),
    })
    const list = screen.getByRole('tablist', { name: 'Listings' })
    const tabs = within(list).getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Latest', 'Buy', 'Rent', 'Pre-construction'])
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true')
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1)

    fireEvent.keyDown(tabs[0]!, { key: 'ArrowLeft' })
    const precons = screen.getByRole('tab', { name: 'Pre-construction' })
    expect(precons.getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(precons)
    fireEvent.change(screen.getByRole('textbox', { name: 'Project search' }), { target: { value: 'Yonge' } })

    fireEvent.click(screen.getByRole('tab', { name: 'Buy' }))
    expect(screen.getByRole('tabpanel', { name: 'Buy' }).textContent).toMatch(/^Listings of /)
    expect(screen.queryByRole('textbox', { name: 'Project search' })).toBeNull()

    fireEvent.keyDown(screen.getByRole('tab', { name: 'Buy' }), { key: 'ArrowRight' })
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Rent' }), { key: 'ArrowRight' })
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Project search' }).value).toBe('Yonge')
    for (const tab of screen.getAllByRole('tab'))
      expect(tab.getAttribute('tabindex')).toBe(tab.textContent === 'Pre-construction' ? '0' : '-1')
  })
})
