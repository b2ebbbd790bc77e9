import { addCents, type Cents } from '../money/cents.ts'
import { calculateOntarioLandTransferTax, type LandTransferTax } from './land-transfer-tax-ontario.ts'
import { calculateTorontoLandTransferTax } from './land-transfer-tax-toronto.ts'
import { isInToronto, type MortgageLocation, toProvince } from './locations.ts'
import { type BcPropertyTransferTax, calculateBcPropertyTransferTax } from './property-transfer-tax-bc.ts'

/**
 * Closing costs the calculator can state from published rules: land transfer taxes after first-time buyer and
 * new-build relief, and the provincial sales tax on a default-insurance premium. Legal fees, title insurance,
 * inspections, adjustments and Toronto's MLTT administration fee vary by supplier and are not estimated.
 */
export interface ClosingCostsTerms {
  readonly price: Cents
  readonly location: MortgageLocation
  readonly firstTimeBuyer: boolean
  readonly newBuild: boolean
  readonly premiumSalesTax: Cents
  /** Expected registration (closing) date; selects Toronto's MLTT schedule. */
  readonly registrationDate: Date
}

export interface ClosingCosts {
  readonly ontarioLandTransferTax: LandTransferTax | null
  readonly torontoLandTransferTax: LandTransferTax | null
  readonly bcPropertyTransferTax: BcPropertyTransferTax | null
  /** Land transfer taxes before rebates and exemptions. */
  readonly landTransferTaxBeforeRebates: Cents
  readonly landTransferTaxRebates: Cents
  /** Land transfer taxes payable after rebates and exemptions. */
  readonly landTransferTax: Cents
  readonly premiumSalesTax: Cents
  readonly total: Cents
}

export function calculateClosingCosts(terms: ClosingCostsTerms): ClosingCosts {
  const ontario = toProvince(terms.location) === 'ON'
  const ontarioLandTransferTax = ontario ? calculateOntarioLandTransferTax(terms) : null
  const torontoLandTransferTax = isInToronto(terms.location) ? calculateTorontoLandTransferTax(terms) : null
  const bcPropertyTransferTax = ontario ? null : calculateBcPropertyTransferTax(terms)
  const taxes = [ontarioLandTransferTax, torontoLandTransferTax, bcPropertyTransferTax].filter(
    (t): t is LandTransferTax => t !== null,
  )
  const landTransferTax = addCents(...taxes.map((t) => t.payable))
  return {
    ontarioLandTransferTax,
    torontoLandTransferTax,
    bcPropertyTransferTax,
    landTransferTaxBeforeRebates: addCents(...taxes.map((t) => t.tax)),
    landTransferTaxRebates: addCents(...taxes.map((t) => t.rebate)),
    landTransferTax,
    premiumSalesTax: terms.premiumSalesTax,
    total: addCents(landTransferTax, terms.premiumSalesTax),
  }
}
