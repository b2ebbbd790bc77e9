import { addCents, type Cents, roundCents, ZERO_CENTS } from '../money/cents.ts'

/** The monthly cost of owning a home, part by part. */
export interface MonthlyCostOfOwning {
  /** The mortgage payments as they come to a month (see `calculateMonthlyOutlay`). */
  readonly mortgage: Cents
  /** A twelfth of the annual property taxes; null when they are not known. */
  readonly propertyTax: Cents | null
  /** Maintenance (condo fees) a month; null when not known. */
  readonly maintenance: Cents | null
  readonly total: Cents
}

export interface CostOfOwningParts {
  readonly monthlyMortgage: Cents
  readonly propertyTaxAnnual?: Cents | undefined
  readonly maintenanceMonthly?: Cents | undefined
}

/**
 * The monthly cost of owning: the mortgage payments in a month, a twelfth of the annual property taxes (rounded to
 * the cent) and the monthly maintenance (condo fees). Heating, home insurance, utilities and repairs are left out:
 * a listing does not state them. Null when neither the taxes nor the maintenance are known, since the cost would
 * then be the mortgage payment again.
 */
export function calculateMonthlyCostOfOwning(parts: CostOfOwningParts): MonthlyCostOfOwning | null {
  const { monthlyMortgage, propertyTaxAnnual, maintenanceMonthly } = parts
  if (propertyTaxAnnual === undefined && maintenanceMonthly === undefined) return null
  const propertyTax = propertyTaxAnnual === undefined ? null : roundCents(propertyTaxAnnual / 12)
  const maintenance = maintenanceMonthly ?? null
  return {
    mortgage: monthlyMortgage,
    propertyTax,
    maintenance,
    total: addCents(monthlyMortgage, propertyTax ?? ZERO_CENTS, maintenance ?? ZERO_CENTS),
  }
}
