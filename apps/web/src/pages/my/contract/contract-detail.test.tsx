import { DUPLICATE_CALL_WINDOW_MS } from '@maplenest/core'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi, type FakeApi } from '../../../../test/fake-api-server.ts'
import { renderScreen } from '../../../../test/render-screen.tsx'
import { setUpAntdRender } from '../../../app/antd-render.ts'
import { applyLocale } from '../../../shared/i18n/i18n.ts'
import ContractDetailPage from './contract-detail.tsx'
import { aContract } from './contract-fixtures.ts'

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
  it('groups every field: dates, deposit, landlord, utilities and services, agent', async () => {
    open()
    expect(await screen.findByRole('heading', { name: '88 Harbour St, Unit 3105, Toronto' })).toBeTruthy()
    expect(section('Dates').textContent).toContain('15 Dec 2026')
    expect(section('Deposit').textContent).toContain('$250.00')
    expect(section('Landlord').textContent).toContain('Harbour Holdings Ltd.')
    const services = section('Utilities and services').textContent
    for (const value of ['Front desk, 24 hours', 'FirstService Residential', 'Toronto Hydro', 'Rogers', 'Square One'])
      expect(services).toContain(value)
    expect(services).toContain('WaterNot given')
    expect(section('Agent').textContent).toContain('Olivia Chen')
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
    await screen.findByRole('heading', { name: 'Dates' })
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
    await waitFor(() => expect(section('Dates').textContent).toContain('15 Dec 2027'))
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
