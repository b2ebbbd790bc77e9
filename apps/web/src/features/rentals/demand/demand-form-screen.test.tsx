import { DUPLICATE_CALL_WINDOW_MS } from '@maplenest/core'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { setUpAntdRender } from '../../../../test/antd-render.ts'
import { createFakeApi, type FakeApi } from '../../../../test/fake-api-server.ts'
import { renderScreen, WhereAmI } from '../../../../test/render-screen.tsx'
import { applyLocale } from '../../../shared/i18n/i18n.ts'
import { sessionStore } from '../../../shared/session/index.ts'
import { storage } from '../../../shared/storage/storage.ts'
import { TEST_AREAS, TEST_SCHOOLS, testUser } from '../rental-fixtures.ts'
import { DemandFormScreen } from './demand-form-screen.tsx'

const SLOW = { timeout: 5000 }
let server: FakeApi

beforeAll(() => setUpAntdRender())
beforeEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
  storage.remove('rentalDemandDraft')
  server = createFakeApi({
    'GET /house/api/rental/v1/schools': () => ({ code: 200, data: TEST_SCHOOLS }),
    'GET /house/api/rental/v1/areas': () => ({ code: 200, data: TEST_AREAS }),
    'POST /house/api/rental/v1/demand': () => ({ code: 201, data: { id: 'd9' } }),
  })
  vi.stubGlobal('fetch', server.fetch)
  sessionStore.setState({ status: 'user', user: testUser('user', { userName: 'Mei Lin' }) })
})
afterEach(() => {
  vi.unstubAllGlobals()
  applyLocale('en-GB')
})

const open = () =>
  renderScreen('/pages/univ/publishrental', {
    '/pages/univ/publishrental': <DemandFormScreen title="Post a rental request" />,
    '/pages/univ/my-demands': <WhereAmI />,
  })
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }))

/** Step 1 filled in: the school (its neighbourhoods ticked by themselves), one bedroom, a budget and the dates. */
async function fillWhere() {
  await screen.findByRole('option', { name: 'University of Toronto - St. George' }, SLOW)
  fireEvent.change(screen.getByLabelText('School'), { target: { value: 'university-of-toronto-st-george' } })
  expect(await screen.findByText('9 leases fit your demand now', {}, SLOW)).toBeTruthy()
  fireEvent.click(screen.getByRole('radio', { name: 'A room in a shared unit' }))
  fireEvent.click(screen.getByRole('radio', { name: '1' }))
  fireEvent.change(screen.getByLabelText('Monthly budget (CAD)'), { target: { value: '2,600' } })
  fireEvent.change(screen.getByLabelText('Move-in date'), { target: { value: '2099-01-01' } })
  fireEvent.change(screen.getByLabelText('Move-out date'), { target: { value: '2099-08-31' } })
}

describe('the rental demand form', () => {
  it('holds the student on a step until its required fields are right, and sends nothing', async () => {
    open()
    expect(await screen.findByRole('heading', { name: 'Step 1 of 4: Where' }, SLOW)).toBeTruthy()
    next()
    expect(await screen.findByText('Choose your school')).toBeTruthy()
    expect(screen.getByText('Choose the number of bedrooms')).toBeTruthy()
    expect(screen.getByText('Enter your monthly budget')).toBeTruthy()
    await waitFor(() => expect(document.activeElement?.id).toContain('school'))
    expect(server.count('POST', '/house/api/rental/v1/demand')).toBe(0)
  })

  it('proposes the neighbourhoods within the commute, all ticked, and counts the leases of the ticked ones', async () => {
    open()
    await fillWhere()
    const annex = screen.getByRole('checkbox', { name: /Annex/ }) as HTMLInputElement
    expect(annex.checked).toBe(true)
    expect(screen.getByText('14 min · 2 leases')).toBeTruthy()
    fireEvent.click(annex)
    expect(await screen.findByText('7 leases fit your demand now')).toBeTruthy()
    const asked = server.requests.filter((r) => r.path === '/house/api/rental/v1/areas').at(-1)
    expect(asked?.query.get('budget')).toBe('2600')
    expect(asked?.query.get('bedrooms')).toBe('1')
  })

  it('checks each step in the reader’s language, keeps a draft, and sends every field once at the end', async () => {
    open()
    await fillWhere()
    next()
    expect(await screen.findByRole('heading', { name: 'Step 2 of 4: About you' })).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '' } })
    next()
    expect(await screen.findByText('Enter your name')).toBeTruthy()
    applyLocale('zh-Hans-CN')
    expect(await screen.findByText('请输入姓名')).toBeTruthy()
    applyLocale('en-GB')
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Mei Lin' } })
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '4165550188' } })
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'mei@example.ca' } })
    expect((storage.get('rentalDemandDraft') as { name?: string })?.name).toBe('Mei Lin')
    next()
    expect(await screen.findByRole('heading', { name: 'Step 3 of 4: Living' })).toBeTruthy()
    // Ontario: the one-month rent deposit, and rent prepaid by choice apart from it
    expect(screen.getByText(/In Ontario a landlord may ask for one month’s rent at most/)).toBeTruthy()
    expect(screen.queryByRole('radio', { name: 'Security deposit (half a month)' })).toBeNull()
    fireEvent.click(screen.getByRole('radio', { name: 'Last month’s rent (1 month)' }))
    expect(screen.queryByLabelText('Months of rent I could prepay')).toBeNull()
    fireEvent.click(screen.getByRole('checkbox', { name: 'I could prepay more rent if I choose' }))
    expect(await screen.findByRole('heading', { name: 'About paying 1 month ahead' })).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Months of rent I could prepay'), { target: { value: '12' } })
    expect(await screen.findByRole('heading', { name: 'About paying 12 months ahead' })).toBeTruthy()
    next()
    expect(await screen.findByRole('heading', { name: 'Step 4 of 4: Contacts' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Before you contact, reserve or pay' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Publish my demand' }))
    expect(await screen.findByText('Now at /pages/univ/my-demands', {}, SLOW)).toBeTruthy()
    const sent = server.requests.find((r) => r.method === 'POST')?.body as Record<string, unknown>
    expect(sent).toMatchObject({
      name: 'Mei Lin',
      school: 'university-of-toronto-st-george',
      budget: 2600,
      placeType: 'sharedRoom',
      bedrooms: '1',
      deposit: 'rentDeposit',
      prepay: 12,
      location: { neighbourhoods: ['University', 'Annex', 'Moss Park'], commuteMode: 'transit', commuteMinutes: 30 },
      moveIn: '2099-01-01',
      moveOut: '2099-08-31',
    })
    expect(Object.keys(sent)).toHaveLength(37)
    expect(storage.get('rentalDemandDraft')).toBeNull()
  })

  it.each([
    ['en-GB', 'Security deposit (half a month)', 'Security and pet deposits (1 month)', 'Last month’s rent (1 month)'],
    ['zh-Hans-CN', '保证金（半个月）', '保证金和宠物押金（1 个月）', '最后一个月房租（1 个月）'],
  ] as const)(
    'offers in BC, in %s, only the deposits BC allows, the pet deposit with a pet',
    async (language, security, pet, rent) => {
      void storage.set('rentalDemandDraft', {
        school: 'langara-college',
        neighbourhoods: ['Marpole'],
        bedrooms: '1',
        budget: '2100',
        moveIn: '2099-01-01',
        moveOut: '2099-08-31',
        name: 'Mei Lin',
        phone: '4165550188',
        email: 'mei@example.ca',
      })
      applyLocale(language)
      open()
      const onward = language === 'en-GB' ? 'Next' : '下一步'
      const petBox = language === 'en-GB' ? 'I have a pet' : '我有宠物'
      await screen.findByRole('option', { name: language === 'en-GB' ? 'Langara College' : '兰加拉学院' }, SLOW)
      fireEvent.click(screen.getByRole('button', { name: onward }))
      fireEvent.click(await screen.findByRole('button', { name: onward }, SLOW))
      expect(await screen.findByRole('radio', { name: security }, SLOW)).toBeTruthy()
      expect(screen.queryByRole('radio', { name: rent })).toBeNull()
      expect(screen.queryByRole('radio', { name: pet })).toBeNull()
      fireEvent.click(screen.getByRole('checkbox', { name: petBox }))
      fireEvent.click(await screen.findByRole('radio', { name: pet }))
      expect((screen.getByRole('radio', { name: pet }) as HTMLInputElement).checked).toBe(true)
      // without the pet, the pet deposit goes and the security deposit stays
      fireEvent.click(screen.getByRole('checkbox', { name: petBox }))
      expect(screen.queryByRole('radio', { name: pet })).toBeNull()
      expect((screen.getByRole('radio', { name: security }) as HTMLInputElement).checked).toBe(true)
    },
  )

  it('brings back the draft and lets the student start over', async () => {
    void storage.set('rentalDemandDraft', { name: 'Draft Name', budget: '2100' })
    open()
    expect(await screen.findByText('We kept what you typed last time.', {}, SLOW)).toBeTruthy()
    expect((screen.getByLabelText('Monthly budget (CAD)') as HTMLInputElement).value).toBe('2100')
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }))
    await waitFor(() => expect((screen.getByLabelText('Monthly budget (CAD)') as HTMLInputElement).value).toBe(''))
    expect(storage.get('rentalDemandDraft')).toBeNull()
  })

  it('starts at the campus it was opened from', async () => {
    renderScreen('/pages/univ/publishrental?school=university-of-toronto-st-george', {
      '/pages/univ/publishrental': <DemandFormScreen title="Post a rental request" />,
    })
    expect(await screen.findByText('9 leases fit your demand now', {}, SLOW)).toBeTruthy()
    expect((screen.getByLabelText('School') as HTMLSelectElement).value).toBe('university-of-toronto-st-george')
  })
})
