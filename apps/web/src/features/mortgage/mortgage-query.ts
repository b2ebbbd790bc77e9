import {
  MORTGAGE_LOCATIONS,
  type MortgageFormValues,
  type MortgageInput,
  type MortgageLocation,
  parseListingCosts,
  toCompounding,
} from '@maplenest/core'

/**
 * The calculator's query string, shared by both screens so that a result is a link that survives a reload:
 *
 *   price, down          purchase price and down payment in dollars ("625000")
 *   years, rate          amortization in whole years; interest rate in per cent a year ("5", "4.79")
 *   rateType             fixed | variable
 *   compounding          semiAnnual | monthly (default: semiAnnual for fixed, monthly for variable)
 *   frequency            monthly | semiMonthly | biWeekly | acceleratedBiWeekly | weekly | acceleratedWeekly
 *   location             toronto | otherOntario | vancouver | otherBritishColumbia
 *   firstTime, newBuild  "1" when true
 *   income, propertyTax  gross household income and property tax, dollars a year (optional)
 *   heating, condoFees, otherDebts   dollars a month (optional)
 *
 * A listing opens the form with `?price=…&city=toronto|vancouver`, and `taxes` (dollars a year) and `maintenance`
 * (dollars a month) when it states them; `city` stands for `location`, `taxes` for `propertyTax` and `maintenance`
 * for `condoFees`. A listing's taxes or maintenance that are not an amount are left out (see `parseListingCosts`).
 */
export const MORTGAGE_QUERY_PARAMS = {
  price: 'price',
  downPayment: 'down',
  amortizationYears: 'years',
  annualRatePercent: 'rate',
  rateType: 'rateType',
  compounding: 'compounding',
  frequency: 'frequency',
  location: 'location',
  firstTimeBuyer: 'firstTime',
  newBuild: 'newBuild',
  grossAnnualIncome: 'income',
  propertyTaxAnnual: 'propertyTax',
  heatingMonthly: 'heating',
  condoFeesMonthly: 'condoFees',
  otherDebtPaymentsMonthly: 'otherDebts',
} as const satisfies Record<keyof MortgageFormValues, string>

/** The listing screens' parameters: the city of the listing, its annual taxes and its monthly maintenance. */
const LISTING_CITY_PARAM = 'city'
const LISTING_TAXES_PARAM = 'taxes'
const LISTING_MAINTENANCE_PARAM = 'maintenance'

type MortgageField = keyof typeof MORTGAGE_QUERY_PARAMS

const BOOLEAN_FIELDS = ['firstTimeBuyer', 'newBuild'] as const
type BooleanField = (typeof BOOLEAN_FIELDS)[number]
type TextField = Exclude<MortgageField, BooleanField>

/** What a query says, as typed text: nothing is checked yet (see `parseMortgageInput`). */
export type MortgageQueryValues = Partial<Record<TextField, string> & Record<BooleanField, boolean>>

const isBooleanField = (field: MortgageField): field is BooleanField =>
  (BOOLEAN_FIELDS as readonly string[]).includes(field)

const TRUE_TEXTS = new Set(['1', 'true', 'yes'])

/** A listing's city (`toronto`, `vancouver`) as a calculator location; any location name is read as itself. */
function toListingLocation(city: string | null): MortgageLocation | undefined {
  const value = city?.trim().toLowerCase()
  return MORTGAGE_LOCATIONS.find((location) => location === value)
}

/** Reads the calculator's parameters from a query string; absent parameters stay undefined. */
export function readMortgageQuery(params: URLSearchParams): MortgageQueryValues {
  const values: MortgageQueryValues = {}
  for (const [field, name] of Object.entries(MORTGAGE_QUERY_PARAMS) as [MortgageField, string][]) {
    const text = params.get(name)
    if (text === null) continue
    if (isBooleanField(field)) values[field] = TRUE_TEXTS.has(text.trim().toLowerCase())
    else values[field] = text.trim()
  }
  if (values.location === undefined) values.location = toListingLocation(params.get(LISTING_CITY_PARAM))
  const costs = readListingCosts(params)
  if (values.propertyTaxAnnual === undefined && costs.taxes !== undefined) {
    values.propertyTaxAnnual = String(costs.taxes)
  }
  if (values.condoFeesMonthly === undefined && costs.maintenance !== undefined) {
    values.condoFeesMonthly = String(costs.maintenance)
  }
  return values
}

/** A listing's taxes and maintenance from its link, in dollars; a missing or bad value is undefined. */
function readListingCosts(params: URLSearchParams) {
  return parseListingCosts({
    taxes: params.get(LISTING_TAXES_PARAM),
    maintenance: params.get(LISTING_MAINTENANCE_PARAM),
  })
}

/** True when a listing's link brought its taxes or its maintenance. */
export function hasListingCosts(params: URLSearchParams): boolean {
  const costs = readListingCosts(params)
  return costs.taxes !== undefined || costs.maintenance !== undefined
}

const dollars = (cents: number) => String(cents / 100)

/** The query of a validated input, every choice written out, so the result reads the same tomorrow. */
export function toMortgageQuery(input: MortgageInput): URLSearchParams {
  const p = MORTGAGE_QUERY_PARAMS
  const query = new URLSearchParams({
    [p.price]: dollars(input.price),
    [p.downPayment]: dollars(input.downPayment),
    [p.amortizationYears]: String(input.amortizationYears),
    [p.annualRatePercent]: String(input.annualRatePercent),
    [p.rateType]: input.rateType,
    [p.compounding]: toCompounding(input.rateType, input.compounding),
    [p.frequency]: input.frequency,
    [p.location]: input.location,
  })
  if (input.firstTimeBuyer) query.set(p.firstTimeBuyer, '1')
  if (input.newBuild) query.set(p.newBuild, '1')
  const optional = [
    'grossAnnualIncome',
    'propertyTaxAnnual',
    'heatingMonthly',
    'condoFeesMonthly',
    'otherDebtPaymentsMonthly',
  ] as const
  for (const field of optional) {
    const cents = input[field]
    if (cents !== undefined) query.set(p[field], dollars(cents))
  }
  return query
}
