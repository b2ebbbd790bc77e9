import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderScreen, WhereAmI } from '../../../../test/render-screen.tsx'
import { applyLocale } from '../../../shared/i18n/i18n.ts'
import CalculatePage from './calculate.tsx'

const FORM = '/pages/my/calculate/calculate'
const RESULT = '/pages/my/calculate/calculate-result'

const open = (query = '') => renderScreen(`${FORM}${query}`, { [FORM]: <CalculatePage />, [RESULT]: <WhereAmI /> })

const field = (name: string | RegExp) => screen.getByLabelText(name) as HTMLInputElement
const type = (name: string | RegExp, value: string) => fireEvent.change(field(name), { target: { value } })
const calculate = () => fireEvent.click(screen.getByRole('button', { name: 'Calculate' }))

/** The text under a field (hint and problem), as a screen reader reads it with the field. */
function description(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? []
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ')
}

describe('Mortgage calculation form', () => {
  it('asks for the price and the down payment when they are empty, under each field', async () => {
    open()
    type('Purchase price', '')
    type('Down payment', '')
    calculate()
    await screen.findByText('Enter the purchase price')
    expect(description(field('Purchase price'))).toContain('Enter the purchase price')
    expect(description(field('Down payment'))).toContain('Enter the down payment')
    expect(field('Purchase price').getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByRole('alert').textContent).toBe('Check the calculator entries')
    // the first field in error gets focus once the messages are drawn (an effect after them)
    await waitFor(() => expect(document.activeElement).toBe(field('Purchase price')))
  })

  it.each([
    ['a negative down payment', 'Down payment', '-5000', 'The down payment cannot be negative'],
    ['a down payment above the price', 'Down payment', '900000', 'The down payment cannot be more than the price'],
    ['a rate above 25 %', 'Interest rate (% a year)', '26', 'The rate must be between 0 % and 25 %'],
    ['a negative rate', 'Interest rate (% a year)', '-1', 'The rate must be between 0 % and 25 %'],
    ['no years', 'Amortization (years)', '0', 'Choose between 1 and 40 years'],
    ['41 years', 'Amortization (years)', '41', 'Choose between 1 and 40 years'],
    ['a negative price', 'Purchase price', '-1', 'The price must be more than zero'],
  ])('refuses %s', async (_, label, value, message) => {
    const { router } = open()
    type(label, value)
    calculate()
    expect(await screen.findByText(message)).toBeTruthy()
    expect(description(field(label))).toContain(message)
    expect(router.state.location.pathname).toBe(FORM)
  })

  it('names the minimum down payment for the price', async () => {
    open('?price=800000&down=40000')
    expect(description(field('Down payment'))).toContain('Minimum down payment for this price: $55,000 (6.875%)')
    calculate()
    expect(await screen.findByText('The minimum down payment for this price is $55,000.00')).toBeTruthy()
  })

  it('says the problems in Chinese', async () => {
    applyLocale('zh-Hans-CN')
    open()
    type('首付', '900000')
    type('年利率（%）', '30')
    fireEvent.click(screen.getByRole('button', { name: '计算' }))
    expect(await screen.findByText('首付不能高于房价')).toBeTruthy()
    expect(screen.getByText('年利率须在 0% 至 25% 之间')).toBeTruthy()
    expect(screen.getByRole('radio', { name: '多伦多' })).toBeTruthy()
  })

  it('opens the result with every input in the query', async () => {
    open()
    type('Purchase price', '625000')
    type('Down payment', '125,000')
    type('Amortization (years)', '25')
    type('Interest rate (% a year)', '5')
    fireEvent.click(screen.getByRole('radio', { name: 'Toronto' }))
    calculate()
    const where = await screen.findByText(/^Now at/)
    expect(where.textContent).toBe(
      `Now at ${RESULT}?price=625000&down=125000&years=25&rate=5&rateType=fixed&compounding=semiAnnual&frequency=monthly&location=toronto`,
    )
  })

  it('fills in a listing’s price and city and proposes 20 % down', () => {
    open('?price=1250000&city=vancouver')
    expect(field('Purchase price').value).toBe('1,250,000')
    expect(field('Down payment').value).toBe('250,000')
    expect(field('Down payment (%)').value).toBe('20')
    expect((screen.getByRole('radio', { name: 'Vancouver' }) as HTMLInputElement).checked).toBe(true)
    expect(screen.getByText('The price and place come from the listing; change them if you like.')).toBeTruthy()
  })

  it('sets the down payment from a percentage and the percentage from an amount', () => {
    open('?price=625000')
    type('Down payment (%)', '10')
    expect(field('Down payment').value).toBe('62,500')
    fireEvent.blur(field('Down payment (%)'))
    type('Down payment', '31250')
    expect(field('Down payment (%)').value).toBe('5')
  })

  it('compounds a variable rate monthly unless changed', () => {
    open()
    const compounding = within(screen.getByRole('group', { name: 'Compounding' }))
    const checked = (name: string) => (compounding.getByRole('radio', { name }) as HTMLInputElement).checked
    expect(checked('Semi-annual')).toBe(true)
    fireEvent.click(screen.getByRole('radio', { name: 'Variable' }))
    expect(checked('Monthly')).toBe(true)
    fireEvent.click(compounding.getByRole('radio', { name: 'Semi-annual' }))
    expect(checked('Semi-annual')).toBe(true)
  })

  it('explains each of the six payment frequencies', () => {
    open()
    const group = screen.getByRole('group', { name: 'Payment frequency' })
    expect(group.querySelectorAll('input[type="radio"]')).toHaveLength(6)
    const accelerated = screen.getByRole('radio', { name: 'Accelerated weekly' })
    expect(description(accelerated)).toContain('a quarter of the monthly payment')
  })

  it('opens the optional part when a problem is there', async () => {
    open()
    const toggle = screen.getByRole('button', { name: /Income and debts \(optional\)/ })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(toggle)
    type('Gross household income (a year)', '-1')
    fireEvent.click(toggle)
    calculate()
    expect(await screen.findByText('The amount cannot be negative')).toBeTruthy()
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('true'))
  })

  it('shows the payment at the top as the figures change', () => {
    open('?price=625000&down=125000&years=25&rate=5&location=toronto')
    const live = () => within(screen.getByRole('region', { name: 'Your mortgage payment' }))
    expect(live().getByText('$2,908.02')).toBeTruthy()
    expect(live().getByText('a month')).toBeTruthy()
    type('Interest rate (% a year)', '0')
    expect(live().getByText('$1,666.67')).toBeTruthy()
    type('Interest rate (% a year)', '5')
    fireEvent.click(screen.getByRole('radio', { name: 'Accelerated bi-weekly' }))
    expect(live().getByText('$1,454.01')).toBeTruthy()
    expect(live().getByText('every two weeks, accelerated')).toBeTruthy()
    expect(live().queryByText('Monthly cost of owning')).toBeNull()
  })

  it('asks for the price and down payment at the top while they are missing, and to check a wrong figure', () => {
    open()
    const live = () => within(screen.getByRole('region', { name: 'Your mortgage payment' }))
    type('Purchase price', '')
    expect(live().getByText('Enter the price and down payment to see the payment')).toBeTruthy()
    expect(live().queryByText(/\$/)).toBeNull()
    type('Purchase price', '625000')
    type('Down payment', '125000')
    expect(live().getByText(/^\$\d/)).toBeTruthy()
    type('Interest rate (% a year)', '30')
    expect(live().getByText('Check the figures below to see the payment')).toBeTruthy()
    // nothing is marked wrong before Calculate
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('opens from a listing with its taxes and maintenance and shows the monthly cost of owning', () => {
    open('?price=625000&city=toronto&taxes=4512.3&maintenance=650.45')
    expect(
      screen.getByText(
        'The price, place, property taxes and maintenance come from the listing; change them if you like.',
      ),
    ).toBeTruthy()
    expect(field('Property tax (a year)').value).toBe('4,512.3')
    expect(field('Condo fees (a month)').value).toBe('650.45')
    const region = screen.getByRole('region', { name: 'Your mortgage payment' })
    const live = within(region)
    expect(region.querySelector('p')?.textContent).toBe('$2,767.36 a month')
    expect(live.getByText('Monthly cost of owning').nextElementSibling?.textContent).toBe('$3,793.84')
    const parts = live.getAllByRole('listitem').map((item) => item.textContent)
    expect(parts).toEqual(['Mortgage payments $2,767.36', 'Property taxes $376.03', 'Maintenance (condo fees) $650.45'])
    type('Condo fees (a month)', '')
    expect(live.getByText('Monthly cost of owning').nextElementSibling?.textContent).toBe('$3,143.39')
  })

  it('shows the cost of owning from a listing in Chinese', () => {
    applyLocale('zh-Hans-CN')
    open('?price=625000&city=toronto&taxes=4512.3&maintenance=650.45')
    expect(screen.getByText('房价、所在地、地税和管理费取自该房源，可自行修改。')).toBeTruthy()
    const region = screen.getByRole('region', { name: '您的房贷还款' })
    const live = within(region)
    expect(region.querySelector('p')?.textContent).toBe('$2,767.36/月')
    expect(live.getByText('每月持有成本').nextElementSibling?.textContent).toBe('$3,793.84')
    expect(live.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '房贷还款 $2,767.36',
      '地税 $376.03',
      '公寓管理费 $650.45',
    ])
  })

  it('leaves a listing’s taxes or maintenance out when they are not amounts', () => {
    open('?price=625000&city=toronto&taxes=soon&maintenance=-1')
    expect(screen.getByText('The price and place come from the listing; change them if you like.')).toBeTruthy()
    expect(field('Property tax (a year)').value).toBe('')
    expect(screen.queryByText('Monthly cost of owning')).toBeNull()
  })

  it('switches first-time buyer and new build with the keyboard-reachable switches', () => {
    open()
    const firstTime = screen.getByRole('switch', { name: 'First-time buyer' })
    fireEvent.click(firstTime)
    expect(firstTime.getAttribute('aria-checked')).toBe('true')
    expect(screen.getByRole('switch', { name: 'Newly built home' }).getAttribute('aria-checked')).toBe('false')
  })
})
