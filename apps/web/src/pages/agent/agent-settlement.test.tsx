import { DUPLICATE_CALL_WINDOW_MS } from '@maplenest/core'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi, type FakeApi } from '../../../test/fake-api-server.ts'
import { renderScreen } from '../../../test/render-screen.tsx'
import { setUpAntdRender } from '../../app/antd-render.ts'
import { myApplication, pngFile } from '../../features/agents/agent-fixtures.ts'
import { applyLocale } from '../../shared/i18n/i18n.ts'
import AgentSettlementPage from './agent-settlement.tsx'

const FORM_PATH = '/pages/agent/agent-settlement'
const MINE = '/house/api/agent/v1/applications/mine'
const APPLY = '/house/api/agent/v1/applications'
let server: FakeApi

beforeAll(() => setUpAntdRender())
beforeEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
  server = createFakeApi({
    [`GET ${MINE}`]: () => ({ code: 200, data: myApplication(null) }),
    [`POST ${APPLY}`]: () => ({ code: 201, data: myApplication('pending').application }),
  })
  vi.stubGlobal('fetch', server.fetch)
})
afterEach(() => vi.unstubAllGlobals())

const open = () => renderScreen(FORM_PATH, { [FORM_PATH]: <AgentSettlementPage /> })

async function fill(photo: File | null = pngFile(), valid = true) {
  fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Daniel Wong' } })
  fireEvent.change(screen.getByLabelText('Practice name / agent name'), { target: { value: 'Daniel Wong PREC' } })
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'daniel@example.com' } })
  fireEvent.change(screen.getByLabelText('Location'), { target: { value: 'North York, Toronto' } })
  fireEvent.click(screen.getByLabelText('English'))
  fireEvent.click(screen.getByLabelText('Cantonese'))
  if (photo) {
    fireEvent.change(screen.getByLabelText('Photo'), { target: { files: [photo] } })
    if (valid) await screen.findByRole('img', { name: 'Preview of the chosen photo' })
  }
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit application' }))

describe('Broker entry form', () => {
  it('sends the form and the photo as multipart, then shows "Submitted for review"', async () => {
    open()
    await fill()
    submit()
    expect(await screen.findByRole('heading', { name: 'Submitted for review' })).toBeTruthy()
    const sent = server.requests.find((r) => r.method === 'POST' && r.path === APPLY)!
    const form = sent.body as FormData
    expect(form.get('name')).toBe('Daniel Wong')
    expect(form.get('practiceName')).toBe('Daniel Wong PREC')
    expect(form.get('appointmentStart')).toBe('09:00')
    expect(form.get('appointmentEnd')).toBe('18:00')
    expect(form.getAll('languages')).toEqual(['english', 'cantonese'])
    expect((form.get('photo') as File).name).toBe('me.jpg')
  })

  it('shows every rule of the shared schema under its field, and sends nothing', async () => {
    open()
    await screen.findByLabelText('Name')
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '19:00' } })
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '09:00' } })
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'not-an-email' } })
    submit()
    for (const message of [
      'Enter your name',
      'Enter your practice name',
      'Enter a valid e-mail address',
      'The start time must be before the end time',
      'Enter your location',
      'Please choose at least one language',
      'Please add a photo',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy()
    }
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true')
    expect(server.count('POST', APPLY)).toBe(0)
  })

  it('shows the messages in Chinese', async () => {
    applyLocale('zh-Hans-CN')
    open()
    fireEvent.change(await screen.findByLabelText('姓名'), { target: { value: 'A' } })
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }))
    expect(await screen.findByText('姓名长度须为 2 至 50 个字符')).toBeTruthy()
    expect(screen.getByText('请至少选择一种语言')).toBeTruthy()
    expect(screen.getByText('请添加照片')).toBeTruthy()
  })

  it('refuses a text file named like a picture, by its content', async () => {
    open()
    await fill(new File(['just text'], 'photo.png', { type: 'image/png' }), false)
    expect(await screen.findByText('This file type is not supported')).toBeTruthy()
    submit()
    await new Promise((r) => setTimeout(r, 50))
    expect(server.count('POST', APPLY)).toBe(0)
  })

  it('refuses a photo over 5 MB', async () => {
    open()
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' })
    await fill(big, false)
    expect(await screen.findByText('The file is too large')).toBeTruthy()
  })

  it('places the server’s field messages under their fields', async () => {
    server.route(`POST ${APPLY}`, () => ({
      code: 400,
      msg: 'This file type is not supported',
      data: { fields: [{ field: 'photo', message: 'This file type is not supported' }] },
    }))
    open()
    await fill()
    submit()
    expect(await screen.findByText('This file type is not supported')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('says when the account already has an application under review', async () => {
    server.route(`POST ${APPLY}`, () => ({ code: 409, msg: 'You already have an application under review' }))
    open()
    await fill()
    submit()
    expect((await screen.findByRole('alert')).textContent).toBe('You already have an application under review')
  })

  it.each([
    ['pending', false, 'Submitted for review'],
    ['approved', true, 'Approved: you are a broker'],
    ['rejected', false, 'Your application was not approved'],
  ] as const)('shows the current application when it is %s', async (status, isAgent, title) => {
    server.route(`GET ${MINE}`, () => ({ code: 200, data: myApplication(status, isAgent) }))
    open()
    const heading = await screen.findByRole('heading', { name: title })
    const panel = heading.closest('section')!
    expect(within(panel).getByText('Daniel Wong PREC')).toBeTruthy()
    if (status === 'approved') {
      expect(within(panel).getByRole('link').getAttribute('href')).toBe(
        '/pages/agent/agent-detail?id=11111111-1111-4111-8111-111111111111',
      )
    }
    if (status === 'rejected') {
      fireEvent.click(within(panel).getByRole('button', { name: 'Apply again' }))
      await waitFor(() => expect(screen.getByRole('button', { name: 'Submit application' })).toBeTruthy())
    }
  })
})
