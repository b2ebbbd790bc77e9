import { DUPLICATE_CALL_WINDOW_MS } from '@maplenest/core'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi, type FakeApi } from '../../../../test/fake-api-server.ts'
import { renderScreen } from '../../../../test/render-screen.tsx'
import { setUpAntdRender } from '../../../app/antd-render.ts'
import { applyLocale } from '../../../shared/i18n/i18n.ts'
import ContractDetailPage from './contract-detail.tsx'
import { aContract, aSignature } from './contract-fixtures.ts'

const draw = vi.hoisted(() => ({ fail: false }))
// pdf.js needs a real canvas; the screen's part is putting what it draws in the page, which this stands in for.
vi.mock('../../../features/contracts/render-pdf.ts', () => ({
  renderPdf: async () => {
    if (draw.fail) throw new Error('cannot draw')
    const canvas = document.createElement('canvas')
    canvas.dataset.testid = 'page-1'
    return [{ number: 1, canvas, text: 'Residential lease - summary' }]
  },
}))

const PATH = '/pages/my/contract/contract-detail'
let server: FakeApi
beforeAll(() => setUpAntdRender())
beforeEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
  draw.fail = false
  server = createFakeApi({ 'GET /house/api/contract/v1/:id': () => ({ code: 200, data: aContract() }) })
  const pdf = new Response('%PDF-1.4 test', {
    headers: { 'content-type': 'application/pdf' },
  })
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    String(input).endsWith('/file') ? Promise.resolve(pdf.clone()) : server.fetch(input, init),
  )
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:lease', revokeObjectURL: () => {} }))
})
afterEach(() => {
  vi.unstubAllGlobals()
  applyLocale('en-GB')
})

const open = (id = 'c1') => renderScreen(`${PATH}?id=${id}`, { [PATH]: <ContractDetailPage /> })
const section = (name: string) => screen.getByRole('heading', { name }).closest('section') as HTMLElement

describe('Contract detail', () => {
  it('sums up rent, deposits, dates and who pays each utility, and shows the agent once', async () => {
    open()
    expect(await screen.findByRole('heading', { name: '88 Harbour St, Unit 3105, Toronto' })).toBeTruthy()
    const summary = section('At a glance').textContent
    for (const value of [
      'Monthly rent$2,850.00',
      'Rent deposit$2,850.00',
      'Key deposit$250.00',
      '1 Jan 2026',
      '15 Dec 2026',
    ])
      expect(summary).toContain(value)
    const pays = section('Who pays').textContent
    expect(pays).toContain('ElectricityTenant pays · Toronto Hydro')
    expect(pays).toContain('HeatLandlord pays')
    expect(pays).toContain('WaterLandlord pays')
    expect(pays).toContain('InternetRogers')
    expect(section('Landlord').textContent).toContain('Harbour Holdings Ltd.')
    const services = section('Utilities and services').textContent
    for (const value of ['Front desk, 24 hours', 'FirstService Residential', 'Square One'])
      expect(services).toContain(value)
    expect(section('Agent').textContent?.match(/Olivia Chen/g)).toHaveLength(1)
    expect(screen.getAllByText(/Olivia Chen/)).toHaveLength(1)
  })

  it('reads the standard lease’s terms: the term, the rent day, parking, notices and the building’s services', async () => {
    open()
    const terms = await waitFor(() => section('Terms of the lease'))
    for (const value of [
      'Length of tenancyFixed term to 15 Dec 2026',
      'Day of the month rent is dueOn the 1st of each month',
      'Rent is paid toHarbour Holdings Ltd.',
      'Parking spaces1 space',
      "Landlord's address for notices88 Harbour St, Suite 200, Toronto, ON M5J 0C3",
      'Notices may also be sent by e-mail.',
    ])
      expect(terms.textContent).toContain(value)
    const services = section('Utilities and services').textContent
    expect(services).toContain('Air conditioningIncluded in the rent')
    expect(services).toContain('On-site laundryExtra charge or pay per use')
    expect(services).not.toContain('Gas')
  })

  it('reads the terms in Chinese', async () => {
    applyLocale('zh-Hans-CN')
    open()
    const terms = await waitFor(() => section('租约条款'))
    for (const value of ['固定租期，至2026年12月15日', '每月1日', '1 个车位'])
      expect(terms.textContent).toContain(value)
    expect(section('费用由谁支付').textContent).toContain('电费租客支付 · Toronto Hydro')
  })

  it('leaves out the terms a lease issued before the form asked for them does not have', async () => {
    const blank = Object.fromEntries(Object.keys(aContract().terms).map((k) => [k, null]))
    server.route('GET /house/api/contract/v1/:id', () => ({
      code: 200,
      data: aContract({ terms: blank as ReturnType<typeof aContract>['terms'] }),
    }))
    open()
    const pays = await waitFor(() => section('Who pays'))
    expect(pays.textContent).toContain('ElectricityToronto Hydro')
    expect(pays.textContent).not.toContain('Heat')
    expect(screen.queryByRole('heading', { name: 'Terms of the lease' })).toBeNull()
  })

  it('lets the tenant sign with their typed name and consent, then lists the signature with its time', async () => {
    let contract = aContract({
      signatures: [aSignature()],
      signing: {
        status: 'partly',
        documentHash: 'a'.repeat(64),
        completedAt: null,
        signedFileHash: null,
        mySide: 'tenant',
      },
    })
    server.route('GET /house/api/contract/v1/:id', () => ({ code: 200, data: contract }))
    server.route('POST /house/api/contract/v1/:id/sign', (req) => {
      const body = req.body as { name: string }
      contract = {
        ...contract,
        signatures: [
          ...contract.signatures,
          {
            ...contract.signatures[0]!,
            role: 'tenant',
            name: body.name,
            email: 'buyer@demo.maplenest.ca',
            signedAt: '2026-12-05T20:00:00.000Z',
          },
        ],
        signing: { ...contract.signing, status: 'signed', signedFileHash: 'b'.repeat(64), mySide: null },
      }
      return { code: 200, data: contract }
    })
    open()
    const card = await waitFor(() => section('Signatures'))
    expect(within(card).getByRole('status').textContent).toBe("Waiting for the tenant's signature")
    expect(card.textContent).toContain('5 Dec 2026, 14:30, Toronto time')
    fireEvent.click(within(card).getByRole('button', { name: 'Sign the lease' }))
    const sheet = await screen.findByRole('form', { name: 'Sign the lease' })
    fireEvent.click(within(sheet).getByRole('button', { name: 'Sign' }))
    expect(await within(sheet).findByText('Type your full name')).toBeTruthy()
    fireEvent.change(within(sheet).getByLabelText('Your full name'), { target: { value: 'Daniel Wong' } })
    fireEvent.click(within(sheet).getByRole('button', { name: 'Sign' }))
    expect(await within(sheet).findByText('Tick the box to agree to sign electronically')).toBeTruthy()
    expect(server.count('POST', '/house/api/contract/v1/c1/sign')).toBe(0)
    fireEvent.click(within(sheet).getByLabelText('I agree to sign this lease electronically'))
    fireEvent.click(within(sheet).getByRole('button', { name: 'Sign' }))
    await waitFor(() => expect(server.count('POST', '/house/api/contract/v1/c1/sign')).toBe(1))
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({ name: 'Daniel Wong', agree: true })
    await waitFor(() => expect(within(section('Signatures')).getByRole('status').textContent).toBe('Signed by both'))
    expect(section('Signatures').textContent).toContain('Daniel Wong')
    expect(screen.queryByRole('button', { name: 'Sign the lease' })).toBeNull()
    expect(await screen.findByRole('link', { name: 'Download the signed PDF' })).toBeTruthy()
  })

  it('asks for a drawing when the signer chooses Draw, and shows a drawn signature with its name', async () => {
    const drawing = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg=='
    server.route('GET /house/api/contract/v1/:id', () => ({
      code: 200,
      data: aContract({
        signatures: [aSignature({ drawn: true, drawing })],
        signing: { ...aContract().signing, status: 'partly' },
      }),
    }))
    open()
    const card = await waitFor(() => section('Signatures'))
    expect(within(card).getByRole('img', { name: 'Signature drawn by Olivia Chen' }).getAttribute('src')).toBe(drawing)
    fireEvent.click(within(card).getByRole('button', { name: 'Sign the lease' }))
    const sheet = await screen.findByRole('form', { name: 'Sign the lease' })
    fireEvent.change(within(sheet).getByLabelText('Your full name'), { target: { value: 'Daniel Wong' } })
    fireEvent.click(within(sheet).getByLabelText('I agree to sign this lease electronically'))
    fireEvent.click(within(sheet).getByRole('radio', { name: 'Draw' }))
    expect(within(sheet).getByRole('img', { name: 'Draw your signature' })).toBeTruthy()
    fireEvent.click(within(sheet).getByRole('button', { name: 'Sign' }))
    expect(await within(sheet).findByText('Draw your signature in the box, or choose Type')).toBeTruthy()
    expect(server.count('POST', '/house/api/contract/v1/c1/sign')).toBe(0)
    fireEvent.click(within(sheet).getByRole('radio', { name: 'Type' }))
    fireEvent.click(within(sheet).getByRole('button', { name: 'Sign' }))
    await waitFor(() => expect(server.count('POST', '/house/api/contract/v1/c1/sign')).toBe(1))
  })

  it('says in Chinese that the landlord has still to sign', async () => {
    server.route('GET /house/api/contract/v1/:id', () => ({
      code: 200,
      data: aContract({
        signatures: [
          aSignature({ role: 'tenant', name: '王小明', nameMatchesAccount: false, email: 'buyer@demo.maplenest.ca' }),
        ],
        signing: {
          status: 'partly',
          documentHash: 'a'.repeat(64),
          completedAt: null,
          signedFileHash: null,
          mySide: null,
        },
      }),
    }))
    applyLocale('zh-Hans-CN')
    open()
    const card = (await screen.findByRole('heading', { name: '签名' }, { timeout: 5000 })).closest(
      'section',
    ) as HTMLElement
    expect(within(card).getByRole('status').textContent).toBe('等待房东签署')
    expect(card.textContent).toContain('2026年12月5日 14:30（多伦多时间）')
    expect(card.textContent).toContain('输入的姓名与账户姓名不同')
    expect(within(card).queryByRole('button')).toBeNull()
  })

  it('shows the PDF’s pages in the page with a Download link', async () => {
    open()
    const doc = await screen.findByRole('heading', { name: 'Lease document' })
    const card = doc.closest('section') as HTMLElement
    expect(await within(card).findByText('Page 1 of 1')).toBeTruthy()
    // the page is drawn once its canvas is in place, which may be a moment after the count on a busy machine
    await waitFor(() => expect(card.querySelector('canvas')).toBeTruthy())
    const link = within(card).getByRole('link', { name: 'Download PDF' })
    expect(link.getAttribute('href')).toBe('blob:lease')
    expect(link.getAttribute('download')).toBe('lease-2026-12-15.pdf')
  })

  it('says so and keeps the Download link when the PDF cannot be drawn', async () => {
    draw.fail = true
    open()
    expect(await screen.findByText('The PDF cannot be shown here. Download it to read it.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Download PDF' })).toBeTruthy()
  })

  it('explains the Ontario rules with their sources', async () => {
    open()
    const rules = (await screen.findByRole('heading', { name: 'Good to know in Ontario' })).closest('section')
    expect(rules?.textContent).toContain('Standard Lease (form 2229E)')
    expect(rules?.textContent).toContain("at most one month's rent")
    expect(within(rules as HTMLElement).getAllByRole('link', { name: /^Source/ }).length).toBeGreaterThan(2)
  })

  it('explains the British Columbia rules in Chinese', async () => {
    server.route('GET /house/api/contract/v1/:id', () => ({ code: 200, data: aContract({ province: 'BC' }) }))
    applyLocale('zh-Hans-CN')
    open()
    const bc = (await screen.findByRole('heading', { name: '不列颠哥伦比亚省租房须知' }, { timeout: 5000 })).closest(
      'section',
    )
    expect(bc?.textContent).toContain('保证金最多为半个月租金')
  })

  it('says the contract is not there when it is someone else’s', async () => {
    server.route('GET /house/api/contract/v1/:id', () => ({ code: 403, msg: 'This contract is not yours' }))
    open()
    expect(await screen.findByText('Contract not found')).toBeTruthy()
  })

  it('offers the tenant no way to change the lease', async () => {
    open()
    await screen.findByRole('heading', { name: 'At a glance' })
    expect(screen.queryByRole('button', { name: 'Change dates or remarks' })).toBeNull()
  })

  it('lets the issuing agent move the end date and change the remarks, and shows the new lease', async () => {
    let contract = aContract({ role: 'agent' })
    server.route('GET /house/api/contract/v1/:id', () => ({ code: 200, data: contract }))
    server.route('PUT /house/api/contract/v1/:id', (req) => {
      contract = { ...contract, ...(req.body as object) }
      return { code: 200, data: contract }
    })
    open()
    fireEvent.click(await screen.findByRole('button', { name: 'Change dates or remarks' }))
    const sheet = await screen.findByRole('form', { name: 'Change dates or remarks' })
    fireEvent.change(within(sheet).getByLabelText('Renew/end date'), { target: { value: '2027-12-15' } })
    fireEvent.change(within(sheet).getByLabelText('Remarks'), { target: { value: 'Renewed for a year.' } })
    fireEvent.click(within(sheet).getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(server.count('PUT', '/house/api/contract/v1/c1')).toBe(1))
    expect(server.requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
      endDate: '2027-12-15',
      remarks: 'Renewed for a year.',
    })
    expect(await screen.findByText('Contract updated')).toBeTruthy()
    await waitFor(() => expect(section('At a glance').textContent).toContain('15 Dec 2027'))
  })

  it('keeps the agent’s change and says why when the server refuses it', async () => {
    server.route('GET /house/api/contract/v1/:id', () => ({ code: 200, data: aContract({ role: 'agent' }) }))
    server.route('PUT /house/api/contract/v1/:id', () => ({
      code: 400,
      msg: 'The renew/end date must be after the upload date',
    }))
    open()
    fireEvent.click(await screen.findByRole('button', { name: 'Change dates or remarks' }))
    const sheet = await screen.findByRole('form', { name: 'Change dates or remarks' })
    fireEvent.change(within(sheet).getByLabelText('Renew/end date'), { target: { value: '2020-01-01' } })
    fireEvent.click(within(sheet).getByRole('button', { name: 'Save changes' }))
    expect(await within(sheet).findByText('The renew/end date must be after the upload date')).toBeTruthy()
    expect((within(sheet).getByLabelText('Renew/end date') as HTMLInputElement).value).toBe('2020-01-01')
  })
})
