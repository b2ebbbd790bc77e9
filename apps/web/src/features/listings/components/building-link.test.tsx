import { fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderScreen, WhereAmI } from '../../../../test/render-screen.tsx'
import { applyLocale } from '../../../shared/i18n/i18n.ts'
import { BuildingLink } from './building-link.tsx'

const condo = { city: 'toronto', address: '88 Harbour St', roomType: 'condo' } as const

describe('the link from a condo to its building', () => {
  afterEach(() => applyLocale('en-GB'))

  it('names the address and opens the building screen', async () => {
    renderScreen('/', { '/': <BuildingLink listing={condo} />, '/pages/building/building': <WhereAmI /> })
    fireEvent.click(screen.getByRole('link', { name: 'All units at 88 Harbour St' }))
    expect(
      await screen.findByText('Now at /pages/building/building?city=toronto&address=88%20Harbour%20St'),
    ).toBeTruthy()
  })

  it('speaks Chinese, and shows nothing for a house', () => {
    applyLocale('zh-Hans-CN')
    renderScreen('/', {
      '/': (
        <>
          <BuildingLink listing={condo} />
          <BuildingLink listing={{ ...condo, address: '12 Elm Ave', roomType: 'res' }} />
        </>
      ),
    })
    expect(screen.getAllByRole('link').map((l) => l.textContent)).toEqual(['88 Harbour St 全部单位 ›'])
  })
})
