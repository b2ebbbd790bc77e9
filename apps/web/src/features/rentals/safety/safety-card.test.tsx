import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { applyLocale } from '../../../shared/i18n/i18n.ts'
import { PrepayExplanation } from './prepay-explanation.tsx'
import { SafetyCard } from './safety-card.tsx'

afterEach(() => applyLocale('en-GB'))

const belowMarket = { percent: 38, median: 2550, comparables: 7, radiusM: 8000, beds: 1 }

describe('the safety card', () => {
  it('warns of a rent far below similar listings with our figures, and names the agent’s register and number', () => {
    render(
      <SafetyCard
        province="ON"
        safety={{
          mlNum: 'C1',
          province: 'ON',
          belowMarket,
          agent: { profileId: 'p', name: 'A', registrationNumber: 'RECO-1' },
        }}
      />,
    )
    expect(
      screen.getByText(
        'This rent is 38 % below similar listings nearby (median $2,550 for one bedroom within 8 km, 7 listings). A price far below the market is a common sign of a scam.',
      ),
    ).toBeTruthy()
    expect(screen.getByText('RECO registration: RECO-1')).toBeTruthy()
    expect(screen.getByText(/Never pay before a viewing/)).toBeTruthy()
    expect(screen.getByText(/virtual kidnapping/)).toBeTruthy()
  })

  it('sends a BC student to the BCFSA register, in Chinese', () => {
    applyLocale('zh-Hans-CN')
    render(<SafetyCard province="BC" />)
    const link = screen.getByRole('link', { name: '在 BCFSA 注册库核对' })
    expect(link.getAttribute('href')).toBe('https://www.bcfsa.ca/public-resources/real-estate/find-professional')
    expect(screen.queryByText(/低 .*%/)).toBeNull()
  })
})

describe('paying months ahead', () => {
  it('explains what is lawful and what may be offered when a student offers 12 months in Ontario', () => {
    render(<PrepayExplanation province="ON" months={12} />)
    expect(screen.getByRole('heading', { name: 'About paying 12 months ahead' })).toBeTruthy()
    expect(screen.getByText(/at most one month’s rent as a deposit/)).toBeTruthy()
    expect(screen.getByText(/Corvers v. Bumbia, 2013/)).toBeTruthy()
    expect(screen.getAllByRole('link', { name: /checked 2026-11-28/ }).length).toBeGreaterThan(3)
  })

  it('says nothing of one month in Ontario (the lawful deposit), and explains one month in BC', () => {
    const { container } = render(<PrepayExplanation province="ON" months={1} />)
    expect(container.textContent).toBe('')
    render(<PrepayExplanation province="BC" months={1} />)
    expect(screen.getByText(/pet damage deposit of at most another half month/)).toBeTruthy()
  })
})
