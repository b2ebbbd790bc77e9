import type { BuildingDetail, BuildingUnit } from '@maplenest/core'
import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi } from '../../../test/fake-api-server.ts'
import { renderScreen, WhereAmI } from '../../../test/render-screen.tsx'
import { applyLocale } from '../../shared/i18n/i18n.ts'
import { BuildingScreen } from './building-screen.tsx'

const unit = (fields: Partial<BuildingUnit> & Pick<BuildingUnit, 'mlNum' | 'unit' | 'level'>): BuildingUnit => ({
  sr: 'Sale',
  status: 'A',
  lsc: 'new',
  roomType: 'condo',
  price: 899_000,
  closePrice: null,
  closeDate: null,
  inputDate: '2026-11-20T15:00:00.000Z',
  beds: 2,
  bedsPlus: 0,
  baths: 2,
  sqft: '700-799',
  restricted: false,
  ...fields,
})

const year = (y: number, closed: boolean) => ({
  year: y,
  forSale: 3,
  forLease: 2,
  sold: closed ? 2 : null,
  leased: closed ? 1 : null,
  soldPerSqft: closed ? 1_048 : null,
  leasedPerSqft: closed ? 4.37 : null,
})

function building(granted: boolean): BuildingDetail {
  return {
    city: 'toronto',
    address: '88 Harbour St',
    neighbourhood: 'Waterfront Communities-The Island',
    neighbourhoodZh: '海滨社区-多伦多岛',
    municipality: null,
    lat: 43.6413,
    lng: -79.3776,
    yearBuilt: 2018,
    registrationNumber: 'TSCC 2611',
    management: 'Del Property Management',
    highestFloor: 30,
    unitsSeen: 3,
    listingCount: 3,
    stations: [
      { name: 'Union', zh: '联合站', lines: ['line1'], lat: 43.645, lng: -79.38, distanceM: 420, walkMinutes: 6 },
    ],
    project: { id: 'harbour-88', name: 'Harbour Plaza Residences' },
    forSaleNow: 1,
    forLeaseNow: 0,
    years: [2026, 2025, 2024, 2023, 2022].map((y) => year(y, granted)),
    floors: [
      { level: '30', units: [unit({ mlNum: 'C7000003', unit: '3001', level: '30', sr: 'Lease', price: 3_200 })] },
      {
        level: '12',
        units: [
          unit({ mlNum: 'C7000001', unit: '1205', level: '12' }),
          unit({
            mlNum: 'C7000002',
            unit: '1203',
            level: '12',
            status: 'U',
            lsc: 'sld',
            price: 729_000,
            closePrice: granted ? 749_500 : null,
            closeDate: granted ? '2026-03-01T15:00:00.000Z' : null,
            inputDate: '2026-02-01T15:00:00.000Z',
            restricted: !granted,
          }),
        ],
      },
    ],
    vow: granted ? { granted: true, need: null } : { granted: false, need: 'signIn' },
  }
}

function show(data: BuildingDetail | null, url = '/b?city=toronto&address=88%20Harbour%20St') {
  const api = createFakeApi({
    'GET /house/api/building/v1': (req) =>
      data && req.query.get('address') === '88 Harbour St' && req.query.get('city') === 'toronto'
        ? { code: 200, data }
        : { code: 404, msg: 'No condominium building is listed at this address', data: null },
  })
  vi.stubGlobal('fetch', api.fetch)
  renderScreen(url, {
    '/b': <BuildingScreen title="Building" vowPrompt={(need) => <p>Prompt: {need}</p>} />,
    '/pages/toronto/sale/condo-detail': <WhereAmI />,
    '/pages/precons/precons-detail': <WhereAmI />,
  })
  return api
}

describe('the building screen', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    applyLocale('en-GB')
  })

  it('shows a visitor the building, its listings by year and the prompt where sold and leased figures would be', async () => {
    show(building(false))
    expect(await screen.findByRole('heading', { name: '88 Harbour St', level: 2 })).toBeTruthy()
    expect(screen.getByText('Prompt: signIn')).toBeTruthy()
    const years = within(screen.getByRole('region', { name: 'By year' }))
    expect(years.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      '2026',
      '2025',
      '2024',
      '2023',
      '2022',
    ])
    expect(years.getByRole('rowheader', { name: 'Listed for sale' })).toBeTruthy()
    expect(years.queryByRole('rowheader', { name: 'Sold' })).toBeNull()
    expect(years.queryByText('$1,048')).toBeNull()
    expect(screen.queryByText(/\$749,500/)).toBeNull()
    const facts = within(screen.getByRole('heading', { name: 'The building' }).closest('section')!)
    expect(facts.getByText('TSCC 2611')).toBeTruthy()
    expect(facts.getByText('6 min walk to Union')).toBeTruthy()
  })

  it('shows a viewer with VOW access the sold and leased counts and prices per square foot, and each close price', async () => {
    show(building(true))
    const years = within(await screen.findByRole('region', { name: 'By year' }))
    const sold = years.getByRole('rowheader', { name: 'Sold, median $/sq ft' }).closest('tr')!
    expect(within(sold).getAllByRole('cell')[0]!.textContent).toBe('$1,048')
    const rent = years.getByRole('rowheader', { name: 'Leased, median $/sq ft a month' }).closest('tr')!
    expect(within(rent).getAllByRole('cell')[0]!.textContent).toBe('$4.37')
    expect(screen.queryByText(/^Prompt/)).toBeNull()
    expect(screen.getByText('Sold for $749,500 on 1 Mar 2026')).toBeTruthy()
  })

  it('lists the units by floor, highest first, each opening its listing', async () => {
    show(building(false))
    const units = within(await screen.findByRole('region', { name: 'Units by floor' }))
    expect(units.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['Floor 30', 'Floor 12'])
    const floor12 = within(units.getByRole('region', { name: 'Floor 12' }))
    const links = floor12.getAllByRole('link')
    expect(links.map((l) => within(l).getByText(/^Unit/).textContent)).toEqual(['Unit 1205', 'Unit 1203'])
    expect(within(links[1]!).getByText('Sold')).toBeTruthy()
    expect(within(links[1]!).getByText('Listed 1 Feb 2026')).toBeTruthy()
    fireEvent.click(links[0]!)
    expect(await screen.findByText('Now at /pages/toronto/sale/condo-detail?mlNum=C7000001')).toBeTruthy()
  })

  it('links to the project the building came from', async () => {
    show(building(false))
    fireEvent.click(await screen.findByRole('link', { name: 'Harbour Plaza Residences' }))
    expect(await screen.findByText('Now at /pages/precons/precons-detail?preconsId=harbour-88')).toBeTruthy()
  })

  it('speaks Chinese: floors, units, the neighbourhood and the station in Chinese', async () => {
    applyLocale('zh-Hans-CN')
    show(building(false))
    const units = within(await screen.findByRole('region', { name: '按楼层查看单位' }))
    expect(units.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['30 层', '12 层'])
    expect(units.getByText('1205 单位')).toBeTruthy()
    expect(screen.getByText('海滨社区-多伦多岛 · 大多伦多')).toBeTruthy()
    expect(screen.getByText('步行6分钟至联合站')).toBeTruthy()
  })

  it('says so when no building is listed at the address', async () => {
    show(null, '/b?city=toronto&address=77%20Nowhere%20Rd')
    expect(await screen.findByText('No building here')).toBeTruthy()
  })
})
