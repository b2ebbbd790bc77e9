import { DUPLICATE_CALL_WINDOW_MS } from '@maplenest/core'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi, type FakeApi } from '../../../../test/fake-api-server.ts'
import { renderScreen, WhereAmI } from '../../../../test/render-screen.tsx'
import { applyLocale } from '../../../shared/i18n/i18n.ts'
import CalculateResultPage from './calculate-result.tsx'

const FORM = '/pages/my/calculate/calculate'
const RESULT = '/pages/my/calculate/calculate-result'
const RATE = '/house/api/common/v1/exchangeRate'

/** Price 625,000 with 125,000 down (20 %, no insurance): a 500,000 loan at 5 % fixed over 25 years. */
const REFERENCE =
  'price=625000&down=125000&years=25&rate=5&rateType=fixed&compounding=semiAnnual&frequency=monthly&location=toronto'

let server: FakeApi

beforeEach(async () => {
  // The API client sends an identical call once within 300 ms (spec §7); each test asks afresh.
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
  server = createFakeApi()
  vi.stubGlobal('fetch', server.fetch)
})

afterEach(() => vi.unstubAllGlobals())

const open = (query: string) =>
  renderScreen(`${RESULT}?${query}`, { [RESULT]: <CalculateResultPage />, [FORM]: <WhereAmI /> })

/** The value shown for a label in a result card. */
function shownFor(label: string): string {
  const term = screen.getByText(label, { selector: 'dt, dt *' }).closest('div')
  return term?.querySelector('dd')?.textContent ?? ''
}

describe('Mortgage calculation result', () => {
  it('shows the reference payment, loan, taxes and cash to close for a Toronto purchase', async () => {
    open(REFERENCE)
    expect(screen.getByText('$2,908.02')).toBeTruthy()
    expect(within(screen.getByRole('region', { name: 'Payment per period' })).getByText('Monthly')).toBeTruthy()
    expect(shownFor('Total loan (incl. insurance)')).toContain('$500,000.00')
    expect(shownFor('Total interest')).toContain('$372,409.00')
    expect(shownFor('Ontario land transfer tax')).toBe('$8,975.00')
    expect(shownFor('Toronto municipal land transfer tax')).toBe('$8,975.00')
    expect(shownFor('Land transfer tax payable')).toBe('$17,950.00')
    expect(shownFor('Cash needed at closing (down payment and closing costs)')).toContain('$142,950.00')
    expect(screen.getByText('No default insurance needed: the down payment is at least 20 %.')).toBeTruthy()
    expect(shownFor('Qualifying rate')).toBe('7%')
    expect(shownFor('Monthly payment at the qualifying rate')).toBe('$3,502.08')
    expect(screen.getByText('Enter your income to see GDS and TDS.')).toBeTruthy()
    expect(screen.getByText(/^Figures are estimates, not an offer of credit/)).toBeTruthy()
    await waitFor(() => expect(server.count('GET', RATE)).toBe(1))
  })

  it('shows yuan at the bundled Bank of Canada rate, with its date, when the server has no rate', async () => {
    open(REFERENCE)
    await waitFor(() => expect(server.count('GET', RATE)).toBe(1))
    expect(server.requests[0]?.query.get('baseCurrency')).toBe('CNY')
    expect(screen.getByText('≈ CN¥14,859.58')).toBeTruthy()
    expect(shownFor('Total loan (incl. insurance)')).toContain('≈ CN¥2,554,931.02')
    expect(shownFor('Total loan (incl. insurance)')).not.toContain('万')
    expect(
      screen.getByText(
        'Yuan amounts at 5.1099 CNY to the Canadian dollar (Bank of Canada rate of 30 Dec 2025), for reference only.',
      ),
    ).toBeTruthy()
    // The 404 is quiet: no toast.
    expect(document.querySelector('.adm-toast-main')).toBeNull()
  })

  it('uses the server’s rate when it answers, and keeps it for next time', async () => {
    server.route(`GET ${RATE}`, () => ({
      code: 200,
      data: { baseCurrency: 'CNY', date: '2026-11-20', rates: { CAD: 0.2, USD: 0.14 } },
    }))
    open(REFERENCE)
    expect(await screen.findByText('≈ CN¥14,540.10')).toBeTruthy()
    expect(screen.getByText(/rate of 20 Nov 2026/)).toBeTruthy()
    await waitFor(() => expect(JSON.parse(localStorage.getItem('exchange_rate_info') ?? '{}').date).toBe('2026-11-20'))
  })

  it('reads in Chinese, with yuan in ten-thousands', async () => {
    applyLocale('zh-Hans-CN')
    open(REFERENCE)
    expect(screen.getByRole('heading', { name: '每期还款额' })).toBeTruthy()
    expect(screen.getByText('$2,908.02')).toBeTruthy()
    expect(shownFor('安大略省土地转让税')).toBe('$8,975.00')
    expect(shownFor('多伦多市土地转让税')).toBe('$8,975.00')
    expect(shownFor('贷款总额（含保险费）')).toContain('约 255.4 万元（¥2,554,931.02）')
    expect(screen.getByRole('heading', { name: '还款计划表' })).toBeTruthy()
    expect(screen.getByRole('button', { name: '修改数据' })).toBeTruthy()
    expect(screen.getByText(/^人民币金额按加拿大银行2025年12月30日的汇率/)).toBeTruthy()
    await waitFor(() => expect(server.count('GET', RATE)).toBe(1))
  })

  it('lists the schedule by year, opens a year to its payments and draws the balance', async () => {
    open(REFERENCE)
    const table = screen.getByRole('table', { name: 'Totals for each year; open a year to see its payments.' })
    expect(within(table).getAllByRole('button', { name: /^Show the payments of year \d+$/ })).toHaveLength(25)
    fireEvent.click(screen.getByRole('button', { name: 'Show the payments of year 1' }))
    const hide = screen.getByRole('button', { name: 'Hide the payments of year 1' })
    expect(hide.getAttribute('aria-expanded')).toBe('true')
    const payments = document.getElementById(hide.getAttribute('aria-controls') ?? '')
    expect(payments?.querySelectorAll(':scope table > tbody > tr')).toHaveLength(12)
    expect(payments?.textContent).toContain('$499,153.94')
    expect(payments?.textContent).toContain('$489,613.79')
    const chart = screen.getByRole('img', { name: /^Loan balance by year: \$500,000.00 at the start/ })
    expect(chart.getAttribute('aria-label')).toContain('$315,296.07 after 13 years, repaid after 25 years.')
    await waitFor(() => expect(server.count('GET', RATE)).toBe(1))
  })

  it('adds the premium and its Ontario sales tax below 20 % down', async () => {
    open('price=800000&down=55000&years=25&rate=5&location=toronto')
    expect(shownFor('Default insurance premium')).toContain('$29,800.00')
    expect(shownFor('Ontario sales tax (8 %) on the insurance premium')).toBe('$2,384.00')
    expect(shownFor('Total loan (incl. insurance)')).toContain('$774,800.00')
    await waitFor(() => expect(server.count('GET', RATE)).toBe(1))
  })

  it('takes the first-time buyer exemption off BC’s property transfer tax', async () => {
    open('price=700000&down=45000&years=25&rate=5&location=vancouver&firstTime=1')
    expect(shownFor('BC property transfer tax')).toBe('$12,000.00')
    expect(shownFor("BC first time home buyers' exemption")).toBe('-$8,000.00')
    expect(screen.getByText('British Columbia charges no sales tax on the insurance premium.')).toBeTruthy()
    expect(screen.queryByText('Toronto municipal land transfer tax')).toBeNull()
    await waitFor(() => expect(server.count('GET', RATE)).toBe(1))
  })

  it('judges GDS and TDS when an income is given', async () => {
    open(`${REFERENCE}&income=120000&propertyTax=5000&heating=100`)
    expect(shownFor('Gross debt service (GDS)')).toBe('40.19%Above the limit')
    expect(shownFor('Total debt service (TDS)')).toBe('40.19%Within the limit')
    expect(screen.getByText('Limit 39%')).toBeTruthy()
    await waitFor(() => expect(server.count('GET', RATE)).toBe(1))
  })

  it('adds property taxes and maintenance to the payments for the monthly cost of owning', async () => {
    open(`${REFERENCE}&propertyTax=4512.3&condoFees=650.45`)
    const cost = within(screen.getByRole('region', { name: 'Monthly cost of owning' }))
    expect(shownFor('Mortgage payments')).toBe('$2,908.02')
    expect(shownFor('Property taxes')).toBe('$376.03')
    expect(cost.getByText('$4,512.30 a year ÷ 12')).toBeTruthy()
    expect(shownFor('Maintenance (condo fees)')).toBe('$650.45')
    expect(shownFor('Total a month')).toContain('$3,934.50')
    expect(cost.getByText('Heating, home insurance, utilities and repairs are not included.')).toBeTruthy()
    await waitFor(() => expect(server.count('GET', RATE)).toBe(1))
  })

  it('spreads accelerated payments over the month in the cost of owning', async () => {
    open(
      `${REFERENCE.replace('frequency=monthly', 'frequency=acceleratedBiWeekly')}&propertyTax=4512.3&condoFees=650.45`,
    )
    expect(shownFor('Mortgage payments')).toBe('$3,150.36')
    expect(screen.getByText('26 payments of $1,454.01 a year, spread over 12 months')).toBeTruthy()
    expect(shownFor('Total a month')).toContain('$4,176.84')
    await waitFor(() => expect(server.count('GET', RATE)).toBe(1))
  })

  it('shows no cost of owning without taxes or maintenance', async () => {
    open(REFERENCE)
    expect(screen.queryByRole('region', { name: 'Monthly cost of owning' })).toBeNull()
    await waitFor(() => expect(server.count('GET', RATE)).toBe(1))
  })

  it('leads back to the form, figures kept, when the query is not a calculation', async () => {
    open('price=625000&down=900000&years=25&rate=5&location=toronto')
    expect(screen.getByText('No calculation yet')).toBeTruthy()
    expect(server.count('GET', RATE)).toBe(0)
    fireEvent.click(screen.getByRole('button', { name: 'Open the calculator' }))
    expect((await screen.findByText(/^Now at/)).textContent).toBe(
      `Now at ${FORM}?price=625000&down=900000&years=25&rate=5&location=toronto`,
    )
  })

  it('shows the empty state without any query', () => {
    renderScreen(RESULT, { [RESULT]: <CalculateResultPage /> })
    expect(screen.getByRole('region', { name: 'No calculation yet' })).toBeTruthy()
  })
})
