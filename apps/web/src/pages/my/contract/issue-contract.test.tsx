import { DUPLICATE_CALL_WINDOW_MS, type UserRecord } from '@maplenest/core'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi, type FakeApi } from '../../../../test/fake-api-server.ts'
import { renderScreen } from '../../../../test/render-screen.tsx'
import { setUpAntdRender } from '../../../app/antd-render.ts'
import { applyLocale } from '../../../shared/i18n/i18n.ts'
import { sessionStore } from '../../../shared/session/index.ts'
import { aContract } from './contract-fixtures.ts'
import ContractListPage from './contract-list.tsx'

const PATH = '/pages/my/contract/contract-list'
let server: FakeApi

beforeAll(() => setUpAntdRender())
beforeEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
  server = createFakeApi({
    'GET /house/api/contract/v1': () => ({ code: 200, data: { items: [], nextCursor: null } }),
    'POST /house/api/contract/v1': () => ({ code: 201, data: aContract({ role: 'agent' }) }),
  })
  vi.stubGlobal('fetch', server.fetch)
  // Signed in: a token is kept, so no visitor sign-in replaces the agent while the sheet is open.
  const agent: UserRecord = {
    userId: 'a1',
    userName: 'Olivia Chen',
    nickname: 'Olivia',
    avatar: '',
    orgName: 'Maple & King Realty Inc., Brokerage',
    phonenumber: '+14165550102',
    email: 'agent@demo.maplenest.ca',
    sex: '2',
    type: 'agent',
    isBroker: true,
    language: 'en-GB',
    createdAt: '',
  }
  localStorage.setItem('accessToken', JSON.stringify('agent-token'))
  localStorage.setItem('user_information', JSON.stringify(agent))
  sessionStore.setState({ status: 'user', user: agent })
})
afterEach(() => {
  localStorage.clear()
  vi.unstubAllGlobals()
  applyLocale('en-GB')
})

const openSheet = async (name = 'Issue a contract') => {
  renderScreen(PATH, { [PATH]: <ContractListPage /> })
  fireEvent.click(await screen.findByRole('button', { name }, { timeout: 4000 }))
  return screen.findByRole('form', { name })
}
const type = (sheet: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(sheet).getByLabelText(label), { target: { value } })
const pdf = (name = 'lease.pdf', bytes = 1000) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' })
const posts = () => server.count('POST', '/house/api/contract/v1')

/** The terms the Ontario Standard Lease is not issued without, chosen and typed as an agent would. */
function fillOntarioTerms(sheet: HTMLElement) {
  type(sheet, 'Length of tenancy *', 'fixed')
  type(sheet, 'Day of the month rent is due *', '1')
  type(sheet, "Landlord's address for notices *", '88 Harbour St, Suite 200, Toronto, ON M5J 0C3')
  type(sheet, 'Electricity paid by *', 'tenant')
  type(sheet, 'Heat paid by *', 'landlord')
  type(sheet, 'Water paid by *', 'landlord')
}

describe('Issue a contract', () => {
  it('checks every required field before sending anything, in Chinese too', async () => {
    applyLocale('zh-Hans-CN')
    const sheet = await openSheet('发出合同')
    fireEvent.click(within(sheet).getByRole('button', { name: '发出合同' }))
    const alerts = (await within(sheet).findAllByRole('alert')).map((a) => a.textContent)
    expect(alerts).toEqual(
      expect.arrayContaining([
        '请输入租客的手机号或邮箱',
        '请输入房屋地址',
        '请输入续约/到期日期',
        '请选择 PDF 格式的租约',
        '请选择租期类型',
        '请输入每月交租日，1 至 31',
        '请输入房东接收通知的地址，安大略省标准租约要求填写。',
        '请选择由房东还是租客支付',
      ]),
    )
    expect(within(sheet).getByLabelText('租客 *').getAttribute('aria-invalid')).toBe('true')
    expect(posts()).toBe(0)
  })

  it('refuses a file that is not a PDF, or one over 20 MB, as the spec words it', async () => {
    const sheet = await openSheet()
    const picker = within(sheet).getByLabelText('Lease (PDF) *')
    fireEvent.change(picker, { target: { files: [new File(['x'], 'photo.png', { type: 'image/png' })] } })
    expect((await within(sheet).findByRole('alert')).textContent).toBe('This file type is not supported')
    fireEvent.change(picker, { target: { files: [pdf('big.pdf', 20 * 1024 * 1024 + 1)] } })
    expect((await within(sheet).findByRole('alert')).textContent).toBe('The file is too large')
  })

  it('sends the form with the PDF, and shows the server’s refusal beside the tenant', async () => {
    server.route('POST /house/api/contract/v1', () => ({
      code: 400,
      msg: 'No registered user has this phone number or e-mail',
      data: { fields: [{ field: 'tenant', message: 'No registered user has this phone number or e-mail' }] },
    }))
    const sheet = await openSheet()
    type(sheet, 'Tenant *', 'nobody@example.ca')
    type(sheet, 'Address *', '88 Harbour St, Toronto')
    type(sheet, 'Renew/end date *', '2027-11-30')
    type(sheet, 'Water', 'City of Toronto')
    fillOntarioTerms(sheet)
    fireEvent.change(within(sheet).getByLabelText('Lease (PDF) *'), { target: { files: [pdf()] } })
    fireEvent.click(within(sheet).getByRole('button', { name: 'Issue the contract' }))
    expect(await within(sheet).findByText('No registered user has this phone number or e-mail')).toBeTruthy()
    const sent = server.requests.find((r) => r.method === 'POST')?.body as FormData
    expect(sent.get('tenant')).toBe('nobody@example.ca')
    expect(sent.get('water')).toBe('City of Toronto')
    expect(sent.get('province')).toBe('ON')
    expect((sent.get('file') as File).name).toBe('lease.pdf')
    expect(sent.has('concierge')).toBe(false)
    expect([sent.get('termType'), sent.get('rentDueDay'), sent.get('heatPaidBy')]).toEqual(['fixed', '1', 'landlord'])
    expect(sent.has('laundry')).toBe(false)
  })

  it('asks an Ontario lease for the standard lease’s required terms, and a British Columbia one does not', async () => {
    const sheet = await openSheet()
    type(sheet, 'Tenant *', 'buyer@demo.maplenest.ca')
    type(sheet, 'Address *', '88 Harbour St, Toronto')
    type(sheet, 'Renew/end date *', '2027-11-30')
    fireEvent.change(within(sheet).getByLabelText('Lease (PDF) *'), { target: { files: [pdf()] } })
    type(sheet, 'Day of the month rent is due *', '32')
    fireEvent.click(within(sheet).getByRole('button', { name: 'Issue the contract' }))
    const alerts = (await within(sheet).findAllByRole('alert')).map((a) => a.textContent)
    expect(alerts).toEqual([
      'Choose how long the tenancy runs',
      'Enter the day of the month rent is due, from 1 to 31',
      "Enter the landlord's address for notices. The Ontario Standard Lease needs it.",
      'Choose who pays: the landlord or the tenant',
      'Choose who pays: the landlord or the tenant',
      'Choose who pays: the landlord or the tenant',
    ])
    expect(
      within(sheet).getByText('As on the Ontario Standard Lease (form 2229E). Fields marked * are required.'),
    ).toBeTruthy()
    type(sheet, 'Province *', 'BC')
    expect(within(sheet).getByLabelText('Length of tenancy')).toBeTruthy()
    type(sheet, 'Day of the month rent is due', '')
    fireEvent.click(within(sheet).getByRole('button', { name: 'Issue the contract' }))
    await waitFor(() => expect(posts()).toBe(1))
  })

  it('closes the sheet and lists the contract once issued', async () => {
    const sheet = await openSheet()
    type(sheet, 'Tenant *', 'buyer@demo.maplenest.ca')
    type(sheet, 'Address *', '88 Harbour St, Toronto')
    type(sheet, 'Renew/end date *', '2027-11-30')
    fillOntarioTerms(sheet)
    fireEvent.change(within(sheet).getByLabelText('Lease (PDF) *'), { target: { files: [pdf()] } })
    server.route('GET /house/api/contract/v1', () => ({
      code: 200,
      data: { items: [aContract({ role: 'agent' })], nextCursor: null },
    }))
    // The list asked a moment ago; an identical read within the duplicate-call window would be joined to it.
    await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
    fireEvent.click(within(sheet).getByRole('button', { name: 'Issue the contract' }))
    expect(await screen.findByRole('link', { name: /88 Harbour St, Unit 3105/ })).toBeTruthy()
    await waitFor(() => expect(posts()).toBe(1))
  })
})
