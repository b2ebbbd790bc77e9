import { addCents, type Cents } from '../money/cents.ts'
import { type CnyFen, convertCadToCny } from '../money/cny.ts'
import { type ClosingCosts, calculateClosingCosts } from './closing-costs.ts'
import { type Compounding, calculateEffectiveAnnualRate, toCompounding } from './compounding.ts'
import { calculateMonthlyCostOfOwning, type MonthlyCostOfOwning } from './cost-of-owning.ts'
import { calculateDefaultInsurance, type DefaultInsurance } from './default-insurance.ts'
import { calculateDownPaymentCheck, type DownPaymentCheck } from './down-payment.ts'
import { toProvince } from './locations.ts'
import type { MortgageInput } from './mortgage-input.schema.ts'
import { calculateMonthlyOutlay, calculatePayment, calculatePeriodicRateFor } from './payment.ts'
import { calculateSchedule, type Schedule } from './schedule.ts'
import { calculateDebtService, calculateStressTest, type DebtService, type StressTest } from './stress-test.ts'

export interface MortgageCalculationOptions {
  /** The day the rules are taken at: the expected closing date, or today. Selects Toronto's MLTT schedule. */
  readonly asOf: Date
}

export interface MortgageResult {
  readonly input: MortgageInput
  /** The compounding used: the input's, or the default for its rate type. */
  readonly compounding: Compounding
  readonly periodicRatePercent: number
  readonly effectiveAnnualRatePercent: number
  readonly downPayment: DownPaymentCheck
  readonly insurance: DefaultInsurance
  /** Total loan, including a financed insurance premium. */
  readonly loan: Cents
  readonly paymentPerPeriod: Cents
  /** The monthly payment for the same loan, whatever the chosen frequency. */
  readonly monthlyPayment: Cents
  readonly totalInterest: Cents
  readonly totalPaid: Cents
  readonly schedule: Schedule
  readonly stressTest: StressTest
  /** GDS and TDS, when a gross income was entered. */
  readonly debtService: DebtService | null
  readonly closingCosts: ClosingCosts
  /** Down payment plus closing costs. */
  readonly cashToClose: Cents
  /** The mortgage payments, property taxes and maintenance a month; null without taxes or maintenance. */
  readonly costOfOwning: MonthlyCostOfOwning | null
}

/** Composes every rule of the calculator into one result for validated input (see `parseMortgageInput`). */
export function calculateMortgage(input: MortgageInput, options: MortgageCalculationOptions): MortgageResult {
  const compounding = toCompounding(input.rateType, input.compounding)
  const province = toProvince(input.location)
  const insurance = calculateDefaultInsurance({
    price: input.price,
    downPayment: input.downPayment,
    amortizationYears: input.amortizationYears,
    province,
  })
  const loan = insurance.insuredLoan
  const terms = {
    principal: loan,
    annualRatePercent: input.annualRatePercent,
    amortizationYears: input.amortizationYears,
    frequency: input.frequency,
    compounding,
  }
  const schedule = calculateSchedule(terms)
  const stressTest = calculateStressTest(terms)
  const closingCosts = calculateClosingCosts({
    price: input.price,
    location: input.location,
    firstTimeBuyer: input.firstTimeBuyer,
    newBuild: input.newBuild,
    premiumSalesTax: insurance.salesTax,
    registrationDate: options.asOf,
  })
  return {
    input,
    compounding,
    periodicRatePercent: calculatePeriodicRateFor(terms) * 100,
    effectiveAnnualRatePercent: calculateEffectiveAnnualRate(input.annualRatePercent, compounding) * 100,
    downPayment: calculateDownPaymentCheck(input.price, input.downPayment),
    insurance,
    loan,
    paymentPerPeriod: schedule.paymentPerPeriod,
    monthlyPayment: calculatePayment({ ...terms, frequency: 'monthly' }),
    totalInterest: schedule.totals.interest,
    totalPaid: schedule.totals.payment,
    schedule,
    stressTest,
    debtService:
      input.grossAnnualIncome === undefined
        ? null
        : calculateDebtService({
            qualifyingMonthlyPayment: stressTest.qualifyingMonthlyPayment,
            grossAnnualIncome: input.grossAnnualIncome,
            propertyTaxAnnual: input.propertyTaxAnnual,
            heatingMonthly: input.heatingMonthly,
            condoFeesMonthly: input.condoFeesMonthly,
            otherDebtPaymentsMonthly: input.otherDebtPaymentsMonthly,
          }),
    closingCosts,
    cashToClose: addCents(input.downPayment, closingCosts.total),
    costOfOwning: calculateMonthlyCostOfOwning({
      monthlyMortgage: calculateMonthlyOutlay(terms),
      propertyTaxAnnual: input.propertyTaxAnnual,
      maintenanceMonthly: input.condoFeesMonthly,
    }),
  }
}

/** The headline amounts of a result in yuan (fen), for the CNY line under each figure. */
export interface MortgageCnyAmounts {
  readonly price: CnyFen
  readonly downPayment: CnyFen
  readonly loan: CnyFen
  readonly insurancePremium: CnyFen
  readonly paymentPerPeriod: CnyFen
  readonly monthlyPayment: CnyFen
  readonly totalInterest: CnyFen
  readonly closingCosts: CnyFen
  readonly cashToClose: CnyFen
  /** The monthly cost of owning, when there is one. */
  readonly costOfOwning: CnyFen | null
}

/** Converts the headline amounts at `cnyPerCad` yuan to the dollar (see `calculateCnyPerCad` for CNY-based rates). */
export function calculateMortgageCny(result: MortgageResult, cnyPerCad: number): MortgageCnyAmounts {
  const cny = (amount: Cents) => convertCadToCny(amount, cnyPerCad)
  return {
    price: cny(result.input.price),
    downPayment: cny(result.input.downPayment),
    loan: cny(result.loan),
    insurancePremium: cny(result.insurance.premium),
    paymentPerPeriod: cny(result.paymentPerPeriod),
    monthlyPayment: cny(result.monthlyPayment),
    totalInterest: cny(result.totalInterest),
    closingCosts: cny(result.closingCosts.total),
    cashToClose: cny(result.cashToClose),
    costOfOwning: result.costOfOwning === null ? null : cny(result.costOfOwning.total),
  }
}
