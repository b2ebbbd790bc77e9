import { DUPLICATE_CALL_WINDOW_MS } from '@maplenest/core'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi, type FakeApi } from '../../../test/fake-api-server.ts'
import { renderScreen, WhereAmI } from '../../../test/render-screen.tsx'
import { setUpAntdRender } from '../../app/antd-render.ts'
import { aSchool, aSchoolPage } from '../../features/schools/school-fixtures.ts'
import { applyLocale } from '../../shared/i18n/i18n.ts'
import SchoolListPage from './school-list.tsx'

const LIST = '/pages/school/school-list'
const SEARCH = '/house/api/school/v1/search'

let server: FakeApi
const searches = () => server.requests.filter((r) => r.path === SEARCH)
const lastQuery = () => Object.fromEntries(searches().at(-1)!.query)

beforeAll(() => setUpAntdRender())

beforeEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
  applyLocale('en-GB')
  server = createFakeApi({
    [`GET ${SEARCH}`]: () => ({
      code: 200,
      data: aSchoolPage([
        aSchool(),
        aSchool({
          schoolNumber: 'ON-DEMO-017',
          name: 'Arbor Glen Public School',
          level: 'elementary',
          rating: 6.2,
          grades: 'JK-8',
        }),
        aSchool({
          schoolNumber: 'BC-DEMO-030',
          name: 'Little Flower Academy',
          rating: null,
          category: 'private',
          city: 'vancouver',
        }),
      ]),
    }),
  })
  vi.stubGlobal('fetch', server.fetch)
})

afterEach(() => {
  vi.unstubAllGlobals()
  applyLocale('en-GB')
})

/** A paragraph whose whole text is `text` (its facts sit in separate spans). */
const paragraph = (text: string) => (_: string, el: Element | null) => el?.tagName === 'P' && el.textContent === text

const open = (query = '') =>
  renderScreen(`${LIST}${query}`, { [LIST]: <SchoolListPage />, '/pages/school/school-detail': <WhereAmI /> })

describe('School list', () => {
  it('lists schools with their level, language, grades, board and a rating badge by band', async () => {
    open()
    const row = await screen.findByRole('article', { name: 'Lawrence Park Collegiate Institute' })
    expect(within(row).getByText(paragraph('Secondary · English · Public · Grades 9–12'))).toBeTruthy()
    expect(within(row).getByText('Toronto District School Board')).toBeTruthy()
    expect(within(row).getByRole('img', { name: 'Rating 8.4 out of 10' }).getAttribute('data-band')).toBe('top')
    const arbor = screen.getByRole('article', { name: 'Arbor Glen Public School' })
    expect(within(arbor).getByRole('img', { name: 'Rating 6.2 out of 10' }).getAttribute('data-band')).toBe('good')
    const unrated = screen.getByRole('article', { name: 'Little Flower Academy' })
    expect(within(unrated).getByRole('img', { name: 'Not rated' })).toBeTruthy()
    expect(screen.getByText('3 schools')).toBeTruthy()
    expect(screen.getByText(/demo figures/)).toBeTruthy()
  })

  it('asks for the level and language chosen, keeping them in the address', async () => {
    const { router } = open()
    await screen.findByText('3 schools')
    fireEvent.click(within(screen.getByRole('group', { name: 'Level' })).getByRole('button', { name: 'Elementary' }))
    await waitFor(() => expect(lastQuery()).toMatchObject({ level: 'elementary' }))
    await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
    fireEvent.click(within(screen.getByRole('group', { name: 'Language' })).getByRole('button', { name: 'French' }))
    await waitFor(() => expect(lastQuery()).toMatchObject({ level: 'elementary', language: 'french', limit: '20' }))
    expect(router.state.location.search).toBe('?level=elementary&language=french')
  })

  it('puts the board, category and minimum rating of the sheet into the request', async () => {
    open('?city=vancouver')
    await screen.findByText('3 schools')
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }))
    const sheet = await screen.findByRole('form', { name: 'Filters' })
    // Only the chosen city's boards are offered.
    expect(within(sheet).queryByRole('button', { name: 'Toronto District School Board' })).toBeNull()
    fireEvent.click(within(sheet).getByRole('button', { name: 'Vancouver School Board' }))
    fireEvent.click(within(sheet).getByRole('button', { name: 'Public' }))
    fireEvent.click(within(sheet).getByRole('button', { name: '8+' }))
    fireEvent.click(within(sheet).getByRole('button', { name: 'Show schools' }))
    await waitFor(() =>
      expect(lastQuery()).toMatchObject({
        city: 'vancouver',
        board: 'Vancouver School Board',
        category: 'public',
        minRating: '8',
      }),
    )
    expect(await screen.findByRole('button', { name: 'Filters (3)' })).toBeTruthy()
  })

  it('keeps what is being typed while a chip’s new results arrive, and searches for it on Enter', async () => {
    const { router } = open()
    await screen.findByText('3 schools')
    const box = screen.getByRole('searchbox', { name: 'School name or address' }) as HTMLInputElement
    fireEvent.click(within(screen.getByRole('group', { name: 'Level' })).getByRole('button', { name: 'Secondary' }))
    fireEvent.change(box, { target: { value: 'Lawrence' } })
    await waitFor(() => expect(lastQuery()).toMatchObject({ level: 'secondary' }))
    await screen.findByText('3 schools')
    expect(box.value).toBe('Lawrence')
    await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
    fireEvent.submit(box.closest('form')!)
    await waitFor(() => expect(lastQuery()).toMatchObject({ level: 'secondary', q: 'Lawrence' }))
    expect(router.state.location.search).toBe('?level=secondary&q=Lawrence')
  })

  it('drops values the contract refuses from the address', async () => {
    open('?level=college&minRating=7&board=Nowhere')
    await screen.findByText('3 schools')
    expect(lastQuery()).toEqual({ minRating: '7', limit: '20' })
  })

  it('says there is no school data when nothing matches', async () => {
    server.route(`GET ${SEARCH}`, () => ({ code: 200, data: aSchoolPage([]) }))
    open('?minRating=9')
    expect(await screen.findByText('No school data')).toBeTruthy()
  })

  it('offers to try again after a failed search', async () => {
    let fail = true
    server.route(`GET ${SEARCH}`, () =>
      fail ? { code: 500, msg: 'down' } : { code: 200, data: aSchoolPage([aSchool()]) },
    )
    open()
    const retry = await screen.findByRole('button', { name: 'Try again' })
    fail = false
    await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
    fireEvent.click(retry)
    expect(await screen.findByText('1 school')).toBeTruthy()
  })

  it('asks for the next page with the cursor it was given', async () => {
    vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(function (this: HTMLElement) {
      return this.parentElement
    })
    server.route(`GET ${SEARCH}`, (req) =>
      req.query.get('cursor') === 'page-2'
        ? {
            code: 200,
            data: aSchoolPage([aSchool({ schoolNumber: 'ON-DEMO-002', name: 'Northern Secondary School' })], {
              total: 2,
            }),
          }
        : { code: 200, data: aSchoolPage([aSchool()], { nextCursor: 'page-2', total: 2 }) },
    )
    open()
    expect(await screen.findByText('Northern Secondary School', {}, { timeout: 3000 })).toBeTruthy()
    expect(searches().map((r) => r.query.get('cursor'))).toEqual([null, 'page-2'])
  })

  it('opens a school’s detail', async () => {
    open()
    fireEvent.click(await screen.findByRole('link', { name: 'Arbor Glen Public School' }))
    expect((await screen.findByText(/^Now at/)).textContent).toBe(
      'Now at /pages/school/school-detail?schoolNumber=ON-DEMO-017',
    )
  })

  it('is in Chinese for Chinese readers', async () => {
    applyLocale('zh-Hans-CN')
    open()
    const row = await screen.findByRole('article', { name: 'Lawrence Park Collegiate Institute' })
    expect(within(row).getByText(paragraph('中学 · 英语 · 公立 · 9–12 年级'))).toBeTruthy()
    expect(screen.getByText('3 所学校')).toBeTruthy()
    expect(screen.getByRole('group', { name: '学段' })).toBeTruthy()
  })
})
