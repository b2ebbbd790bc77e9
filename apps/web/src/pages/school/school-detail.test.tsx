import { DUPLICATE_CALL_WINDOW_MS } from '@maplenest/core'
import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi, type FakeApi } from '../../../test/fake-api-server.ts'
import { renderScreen } from '../../../test/render-screen.tsx'
import { setUpAntdRender } from '../../app/antd-render.ts'
import { aSchoolDetail } from '../../features/schools/school-fixtures.ts'
import { applyLocale } from '../../shared/i18n/i18n.ts'
import SchoolDetailPage from './school-detail.tsx'

const DETAIL = '/pages/school/school-detail'

let server: FakeApi
beforeAll(() => setUpAntdRender())
beforeEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
  applyLocale('en-GB')
  server = createFakeApi({
    'GET /house/api/school/v1/:schoolNumber': (req) =>
      req.params.schoolNumber === 'ON-DEMO-001'
        ? { code: 200, data: aSchoolDetail() }
        : req.params.schoolNumber === 'BC-DEMO-021'
          ? {
              code: 200,
              data: aSchoolDetail({
                schoolNumber: 'BC-DEMO-021',
                name: 'Lord Byng Secondary',
                city: 'vancouver',
                board: 'Vancouver School Board',
                eqao: [],
                rankings: [],
                ranking: null,
                rating: null,
                nearbyListings: [],
              }),
            }
          : { code: 404, msg: 'School not found' },
  })
  vi.stubGlobal('fetch', server.fetch)
})
afterEach(() => {
  vi.unstubAllGlobals()
  applyLocale('en-GB')
})

const open = (query: string) => renderScreen(`${DETAIL}${query}`, { [DETAIL]: <SchoolDetailPage /> })
const fact = (name: string) => {
  const term = screen.getAllByText(name).find((el) => el.tagName === 'DT')!
  return term.nextElementSibling as HTMLElement
}

describe('School detail', () => {
  it('sums up the school: rating, ranking, grades, category, board, phone to call, fax, website, address', async () => {
    open('?schoolNumber=ON-DEMO-001')
    expect(await screen.findByRole('heading', { name: 'Lawrence Park Collegiate Institute' })).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Summary' }).getAttribute('aria-selected')).toBe('true')
    expect(fact('Rating').textContent).toBe('8.4 / 10')
    expect(fact('Fraser ranking').textContent).toBe('52 of 739 (2024)')
    expect(fact('Grades').textContent).toBe('9–12')
    expect(fact('Category').textContent).toBe('Public')
    expect(fact('Education bureau').textContent).toBe('Toronto District School Board')
    expect(within(fact('Phone')).getByRole('link', { name: 'Call 416-393-0270' }).getAttribute('href')).toBe(
      'tel:4163930270',
    )
    expect(fact('Fax').textContent).toBe('416-393-0271')
    expect(within(fact('Website')).getByRole('link').getAttribute('href')).toBe('https://www.tdsb.on.ca')
    expect(fact('Address').textContent).toBe('125 Chatsworth Dr, Toronto')
    expect(fact('Location').textContent).toBe('Lawrence Park North, Toronto (43.7222, -79.4104)')
    expect(screen.getAllByText(/demo figures/).length).toBeGreaterThan(0)
  })

  it('lists the listings near the school with links to their details', async () => {
    open('?schoolNumber=ON-DEMO-001')
    const card = await screen.findByRole('article', { name: '40 Chatsworth Dr' })
    expect(within(card).getAllByRole('link')[0]!.getAttribute('href')).toBe(
      '/pages/toronto/sale/condo-detail?mlNum=C2000001',
    )
    expect(screen.getByText('240 m away')).toBeTruthy()
    expect(screen.getByText('Active listings within 1.5 km, nearest first')).toBeTruthy()
  })

  it('shows the Fraser ratings by year in a chart and a table', async () => {
    open('?schoolNumber=ON-DEMO-001')
    fireEvent.click(await screen.findByRole('tab', { name: 'Fraser ranking' }))
    expect(screen.getByRole('img', { name: 'Rating out of 10 by year: 2023 7.9, 2024 8.4' })).toBeTruthy()
    const rows = screen.getAllByRole('row').slice(1)
    expect(rows.map((r) => r.textContent)).toEqual(['20248.452/739', '20237.988/740'])
  })

  it('shows EQAO results by grade and subject, one column per school year', async () => {
    open('?schoolNumber=ON-DEMO-001&tab=eqao')
    const grade9 = await screen.findByRole('table', { name: 'Grade 9' })
    expect(
      within(grade9)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Subject', '2022–23', '2023–24'])
    expect(within(grade9).getByRole('row', { name: 'Math 67% 71%' })).toBeTruthy()
    const grade10 = screen.getByRole('table', { name: 'Grade 10' })
    expect(within(grade10).getByRole('row', { name: 'Literacy test (OSSLT) 90% 93%' })).toBeTruthy()
  })

  it('says there is no school data for a Vancouver school’s EQAO and Fraser tabs', async () => {
    open('?schoolNumber=BC-DEMO-021&tab=eqao')
    expect(await screen.findByText('No school data')).toBeTruthy()
    expect(screen.getByText('EQAO assessments are written in Ontario publicly funded schools only.')).toBeTruthy()
    fireEvent.click(screen.getByRole('tab', { name: 'Fraser ranking' }))
    expect(await screen.findByText('No school data')).toBeTruthy()
    fireEvent.click(screen.getByRole('tab', { name: 'Summary' }))
    expect(await screen.findByText('No active listings within 1.5 km')).toBeTruthy()
  })

  it('says when there is no such school', async () => {
    open('?schoolNumber=ON-NONE-1')
    expect(await screen.findByText('We could not find that school.')).toBeTruthy()
  })

  it('is in Chinese for Chinese readers', async () => {
    applyLocale('zh-Hans-CN')
    open('?schoolNumber=ON-DEMO-001')
    expect(await screen.findByRole('tab', { name: '菲沙排名' })).toBeTruthy()
    expect(fact('教育局').textContent).toBe('Toronto District School Board')
    expect(fact('菲沙排名').textContent).toBe('第 52 名，共 739 所（2024）')
    expect(fact('年级').textContent).toBe('9–12')
    expect(fact('位置').textContent).toBe('多伦多Lawrence Park North（43.7222, -79.4104）')
  })
})
