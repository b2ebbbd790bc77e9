import { type Cents, roundCents } from '../money/cents.ts'
import type { Compounding } from './compounding.ts'
import { calculatePayment } from './payment.ts'

/**
 * Minimum qualifying rate: the greater of the contract rate + 2 % and 5.25 %. OSFI Guideline B-20 for
 * uninsured loans since June 1, 2021 (copy of the OSFI page at vreg.ca/minimum-qualifying-rate-for-uninsured-mortgages);
 * the Department of Finance sets the same for insured loans (deputypm.canada.ca statement of December 15, 2022).
 * 2026 secondary sources say it is unchanged; OSFI's December 2026 review falls after the sources (mid-2026).
 */
export const STRESS_TEST_BUFFER_PERCENT = 2
export const STRESS_TEST_FLOOR_PERCENT = 5.25

/**
 * Debt-service limits for insured loans (CMHC, Sagen, Canada Guaranty), from consistent secondary sources
 * (thelocalbroker.ca/?p=11807; citybrokerage.ca 2023/03). GDS: housing costs at the qualifying rate ÷ gross
 * income; TDS: GDS costs plus other debt payments ÷ gross income. Half of condominium fees count.
 */
export const GDS_LIMIT_PERCENT = 39
export const TDS_LIMIT_PERCENT = 44
export const CONDO_FEE_SHARE_PERCENT = 50

/** max(contract + 2 %, 5.25 %), cleared of float noise so that 3.99 + 2 is 5.99, not 5.990000000000001. */
export function calculateQualifyingRatePercent(contractRatePercent: number): number {
  const buffered = Math.round((contractRatePercent + STRESS_TEST_BUFFER_PERCENT) * 1e9) / 1e9
  return Math.max(buffered, STRESS_TEST_FLOOR_PERCENT)
}

export interface StressTestTerms {
  readonly principal: Cents
  readonly annualRatePercent: number
  readonly amortizationYears: number
  readonly compounding: Compounding
}

export interface StressTest {
  readonly qualifyingRatePercent: number
  /** Monthly principal and interest at the qualifying rate, the figure lenders put into GDS and TDS. */
  readonly qualifyingMonthlyPayment: Cents
}

/** $500,000 over 25 years, semi-annual: 2.90 % → 5.25 %, $2,979.59; 3.99 % → 5.99 %, $3,196.06. */
export function calculateStressTest(terms: StressTestTerms): StressTest {
  const qualifyingRatePercent = calculateQualifyingRatePercent(terms.annualRatePercent)
  return {
    qualifyingRatePercent,
    qualifyingMonthlyPayment: calculatePayment({
      ...terms,
      annualRatePercent: qualifyingRatePercent,
      frequency: 'monthly',
    }),
  }
}

export interface DebtServiceTerms {
  readonly qualifyingMonthlyPayment: Cents
  readonly grossAnnualIncome: Cents
  readonly propertyTaxAnnual?: Cents
  readonly heatingMonthly?: Cents
  readonly condoFeesMonthly?: Cents
  /** Car loans, student loans, credit cards (commonly 3 % of the balance), lines of credit. */
  readonly otherDebtPaymentsMonthly?: Cents
}

export interface DebtService {
  /** Monthly housing costs counted in GDS: payment, property tax / 12, heating, half the condo fees. */
  readonly housingCostsMonthly: Cents
  readonly otherDebtPaymentsMonthly: Cents
  readonly grossMonthlyIncome: Cents
  readonly gdsPercent: number
  readonly tdsPercent: number
  readonly gdsLimitPercent: number
  readonly tdsLimitPercent: number
  readonly gdsPasses: boolean
  readonly tdsPasses: boolean
  readonly passes: boolean
}

/**
 * GDS and TDS, compared with 39 % and 44 %. The comparison uses yearly sums in whole cents, so a ratio exactly
 * at the limit passes; the monthly figures shown are rounded with `roundCents`.
 */
export function calculateDebtService(terms: DebtServiceTerms): DebtService {
  if (terms.grossAnnualIncome <= 0) throw new RangeError('gross income must be more than zero')
  const housingYearly =
    terms.qualifyingMonthlyPayment * 12 +
    (terms.propertyTaxAnnual ?? 0) +
    (terms.heatingMonthly ?? 0) * 12 +
    ((terms.condoFeesMonthly ?? 0) * 12 * CONDO_FEE_SHARE_PERCENT) / 100
  const otherYearly = (terms.otherDebtPaymentsMonthly ?? 0) * 12
  const income = terms.grossAnnualIncome
  const gdsPasses = housingYearly * 100 <= GDS_LIMIT_PERCENT * income
  const tdsPasses = (housingYearly + otherYearly) * 100 <= TDS_LIMIT_PERCENT * income
  return {
    housingCostsMonthly: roundCents(housingYearly / 12),
    otherDebtPaymentsMonthly: roundCents(otherYearly / 12),
    grossMonthlyIncome: roundCents(income / 12),
    gdsPercent: (housingYearly / income) * 100,
    tdsPercent: ((housingYearly + otherYearly) / income) * 100,
    gdsLimitPercent: GDS_LIMIT_PERCENT,
    tdsLimitPercent: TDS_LIMIT_PERCENT,
    gdsPasses,
    tdsPasses,
    passes: gdsPasses && tdsPasses,
  }
}
