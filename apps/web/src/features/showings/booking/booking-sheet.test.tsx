import { DUPLICATE_CALL_WINDOW_MS } from '@maplenest/core'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { setUpAntdRender } from '../../../../test/antd-render.ts'
import { createFakeApi, type FakeApi } from '../../../../test/fake-api-server.ts'
import { renderScreen, WhereAmI } from '../../../../test/render-screen.tsx'
import { applyLocale } from '../../../shared/i18n/i18n.ts'
import { sessionStore } from '../../../shared/session/index.ts'
import { BookingSheet, type BookingSheetProps } from './booking-sheet.tsx'

// 10:10 in Toronto, 07:10 in Vancouver, on 2026-11-24
const NOW = new Date('2026-11-24T15:10:00Z')
const LISTING = { mlNum: 'C1234567', city: 'toronto' as const, address: '12 King St W' }

let server: FakeApi
beforeAll(() => setUpAntdRender())
beforeEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
  localStorage.clear()
  server = createFakeApi({
    'POST /house/api/appointment/v1': () => ({ code: 201, data: { id: 'a1', status: 'Pending' } }),
    'GET /house/api/appointment/v1/taken': () => ({ code: 200, data: { taken: [] } }),
  })
  vi.stubGlobal('fetch', server.fetch)
  sessionStore.setState({
    status: 'user',
    user: {
      userId: 'u1',
      userName: 'Mei Li',
      nickname: 'Mei',
      avatar: '',
      orgName: '',
      phonenumber: '4165550100',
      email: 'mei@example.ca',
      sex: '0',
      type: 'user',
      isBroker: false,
      language: 'en-GB',
      createdAt: '',
    },
  })
})
afterEach(() => {
  vi.unstubAllGlobals()
  applyLocale('en-GB')
})

const open = (listing: BookingSheetProps['listing'] = LISTING) =>
  renderScreen('/d', {
    '/d': <BookingSheet visible onClose={() => {}} listing={listing} now={() => NOW} />,
    '/pages/my/appt/appt-detail': <WhereAmI />,
  })
const time = (hhmm: string) => screen.getByRole('radio', { name: hhmm }) as HTMLInputElement

describe('Booking sheet', () => {
  it('asks for a date and a time before sending anything', async () => {
    open()
    fireEvent.click(screen.getByRole('button', { name: 'Request the showing' }))
    expect(await screen.findByText('Choose a viewing date')).toBeTruthy()
    expect(screen.getByText('Choose a time')).toBeTruthy()
    expect(server.requests).toHaveLength(0)
  })

  it('offers 08:00 to 21:00 every half hour on the listing’s clock, past starts disabled', () => {
    open()
    expect(screen.getByText('Times are in Toronto time, where the home is.')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Viewing date'), { target: { value: '2026-11-24' } })
    expect(screen.getAllByRole('radio')).toHaveLength(27)
    expect(time('08:00').disabled).toBe(true)
    expect(time('10:00').disabled).toBe(true)
    expect(time('10:30').disabled).toBe(false)
    expect(time('21:00').disabled).toBe(false)
    expect(screen.queryByRole('radio', { name: '21:30' })).toBeNull()
  })

  it('marks the starts the agent or the person already holds as taken, and asks for them by the listing and day', async () => {
    server.route('GET /house/api/appointment/v1/taken', () => ({ code: 200, data: { taken: ['11:00', '14:30'] } }))
    open()
    fireEvent.change(screen.getByLabelText('Viewing date'), { target: { value: '2026-11-25' } })
    const taken = (await screen.findByRole('radio', { name: '11:00, taken' })) as HTMLInputElement
    expect(taken.disabled).toBe(true)
    expect((screen.getByRole('radio', { name: '14:30, taken' }) as HTMLInputElement).disabled).toBe(true)
    expect(time('11:30').disabled).toBe(false)
    expect(screen.getByText(/^Times marked Taken are held/)).toBeTruthy()
    const asked = server.requests.find((r) => r.path === '/house/api/appointment/v1/taken')
    expect(Object.fromEntries(asked?.query ?? [])).toEqual({ mlNum: 'C1234567', day: '2026-11-25' })
  })

  it('reads a Vancouver home’s day on Vancouver’s clock', () => {
    open({ ...LISTING, city: 'vancouver' })
    fireEvent.change(screen.getByLabelText('Viewing date'), { target: { value: '2026-11-24' } })
    expect(time('08:00').disabled).toBe(false)
  })

  it('starts from the person’s record, sends the slot with its offset and keeps the contact for next time', async () => {
    open()
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Mei')
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('mei@example.ca')
    fireEvent.change(screen.getByLabelText('Viewing date'), { target: { value: '2026-11-25' } })
    fireEvent.click(time('14:00'))
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '6475550199' } })
    fireEvent.change(screen.getByLabelText('WeChat (optional)'), { target: { value: 'mei_wx' } })
    // the words the server keeps with the request, as the consent to be contacted about it
    expect(
      screen.getByText(/^By sending, you agree that the agent who handles this request may contact you/),
    ).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Request the showing' }))
    expect(await screen.findByText('Now at /pages/my/appt/appt-detail?id=a1')).toBeTruthy()
    expect(server.requests.find((r) => r.path === '/house/api/appointment/v1')?.body).toMatchObject({
      mlNum: 'C1234567',
      time: '2026-11-25T14:00:00-05:00',
      name: 'Mei',
      phone: '6475550199',
      email: 'mei@example.ca',
      wechat: 'mei_wx',
    })
    await waitFor(() => expect(localStorage.getItem('apptPhone')).toBe('6475550199'))
    expect(localStorage.getItem('apptWebChat')).toBe('mei_wx')
  })

  it('prefills from the kept contact over the record', () => {
    localStorage.setItem('apptUserName', 'Li Mei')
    localStorage.setItem('apptPhone', '7785550123')
    open()
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Li Mei')
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('7785550123')
  })

  it('says the showing could not be booked, with the server’s reason, in Chinese too, and keeps nothing', async () => {
    applyLocale('zh-Hans-CN')
    server.route('POST /house/api/appointment/v1', () => ({ code: 409, msg: '该时间已有预约' }))
    open()
    fireEvent.change(screen.getByLabelText('看房日期'), { target: { value: '2026-11-25' } })
    fireEvent.click(time('14:00'))
    fireEvent.click(screen.getByRole('button', { name: '提交预约' }))
    expect(await screen.findByText(/该时间已有预约/)).toBeTruthy()
    expect(localStorage.getItem('apptPhone')).toBeNull()
  })
})
